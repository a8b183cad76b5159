import { mentionsIn } from '../../sync/api/text-entities';
import type { AppContext } from '../app-context';
import { canViewOwner } from '../domain/visibility';
import type { PostRow, UserRow } from '../db/types';

/**
 * What the routes call, inside their change (issue 14): each resolves who is told and
 * publishes on ctx.push, which sends after the commit. Nobody is told of their own action,
 * nor of one by an account blocked either way (001 §6).
 */
const hidden = (ctx: AppContext, actor: UserRow, ids: readonly number[]): Set<number> => ctx.repos.blocks.hiddenFrom(actor.id, ids);

/** A new like of a post (not a repeat). */
export function publishPostLike(ctx: AppContext, actor: UserRow, post: PostRow): void {
  if (post.ownerId === actor.id || hidden(ctx, actor, [post.ownerId]).size > 0) return;
  ctx.push.publish({ kind: 'likes', to: post.ownerId, actor: actor.username, shortcode: post.shortcode });
}

/** A new comment: the post's owner, and each account the comment mentions (once, owner aside). */
export function publishComment(ctx: AppContext, actor: UserRow, post: PostRow, text: string): void {
  const told = new Set<number>([actor.id]);
  if (!told.has(post.ownerId) && hidden(ctx, actor, [post.ownerId]).size === 0) {
    ctx.push.publish({ kind: 'comments', to: post.ownerId, actor: actor.username, shortcode: post.shortcode, text });
  }
  told.add(post.ownerId);
  publishMentions(ctx, actor, post, text, 'comment', told);
}

/**
 * Each account a text mentions, once, except those in `told` (the actor is always among them)
 * and those who cannot see the post (a private account's post tells its followers only).
 */
function publishMentions(ctx: AppContext, actor: UserRow, post: PostRow, text: string, where: 'comment' | 'caption', told: Set<number>): void {
  told.add(actor.id);
  const owner = ctx.repos.users.byId(post.ownerId);
  for (const name of mentionsIn(text)) {
    const user = ctx.repos.users.byUsername(name);
    if (!user || !owner || told.has(user.id) || hidden(ctx, actor, [user.id]).size > 0 || !canViewOwner(ctx.repos, user.id, owner)) continue;
    told.add(user.id);
    ctx.push.publish({ kind: 'mentions', to: user.id, actor: actor.username, shortcode: post.shortcode, text, in: where });
  }
}

/**
 * A caption's mentions: on a new post, each account mentioned; on an edit, only those the
 * earlier caption did not mention already (an edit that fixes a typo tells nobody again).
 */
export function publishCaptionMentions(ctx: AppContext, actor: UserRow, post: PostRow, caption: string | null, before: string | null = null): void {
  if (caption === null) return;
  const already = new Set<number>();
  for (const name of before === null ? [] : mentionsIn(before)) {
    const user = ctx.repos.users.byUsername(name);
    if (user) already.add(user.id);
  }
  publishMentions(ctx, actor, post, caption, 'caption', already);
}

/** A new follow, or a new request to follow a private account. */
export function publishFollow(ctx: AppContext, actor: UserRow, target: UserRow, result: 'following' | 'requested'): void {
  ctx.push.publish({ kind: result === 'following' ? 'follows' : 'follow_requests', to: target.id, actor: actor.username });
}

/** A new direct message: its thread's other live members (the message's text, or a word for its type). */
export function publishDirectMessage(ctx: AppContext, actor: UserRow, threadId: number, to: readonly number[], text: string): void {
  for (const userId of to) {
    if (userId === actor.id) continue;
    ctx.push.publish({ kind: 'direct', to: userId, actor: actor.username, threadId, text });
  }
}
