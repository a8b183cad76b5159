import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import type {
  WireCommentLikersResponse,
  WireCommentRepliesResponse,
  WireLikersResponse,
  WireReplyComment,
  WireThreadedComment,
  WireThreadedCommentsResponse,
  WireUserConnection,
} from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import type { CommentRow, PageKey } from '../db/types';
import { visibleComment, visiblePostByShortcode } from '../domain/visibility';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { afterKey, pageOf } from './page';
import { MAX_PAGE_SIZE } from './queries';
import { serializeComments } from './serialize-comment';
import { listUsers } from './serialize-people';

/** Liked-by lists and threaded comments (001 §7 Posts; 001 §9 liked-by 12, parents 12, children 3). */
const after = z.string().max(128).nullable().optional();
const first = (n: number) => z.number().int().min(1).max(MAX_PAGE_SIZE).default(n);
const shortcode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a shortcode');
const commentId = z.string().regex(/^\d{1,15}$/, 'not a comment id');
const LikersVars = z.object({ shortcode, first: first(Limits.peoplePageSize), after });
const CommentLikersVars = z.object({ comment_id: commentId, first: first(Limits.peoplePageSize), after });
const ThreadVars = z.object({ shortcode, first: first(Limits.parentCommentsPageSize), after });
const RepliesVars = z.object({ comment_id: commentId, first: first(Limits.childCommentsPageSize), after });

function likerConnection(ctx: AppContext, viewerId: number | null, target: { postId: number } | { commentId: number }, firstN: number, raw: string | null | undefined): WireUserConnection {
  const { peoplePosts } = ctx.repos;
  const viewer = viewerId ?? 0;
  const rows = peoplePosts.likers(target, viewer, afterKey(raw), firstN + 1);
  const { page, page_info } = pageOf(rows, firstN, (r) => ({ time: r.createdAt, id: r.userId }));
  return {
    count: peoplePosts.countLikers(target, viewer),
    page_info,
    edges: listUsers(ctx, viewerId, page.map((r) => r.userId)).map((node) => ({ node })),
  };
}

export function likersQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireLikersResponse {
  const v = parseInput(LikersVars, variables, 'variables');
  const post = visiblePostByShortcode(ctx, viewerId, v.shortcode);
  const edge = likerConnection(ctx, viewerId, { postId: post.id }, v.first, v.after);
  return { status: 'ok', data: { shortcode_media: { id: String(post.id), shortcode: post.shortcode, edge_liked_by: edge } } };
}

export function commentLikersQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireCommentLikersResponse {
  const v = parseInput(CommentLikersVars, variables, 'variables');
  const { comment } = visibleComment(ctx, viewerId, v.comment_id);
  const edge = likerConnection(ctx, viewerId, { commentId: comment.id }, v.first, v.after);
  return { status: 'ok', data: { comment: { id: String(comment.id), edge_liked_by: edge } } };
}

const commentKey = (c: CommentRow): PageKey => ({ time: c.createdAt, id: c.id });

function replyConnection(ctx: AppContext, viewerId: number | null, parentId: number, firstN: number, key: PageKey | null, count: number) {
  const rows = ctx.repos.threads.replies(parentId, key, firstN + 1, viewerId ?? 0);
  const { page, page_info } = pageOf(rows, firstN, commentKey);
  const byId = new Map(page.map((c) => [String(c.id), c]));
  const edges = serializeComments(ctx, viewerId, page).map((c): { node: WireReplyComment } => ({
    node: { ...c, parent_comment_id: String(parentId), replied_to_comment_id: String(byId.get(c.id)?.repliedToCommentId ?? parentId) },
  }));
  return { count, page_info, edges };
}

export function threadedCommentsQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireThreadedCommentsResponse {
  const v = parseInput(ThreadVars, variables, 'variables');
  const post = visiblePostByShortcode(ctx, viewerId, v.shortcode);
  const { threads, comments } = ctx.repos;
  const rows = threads.parents(post.id, afterKey(v.after), v.first + 1, viewerId ?? 0);
  const { page, page_info } = pageOf(rows, v.first, commentKey);
  const replyCounts = threads.replyCounts(page.map((c) => c.id), viewerId ?? 0);
  const edges = serializeComments(ctx, viewerId, page).map((c): { node: WireThreadedComment } => {
    const id = Number(c.id);
    return { node: { ...c, edge_threaded_comments: replyConnection(ctx, viewerId, id, Limits.childCommentsPageSize, null, replyCounts.get(id) ?? 0) } };
  });
  return {
    status: 'ok',
    data: {
      shortcode_media: {
        id: String(post.id),
        edge_media_to_parent_comment: { count: comments.counts([post.id], viewerId ?? 0).get(post.id) ?? 0, page_info, edges },
      },
    },
  };
}

export function commentRepliesQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireCommentRepliesResponse {
  const v = parseInput(RepliesVars, variables, 'variables');
  const { comment } = visibleComment(ctx, viewerId, v.comment_id);
  if (comment.repliedToCommentId !== null) throw notFound('Replies are listed under the thread\'s top-level comment.');
  const count = ctx.repos.threads.replyCounts([comment.id], viewerId ?? 0).get(comment.id) ?? 0;
  const edge = replyConnection(ctx, viewerId, comment.id, v.first, afterKey(v.after), count);
  return { status: 'ok', data: { comment: { id: String(comment.id), edge_threaded_comments: edge } } };
}
