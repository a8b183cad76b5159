import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireReelsTrayResponse } from '../../sync/api/stories-wire';
import { StoriesPath, StoryLimits } from '../../sync/api/stories-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { canViewOwner, requireViewer } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseId, parseInput } from '../http/validate';
import { reelsOf, trayOf } from '../stories/reels';
import { highlightReel } from '../stories/highlights';
import { highlightIdOf, isHighlightReelId } from '../../sync/api/highlights-wire';
import type { WireReelsMediaWithHighlights } from '../../sync/api/highlights-wire';

/**
 * Added (stories): 001 §7 Stories. The tray and a reel's media are ours (Instagram's names);
 * /stories/reel/seen is the spec's call with its fields. Every call needs a signed-in viewer;
 * reads count against the storyReads limit, marks against storyViews (http/action-limits.ts).
 * server/README.md "Stories" has the details.
 */
const ids = (label: string) => z.string().max(2000).optional().transform((raw, c) => {
  const parts = (raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (parts.length > StoryLimits.reelsPerRead) {
    c.addIssue({ code: 'custom', message: `at most ${StoryLimits.reelsPerRead} ${label}` });
    return z.NEVER;
  }
  return [...new Set(parts)];
});

const ReelsMediaQuery = z.object({ reel_ids: ids('reel ids'), usernames: ids('usernames') });

const SeenBody = z.object({
  reelMediaId: formText,
  reelMediaOwnerId: formText,
  reelId: formText,
  reelMediaTakenAt: formText.optional(),
  viewSeenAt: formText.optional(),
});

export function storiesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;

  app.get(StoriesPath.tray, async (req): Promise<WireReelsTrayResponse> => {
    const viewer = requireViewer(req);
    ctx.actionLimits.storyReads.take(viewer.id);
    return { status: 'ok', tray: trayOf(ctx, viewer, nowSeconds(ctx)) };
  });

  app.get(StoriesPath.reelsMedia, async (req): Promise<WireReelsMediaWithHighlights> => {
    const viewer = requireViewer(req);
    const q = parseInput(ReelsMediaQuery, req.query, 'query');
    if (q.reel_ids.length + q.usernames.length === 0) throw badRequest('reel_ids: name at least one reel');
    ctx.actionLimits.storyReads.take(viewer.id);
    const byName = q.usernames.flatMap((name) => repos.users.byUsername(name)?.id ?? []);
    const byId = q.reel_ids.flatMap((raw) => (isHighlightReelId(raw) ? [] : parseId(raw) ?? []));
    const reels = reelsOf(ctx, viewer, [...new Set([...byId, ...byName])], nowSeconds(ctx));
    // Added (highlights): 'highlight:<id>' reels, read whatever their items' age.
    const highlights = q.reel_ids.filter(isHighlightReelId).flatMap((raw) => {
      const id = parseId(highlightIdOf(raw) ?? '');
      return (id === null ? null : highlightReel(ctx, viewer, id)) ?? [];
    });
    return { status: 'ok', reels: Object.fromEntries([...reels, ...highlights].map((r) => [r.id, r])) };
  });

  // 001 §7 /stories/reel/seen. A mark of an item that expired since (a mark queued offline) is
  // answered without being recorded: it is no longer served, and its reel's mark no longer matters.
  app.post(StoriesPath.seen, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const body = parseInput(SeenBody, req.body);
      const storyId = parseId(body.reelMediaId);
      const story = storyId === null ? undefined : repos.stories.byId(storyId);
      const owner = story && repos.users.byId(story.userId);
      const sameReel = story !== undefined && body.reelMediaOwnerId === String(story.userId) && body.reelId === String(story.userId);
      if (!story || !owner || !sameReel || !canViewOwner(repos, viewer.id, owner)) throw notFound();
      const now = nowSeconds(ctx);
      if (story.expiringAt <= now) return ok({ status: 'ok', seen: repos.stories.seenOf(viewer.id, [owner.id]).get(owner.id) ?? 0 });
      const asked = Number(body.viewSeenAt);
      const at = Number.isFinite(asked) && asked > 0 ? Math.min(Math.floor(asked), now) : now;
      return ok({ status: 'ok', seen: repos.stories.markSeen(viewer.id, owner.id, story.takenAt, at) });
    }, ctx.actionLimits.storyViews);
  });
}
