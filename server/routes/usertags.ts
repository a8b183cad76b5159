import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PENDING_USERTAGS_MAX, UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse, WireReviewPreferenceResponse, WireReviewResponse, WireUntagResponse } from '../../sync/api/usertags-wire';
import type { AppContext } from '../app-context';
import { serializePosts } from '../graphql/serialize-post';
import type { PostRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseId, parseInput } from '../http/validate';
import { switchValue } from '../settings/settings-limit';

/**
 * Added (usertags): photo-of-you tags (001 §6 "Viewers can approve or remove a photo-of-you
 * tag", §7 Settings). Every call needs a signed-in viewer (401) and acts on the viewer's own
 * tags only: a post that does not exist, or one the viewer is not tagged in (someone else's
 * tag), is 404, as collections answer what is not the viewer's. The POSTs count against the
 * usertags limit (http/action-limits.ts) and run once per X-Mutation-Id (http/idempotency.ts).
 * - GET  /web/usertags/pending/ (ours) → {status, enabled, pending: [{media}]}, newest first.
 * - POST /web/usertags/review_preference_web/ {enabled} → {status, enabled}. With it on, a tag
 *   of the viewer made by someone else arrives pending (db/sqlite-posts.ts setUsertags).
 * - POST /web/usertags/review_web/ {approve, remove}: post ids, comma joined, at least one in
 *   all, none in both → {status, approved, removed}. Approve shows the tag (Tagged tab, others);
 *   remove takes the viewer out of the post. Acts on an approved tag too (approve: no change).
 * - POST /web/usertags/untag_web/ {media} → {status, media_id}: the viewer is no longer tagged.
 */
const IdList = formText.transform((raw, ctx) => {
  const parts = raw.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.some((p) => parseId(p) === null)) {
    ctx.addIssue({ code: 'custom', message: 'expected post ids, comma joined' });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))];
});
const ReviewBody = z.object({ approve: IdList.default([]), remove: IdList.default([]) });
const UntagBody = z.object({ media: formText.pipe(z.string().regex(/^\d{1,15}$/, { error: 'expected a post id' })).transform(Number) });

export function usertagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { usertags, posts } = ctx.repos;
  const limit = ctx.actionLimits.usertags;
  /** The post, when the viewer is tagged in it; else 404 (no such post, or someone else's tag). */
  const ownTag = (postId: number, viewerId: number): PostRow => {
    const post = posts.byId(postId);
    if (!post || usertags.tagOf(postId, viewerId) === undefined) throw notFound("You aren't tagged in this post.");
    return post;
  };

  app.get(UsertagsPath.pending, async (req) => {
    const viewer = requireViewer(req);
    const rows = usertags.pending(viewer.id, PENDING_USERTAGS_MAX);
    const list = rows.flatMap((r) => {
      const post = posts.byId(r.postId);
      return post ? [post] : [];
    });
    const body: WirePendingUsertagsResponse = {
      status: 'ok',
      enabled: usertags.reviewEnabled(viewer.id),
      pending: serializePosts(ctx, viewer.id, list).map((media) => ({ media })),
    };
    return body;
  });

  app.post(UsertagsPath.reviewPreference, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const raw = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>)['enabled'] : undefined;
      const enabled = switchValue(raw);
      if (raw === undefined || enabled === undefined) throw badRequest('enabled: expected true or false');
      usertags.setReviewEnabled(viewer.id, enabled);
      const body: WireReviewPreferenceResponse = { status: 'ok', enabled };
      return ok(body);
    }, limit);
  });

  app.post(UsertagsPath.review, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const { approve, remove } = parseInput(ReviewBody, req.body);
      if (approve.length + remove.length === 0) throw badRequest('approve, remove: give at least one post id');
      if (approve.some((id) => remove.includes(id))) throw badRequest('approve, remove: a post is in both');
      for (const id of [...approve, ...remove]) ownTag(id, viewer.id);
      for (const id of approve) usertags.approve(id, viewer.id);
      for (const id of remove) usertags.remove(id, viewer.id);
      const body: WireReviewResponse = { status: 'ok', approved: approve.map(String), removed: remove.map(String) };
      return ok(body);
    }, limit);
  });

  app.post(UsertagsPath.untag, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const { media } = parseInput(UntagBody, req.body);
      const post = ownTag(media, viewer.id);
      usertags.remove(post.id, viewer.id);
      const body: WireUntagResponse = { status: 'ok', media_id: String(post.id) };
      return ok(body);
    }, limit);
  });
}
