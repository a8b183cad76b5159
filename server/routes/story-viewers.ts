import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import { StoryReplyLimits, StoryViewersPath } from '../../sync/api/story-replies-wire';
import type { AppContext } from '../app-context';
import type { StoryViewerRow } from '../db/types';
import { canViewOwner, requireViewer } from '../domain/visibility';
import { listUsers } from '../graphql/serialize-people';
import { badRequest, forbidden, notFound } from '../http/errors';
import { formText, parseId, parseInput } from '../http/validate';

/**
 * Added (story replies): who saw one's story (001 §3 Stories viewing state "viewersPageInfo per
 * item"; path ours, Instagram's name; server/README.md "Story replies"). Only the story's owner
 * may ask (403 for someone who sees the story, 404 for anyone else or an unknown id); a page
 * of people newest first, from the seen marks (migration 013). Counts against storyReads.
 */
const Query = z.object({ max_id: formText.optional() });

/** max_id is `<seenTime>_<viewerId>` of the last person of the previous page. */
function decodeCursor(raw: string | undefined): StoryViewerRow | null {
  if (raw === undefined || raw === '') return null;
  const m = /^(\d{1,12})_(\d{1,15})$/.exec(raw);
  if (!m) throw badRequest('max_id: not a cursor of this list');
  return { seenTime: Number(m[1]), viewerId: Number(m[2]) };
}

export function storyViewersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  app.get<{ Params: { story_id: string } }>(StoryViewersPath.pattern, async (req): Promise<WireStoryViewersResponse> => {
    const viewer = requireViewer(req);
    const id = parseId(req.params.story_id);
    if (id === null) throw badRequest('story_id: not a story id');
    const after = decodeCursor(parseInput(Query, req.query, 'query').max_id);
    ctx.actionLimits.storyReads.take(viewer.id);
    const story = repos.stories.byId(id);
    const owner = story && repos.users.byId(story.userId);
    if (!story || !owner) throw notFound();
    if (owner.id !== viewer.id) {
      // Someone who may see the story learns only that it is not theirs; anyone else, nothing.
      if (story.expiringAt > Math.floor(ctx.now() / 1000) && canViewOwner(repos, viewer.id, owner)) throw forbidden("Only the story's owner can see who viewed it.");
      throw notFound();
    }
    const limit = StoryReplyLimits.viewersPageSize;
    const rows = repos.storyViewers.viewersOf(owner.id, story.takenAt, after, limit + 1);
    const page = rows.slice(0, limit);
    const users = new Map(listUsers(ctx, viewer.id, page.map((r) => r.viewerId)).map((u) => [u.id, u]));
    const last = page.at(-1);
    return {
      status: 'ok',
      users: page.flatMap((r) => {
        const u = users.get(String(r.viewerId));
        return u ? [{ ...u, seen_at: r.seenTime }] : [];
      }),
      user_count: repos.storyViewers.countViewers(owner.id, story.takenAt),
      next_max_id: rows.length > limit && last ? `${last.seenTime}_${last.viewerId}` : null,
    };
  });
}
