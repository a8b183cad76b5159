import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { checkComment, POLICY_MESSAGE } from '../content/comment-policy';
import { requireViewer, visibleComment, visiblePostById } from '../domain/visibility';
import { commentAddResponse } from '../graphql/serialize-comment';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { parseId, parseInput, userText } from '../http/validate';
import { publishComment } from '../push/publish';

/**
 * 001 §7 Comments: add, delete, like, unlike; each an idempotent mutation. New comments count
 * against the account's comments limit, likes against its reactions limit (http/action-limits.ts).
 */
const AddBody = z.object({
  comment_text: userText,
  replied_to_comment_id: z.union([z.string(), z.number()]).transform(String).nullish(),
});

export function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;

  app.post<{ Params: { postId: string } }>('/web/comments/:postId/add/', async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const post = visiblePostById(ctx, viewer.id, req.params.postId);
      const body = parseInput(AddBody, req.body);
      const text = body.comment_text.trim();
      if (text.length === 0) throw badRequest('comment_text: a comment cannot be empty');
      if ([...text].length > Limits.maxCommentLength) {
        throw badRequest(`comment_text: a comment can have at most ${Limits.maxCommentLength} characters`);
      }
      if (post.commentsDisabled) {
        throw new HttpError(400, ErrorType.commentsDisabled, 'Comments on this post have been turned off.');
      }
      if (!checkComment(text).ok) throw new HttpError(400, ErrorType.invalidComment, POLICY_MESSAGE);
      const repliedTo = repliedToId(ctx, viewer.id, post.id, body.replied_to_comment_id);
      const comment = repos.comments.create({
        postId: post.id,
        userId: viewer.id,
        text,
        repliedToCommentId: repliedTo,
        createdAt: nowSeconds(ctx),
      });
      publishComment(ctx, viewer, post, text);
      return ok(commentAddResponse(comment, viewer));
    }, ctx.actionLimits.comments);
  });

  // The comment's author or the post's owner may delete it (001 §6: the owner test).
  app.post<{ Params: { postId: string; commentId: string } }>(
    '/web/comments/:postId/delete/:commentId/',
    async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => {
        const post = visiblePostById(ctx, viewer.id, req.params.postId);
        const { comment } = visibleComment(ctx, viewer.id, req.params.commentId, { authorHidden: 'allow' });
        if (comment.postId !== post.id) throw notFound();
        if (comment.userId !== viewer.id && post.ownerId !== viewer.id) {
          throw forbidden("You can't delete this comment.");
        }
        repos.comments.delete(comment.id);
        return ok();
      });
    },
  );

  const likeRoute = (path: string, apply: (commentId: number, userId: number) => void) => {
    app.post<{ Params: { id: string } }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => {
        const { comment } = visibleComment(ctx, viewer.id, req.params.id);
        apply(comment.id, viewer.id);
        return ok();
      }, ctx.actionLimits.reactions);
    });
  };
  likeRoute('/web/comments/like/:id/', (c, u) => repos.likes.likeComment(c, u, nowSeconds(ctx)));
  likeRoute('/web/comments/unlike/:id/', (c, u) => repos.likes.unlikeComment(c, u));
}

/** The comment answered, on the same post and not by an account blocked either way with the viewer (001 §6). */
function repliedToId(ctx: AppContext, viewerId: number, postId: number, raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const id = parseId(raw);
  const target = id === null ? undefined : ctx.repos.comments.byId(id);
  const hidden = target !== undefined && ctx.repos.blocks.hiddenFrom(viewerId, [target.userId]).size > 0;
  if (!target || target.postId !== postId || hidden) throw badRequest('replied_to_comment_id: no such comment on this post');
  return target.id;
}
