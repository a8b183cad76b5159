import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { requireViewer, visiblePostById } from '../domain/visibility';
import type { PostRow, UserRow } from '../db/types';
import { ok, sendMutation } from '../http/idempotency';
import { publishPostLike } from '../push/publish';

/**
 * 001 §7 Posts: like, unlike, save, unsave. Set semantics: liking twice is one like.
 * Each is an idempotent mutation (X-Mutation-Id, DESIGN.md rule 2), counted against the
 * account's reactions limit (http/action-limits.ts).
 */
type Params = { id: string };

export function postActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const action = (path: string, apply: (postId: number, userId: number) => void, after?: (post: PostRow, viewer: UserRow) => void) => {
    app.post<{ Params: Params }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => {
        const post = visiblePostById(ctx, viewer.id, req.params.id);
        const before = after === undefined ? null : likes.postsLikedBy(viewer.id, [post.id]).has(post.id);
        apply(post.id, viewer.id);
        // Issue 14: a new like (not a repeat) tells the owner by push, after the commit.
        if (after !== undefined && before === false) after(post, viewer);
        return ok();
      }, ctx.actionLimits.reactions);
    });
  };
  const { likes, saves, collections } = ctx.repos;
  action('/web/likes/:id/like/', (p, u) => likes.likePost(p, u, nowSeconds(ctx)), (post, viewer) => publishPostLike(ctx, viewer, post));
  action('/web/likes/:id/unlike/', (p, u) => likes.unlikePost(p, u));
  action('/web/save/:id/save/', (p, u) => saves.save(p, u, nowSeconds(ctx)));
  // Unsaving takes the post out of the viewer's collections too (issue 12, ./collections.ts).
  action('/web/save/:id/unsave/', (p, u) => {
    saves.unsave(p, u);
    for (const c of collections.holding(u, p)) collections.remove(c, p);
  });
}
