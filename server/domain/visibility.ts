import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { CommentRow, PostRow, Repos, UserRow } from '../db/types';
import { loginRequired, notFound } from '../http/errors';
import { parseId } from '../http/validate';

/**
 * Authorisation of reads (DESIGN.md "The server"): a private account's posts are visible
 * only to the owner and approved followers (001 §6 "Private accounts"); to anyone else they
 * do not exist (404), so their ids leak nothing. Between two accounts where one blocks the
 * other, neither sees the other's posts (001 §6 "Blocking hides the viewer").
 */
export function canViewOwner(repos: Repos, viewerId: number | null, owner: UserRow): boolean {
  if (viewerId !== null && viewerId !== owner.id && repos.blocks.hiddenFrom(viewerId, [owner.id]).size > 0) return false;
  if (!owner.isPrivate) return true;
  if (viewerId === null) return false;
  if (viewerId === owner.id) return true;
  return repos.follows.status(viewerId, owner.id) === 'following';
}

export function requireViewer(req: FastifyRequest): UserRow {
  if (!req.viewer) throw loginRequired();
  return req.viewer;
}

function visible(ctx: AppContext, viewerId: number | null, post: PostRow | undefined): PostRow {
  const owner = post && ctx.repos.users.byId(post.ownerId);
  if (!post || !owner || !canViewOwner(ctx.repos, viewerId, owner)) throw notFound();
  // An unpublished post (an IGTV draft) exists only for its owner.
  if (!post.isPublished && post.ownerId !== viewerId) throw notFound();
  return post;
}

/** The post with this id if the viewer may see it, else 404. */
export function visiblePostById(ctx: AppContext, viewerId: number | null, rawId: string): PostRow {
  const id = parseId(rawId);
  return visible(ctx, viewerId, id === null ? undefined : ctx.repos.posts.byId(id));
}

export function visiblePostByShortcode(ctx: AppContext, viewerId: number | null, shortcode: string): PostRow {
  return visible(ctx, viewerId, ctx.repos.posts.byShortcode(shortcode));
}

/**
 * The comment with this id on a post the viewer may see, else 404. A comment by an account
 * blocked either way with the viewer is not there for the viewer either (001 §6), except that
 * `authorHidden: 'allow'` lets the post's owner or the author still delete what they have.
 */
export function visibleComment(
  ctx: AppContext,
  viewerId: number | null,
  rawId: string,
  opts: { authorHidden: 'deny' | 'allow' } = { authorHidden: 'deny' },
): { comment: CommentRow; post: PostRow } {
  const id = parseId(rawId);
  const comment = id === null ? undefined : ctx.repos.comments.byId(id);
  if (!comment) throw notFound();
  const hidden = viewerId !== null && ctx.repos.blocks.hiddenFrom(viewerId, [comment.userId]).size > 0;
  if (hidden && opts.authorHidden === 'deny') throw notFound();
  return { comment, post: visible(ctx, viewerId, ctx.repos.posts.byId(comment.postId)) };
}
