/**
 * Added (stories): the story seen mark (001 §7 /stories/reel/seen {reelMediaId,
 * reelMediaOwnerId, reelId, reelMediaTakenAt, viewSeenAt}). Marks coalesce per reel ('set'
 * keyed `story-seen:<reelId>`): a newer mark replaces the ones still waiting, so only the
 * newest per reel is sent. The worker queues a mark only for an item newer than the reel's
 * seen value (shown, pending marks included), so the one that waits is always the newest.
 */
import { StoriesPath } from '../api/stories-wire';
import type { MutationDefinition } from './definitions';

export const storiesDefinitions: { 'story-seen': MutationDefinition<'story-seen'> } = {
  'story-seen': {
    toRequest: (r) => ({
      method: 'POST',
      path: StoriesPath.seen,
      form: {
        reelMediaId: r.args.itemId,
        reelMediaOwnerId: r.args.ownerId,
        reelId: r.args.reelId,
        reelMediaTakenAt: String(r.args.takenAt),
        viewSeenAt: String(Math.floor(r.createdAt / 1000)),
      },
      mutationId: r.id,
    }),
    entityKey: (a) => `reel:${a.reelId}`,
    coalesceKey: (a) => `story-seen:${a.reelId}`,
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: (a) => `Story seen · ${a.username}`,
  },
};
