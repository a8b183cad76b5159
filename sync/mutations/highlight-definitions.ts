/**
 * Added (highlights): story highlights made, edited and deleted by their owner (paths ours:
 * sync/api/highlights-wire.ts HighlightsPath). Each is a named outbox mutation appended as it
 * is ('once'): the server is idempotent by X-Mutation-Id, and edits of one highlight go in the
 * order they were made (FIFO per highlight: entity `highlight:<id>`). A create carries what its
 * highlight shows while it waits (`items`, from the archive; not sent). Edits and deletes name a
 * highlight the server made (the worker refuses them on one still waiting), so none needs a
 * client id resolved.
 */
import { HighlightsPath } from '../api/highlights-wire';
import type { MutationDefinition } from './definitions';

type HighlightMutation = 'highlight-create' | 'highlight-edit' | 'highlight-delete';

export const highlightDefinitions: { [N in HighlightMutation]: MutationDefinition<N> } = {
  'highlight-create': {
    toRequest: (r) => ({
      method: 'POST',
      path: HighlightsPath.create,
      form: {
        title: r.args.title,
        media_ids: r.args.items.map((i) => i.id).join(','),
        ...(r.args.coverStoryId === null ? {} : { cover_media_id: r.args.coverStoryId }),
      },
      mutationId: r.id,
    }),
    entityKey: (a) => `highlight:${a.clientId}`,
    coalesceKey: (a) => `highlight-create:${a.clientId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `New highlight “${a.title}”`,
  },
  'highlight-edit': {
    toRequest: (r) => ({
      method: 'POST',
      path: HighlightsPath.edit(r.args.highlightId),
      form: {
        ...(r.args.title === null ? {} : { title: r.args.title }),
        ...(r.args.removedStoryIds.length === 0 ? {} : { removed_media_ids: r.args.removedStoryIds.join(',') }),
        ...((r.args.addedItems ?? []).length === 0 ? {} : { added_media_ids: (r.args.addedItems ?? []).map((i) => i.id).join(',') }),
        ...(r.args.coverStoryId == null ? {} : { cover_media_id: r.args.coverStoryId }),
      },
      mutationId: r.id,
    }),
    entityKey: (a) => `highlight:${a.highlightId}`,
    coalesceKey: (a) => `highlight-edit:${a.highlightId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Edit highlight “${a.title ?? a.previous.title}”`,
  },
  'highlight-delete': {
    toRequest: (r) => ({ method: 'POST', path: HighlightsPath.delete(r.args.highlightId), mutationId: r.id }),
    entityKey: (a) => `highlight:${a.highlightId}`,
    coalesceKey: (a) => `highlight-delete:${a.highlightId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Delete highlight “${a.title}”`,
  },
};
