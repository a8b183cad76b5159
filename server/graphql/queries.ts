import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import type { WireCommentConnection, WireCommentsResponse, WirePostResponse } from '../../sync/api/wire';
import type { AppContext } from '../app-context';
import type { PageKey, PostRow } from '../db/types';
import { visiblePostByShortcode } from '../domain/visibility';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { decodeCursor, encodeCursor } from './cursor';
import { serializeComments } from './serialize-comment';
import { serializePosts } from './serialize-post';

/** The largest page a query may ask for (our choice). */
export const MAX_PAGE_SIZE = 50;

const after = z.string().max(128).nullable().optional();
const first = (fallback: number) => z.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);
const shortcode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'not a shortcode');

export const FeedVariablesSchema = z.object({ first: first(Limits.feedPageSize), after });
export const PostVariablesSchema = z.object({ shortcode });
export const CommentsVariablesSchema = z.object({ shortcode, first: first(Limits.commentsPageSize), after });

export function cursorKey(raw: string | null | undefined): PageKey | null {
  const key = decodeCursor(raw);
  if (key === undefined) throw badRequest('variables.after: not a valid cursor');
  return key;
}

/** 001 §9 "Comments page size 24": oldest first; end_cursor continues. */
function commentConnection(
  ctx: AppContext,
  viewerId: number | null,
  post: PostRow,
  firstN: number,
  afterKey: PageKey | null,
): WireCommentConnection {
  const rows = ctx.repos.comments.page(post.id, afterKey, firstN + 1, viewerId ?? 0);
  const page = rows.slice(0, firstN);
  const last = page.at(-1);
  const hasNext = rows.length > firstN && last !== undefined;
  return {
    count: ctx.repos.comments.counts([post.id], viewerId ?? 0).get(post.id) ?? 0,
    page_info: { has_next_page: hasNext, end_cursor: hasNext ? encodeCursor({ time: last.createdAt, id: last.id }) : null },
    edges: serializeComments(ctx, viewerId, page).map((node) => ({ node })),
  };
}

export function postQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WirePostResponse {
  const v = parseInput(PostVariablesSchema, variables, 'variables');
  const post = visiblePostByShortcode(ctx, viewerId, v.shortcode);
  const [wire] = serializePosts(ctx, viewerId, [post]);
  if (!wire) throw new Error(`post ${post.id} has no media`);
  const comments = commentConnection(ctx, viewerId, post, Limits.commentsPageSize, null);
  return { status: 'ok', data: { shortcode_media: { ...wire, edge_media_to_parent_comment: comments } } };
}

export function commentsQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireCommentsResponse {
  const v = parseInput(CommentsVariablesSchema, variables, 'variables');
  const post = visiblePostByShortcode(ctx, viewerId, v.shortcode);
  const connection = commentConnection(ctx, viewerId, post, v.first, cursorKey(v.after));
  return { status: 'ok', data: { shortcode_media: { id: String(post.id), edge_media_to_parent_comment: connection } } };
}
