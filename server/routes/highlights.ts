import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireHighlightResponse, WireHighlightsTrayResponse, WireStoryArchiveResponse } from '../../sync/api/highlights-wire';
import { DEFAULT_HIGHLIGHT_TITLE, HighlightLimits, HighlightsPath, titleLength } from '../../sync/api/highlights-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { serializeStory } from '../creation/serialize-story';
import type { UserRow } from '../db/types';
import { canViewOwner, requireViewer } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import type { MutationResult } from '../http/idempotency';
import { formText, parseId, parseInput, userText } from '../http/validate';
import { highlightReel, highlightsTray } from '../stories/highlights';

/**
 * Added (highlights): story highlights and the story archive (001 §3 Reel GraphHighlightReel;
 * the spec names no calls, the paths are ours: sync/api/highlights-wire.ts, server/README.md
 * "Story highlights"). The archive is the viewer's own stories, expired too; a highlight is
 * made of them and only its owner changes or deletes it (anyone else's: 404). Each change is
 * an idempotent mutation (X-Mutation-Id) counted against the `highlights` limit; reads count as
 * storyReads. A user's highlights are read as their stories are (private: followers only; a
 * block either way hides them: server/stories/highlights.ts).
 */
const Title = userText.transform((s) => s.trim()).pipe(
  z.string().refine((s) => titleLength(s) <= HighlightLimits.titleMax, `at most ${HighlightLimits.titleMax} characters`),
);

const idList = (field: string) => formText.optional().transform((raw, c) => {
  const parts = [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== ''))];
  if (parts.length > HighlightLimits.itemsMax) {
    c.addIssue({ code: 'custom', message: `at most ${HighlightLimits.itemsMax} stories`, path: [] });
    return z.NEVER;
  }
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null)) {
    c.addIssue({ code: 'custom', message: `${field} are story ids` });
    return z.NEVER;
  }
  return ids as number[];
});

const Create = z.object({ title: Title.optional(), media_ids: idList('media_ids'), cover_media_id: formText.optional() });
const Edit = z.object({
  title: Title.optional(),
  cover_media_id: formText.optional(),
  added_media_ids: idList('added_media_ids'),
  removed_media_ids: idList('removed_media_ids'),
});
const ArchiveQuery = z.object({ max_id: formText.optional() });

export function highlightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  /** Story ids that are all the viewer's own, else 400 naming the field. */
  const ownStories = (viewer: UserRow, ids: readonly number[], field: string): number[] => {
    for (const id of ids) {
      if (repos.stories.byId(id)?.userId !== viewer.id) throw badRequest(`${field}: ${id} is not one of your stories`);
    }
    return [...ids];
  };
  const chosenCover = (raw: string | undefined, items: readonly number[]): number | null | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const id = parseId(raw);
    if (id === null || !items.includes(id)) throw badRequest('cover_media_id: the cover must be one of the highlight\'s stories');
    return id;
  };
  const answer = (viewer: UserRow, id: number): MutationResult => {
    const reel = highlightReel(ctx, viewer, id);
    if (!reel) throw notFound();
    const body: WireHighlightResponse = { status: 'ok', reel };
    return ok(body);
  };
  const own = (viewer: UserRow, raw: string): number => {
    const id = parseId(raw);
    const row = id === null ? undefined : repos.highlights.byId(id);
    if (!row || row.userId !== viewer.id) throw notFound();
    return row.id;
  };

  app.get(HighlightsPath.archive, async (req): Promise<WireStoryArchiveResponse> => {
    const viewer = requireViewer(req);
    const q = parseInput(ArchiveQuery, req.query, 'query');
    const before = q.max_id === undefined || q.max_id === '' ? null : parseId(q.max_id);
    if (before === null && q.max_id !== undefined && q.max_id !== '') throw badRequest('max_id: a story id');
    ctx.actionLimits.storyReads.take(viewer.id);
    const page = repos.highlights.archive(viewer.id, before, HighlightLimits.archivePage + 1);
    const items = page.slice(0, HighlightLimits.archivePage);
    const more = page.length > items.length;
    return { status: 'ok', items: items.map((s) => serializeStory(s, viewer)), more_available: more, next_max_id: more ? String(items.at(-1)?.id ?? '') : null };
  });

  app.get<{ Params: { userId: string } }>(HighlightsPath.tray(':userId'), async (req): Promise<WireHighlightsTrayResponse> => {
    const viewer = requireViewer(req);
    const id = parseId(req.params.userId);
    const owner = id === null ? undefined : repos.users.byId(id);
    // Unknown, or hidden by a block either way: not there (a private account's row is just empty).
    if (!owner || (owner.id !== viewer.id && repos.blocks.hiddenFrom(viewer.id, [owner.id]).size > 0)) throw notFound();
    ctx.actionLimits.storyReads.take(viewer.id);
    return { status: 'ok', tray: canViewOwner(repos, viewer.id, owner) ? highlightsTray(ctx, viewer, owner) : [] };
  });

  const route = (path: string, change: (viewer: UserRow, body: unknown, id: string) => MutationResult) => {
    app.post<{ Params: { id?: string } }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => change(viewer, req.body, req.params.id ?? ''), ctx.actionLimits.highlights);
    });
  };

  route(HighlightsPath.create, (viewer, body) => {
    const b = parseInput(Create, body);
    if (b.media_ids.length === 0) throw badRequest('media_ids: pick at least one story');
    const items = ownStories(viewer, b.media_ids, 'media_ids');
    const cover = chosenCover(b.cover_media_id, items) ?? null;
    if (repos.highlights.countOf(viewer.id) >= HighlightLimits.perUser) throw badRequest(`at most ${HighlightLimits.perUser} highlights`);
    const title = b.title === undefined || b.title === '' ? DEFAULT_HIGHLIGHT_TITLE : b.title;
    const made = repos.highlights.create(viewer.id, title, cover, items, nowSeconds(ctx));
    return answer(viewer, made.id);
  });

  route(HighlightsPath.edit(':id'), (viewer, body, raw) => {
    const id = own(viewer, raw);
    const b = parseInput(Edit, body);
    const added = ownStories(viewer, b.added_media_ids, 'added_media_ids');
    const held = repos.highlights.items(id).map((s) => s.id);
    const after = [...new Set([...held, ...added])].filter((s) => !b.removed_media_ids.includes(s));
    if (after.length === 0) throw badRequest('removed_media_ids: a highlight keeps at least one story (delete it instead)');
    if (after.length > HighlightLimits.itemsMax) throw badRequest(`added_media_ids: at most ${HighlightLimits.itemsMax} stories`);
    const cover = chosenCover(b.cover_media_id, after);
    // A cover taken out goes back to the first item.
    const before = repos.highlights.byId(id)?.coverStoryId ?? null;
    const title = b.title === undefined ? undefined : b.title === '' ? DEFAULT_HIGHLIGHT_TITLE : b.title;
    repos.highlights.update(id, {
      ...(title === undefined ? {} : { title }),
      coverStoryId: cover ?? (before !== null && after.includes(before) ? before : null),
      add: added,
      remove: b.removed_media_ids,
    }, nowSeconds(ctx));
    return answer(viewer, id);
  });

  route(HighlightsPath.delete(':id'), (viewer, _body, raw) => {
    repos.highlights.delete(own(viewer, raw));
    return ok();
  });
}
