import type { AppContext } from '../app-context';
import type { Repos, UserRow } from '../db/types';
import { notFound } from '../http/errors';
import { parseId } from '../http/validate';
import { canViewOwner } from './visibility';

/**
 * Who may see which part of an account (001 §5, §6; issue 12 authorization matrix):
 * - an account that blocks the viewer does not exist for the viewer (404 everywhere);
 * - an account the viewer blocks shows its header (to unblock) and nothing else;
 * - a private account shows counts to everyone and posts, tagged posts and follow lists to
 *   the owner and approved followers only (001 §5 "A viewer may see a follow list if
 *   following the user, if it is their own, or if the account is not private");
 * - saved posts and collections are the owner's only.
 */
export function blocksViewer(repos: Repos, viewerId: number | null, user: UserRow): boolean {
  return viewerId !== null && viewerId !== user.id && repos.blocks.blocks(user.id, viewerId);
}

/** The account as the viewer may know it, else 404. */
export function visibleUser(ctx: AppContext, viewerId: number | null, user: UserRow | undefined): UserRow {
  if (!user || blocksViewer(ctx.repos, viewerId, user)) throw notFound();
  return user;
}

export function visibleUserByName(ctx: AppContext, viewerId: number | null, username: string): UserRow {
  return visibleUser(ctx, viewerId, ctx.repos.users.byUsername(username.toLowerCase()));
}

export function visibleUserById(ctx: AppContext, viewerId: number | null, rawId: string): UserRow {
  const id = parseId(rawId);
  return visibleUser(ctx, viewerId, id === null ? undefined : ctx.repos.users.byId(id));
}

/** Posts, tagged posts, the channel, follow lists and hashtag follows (001 §5). */
export const canSeeContent = (repos: Repos, viewerId: number | null, user: UserRow): boolean => canViewOwner(repos, viewerId, user);

/** The account's content, else 404 (its header stays readable through the profile query). */
export function requireContent(ctx: AppContext, viewerId: number | null, user: UserRow): UserRow {
  if (!canSeeContent(ctx.repos, viewerId, user)) throw notFound();
  return user;
}
