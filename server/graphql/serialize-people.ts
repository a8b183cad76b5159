import type { WireFriendshipStatus, WireHashtagSummary, WireListUser, WireSearchPlace } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import type { FollowStatus, HashtagRow, PlaceRow, UserRow } from '../db/types';
import { avatarUrl } from '../media/media-files';

/** Users in lists (001 §3 User; sync/api/people-wire.ts WireListUser), in the order of `ids`. */
export function listUsers(ctx: AppContext, viewerId: number | null, ids: readonly number[]): WireListUser[] {
  if (ids.length === 0) return [];
  const { repos } = ctx;
  const users = repos.users.byIds(ids);
  const hidden = viewerId === null ? new Set<number>() : repos.blocks.hiddenFrom(viewerId, ids);
  const rel = viewerId === null ? new Map<number, { outgoing: FollowStatus | null; incoming: FollowStatus | null }>() : repos.follows.between(viewerId, ids);
  return ids.flatMap((id) => {
    const u = users.get(id);
    // Blocked either way: never listed (001 §6). The viewer's own blocks are listed nowhere either.
    if (!u || hidden.has(id)) return [];
    const r = rel.get(id);
    return [listUser(u, r?.outgoing ?? null, r?.incoming ?? null)];
  });
}

export const listUser = (u: UserRow, outgoing: FollowStatus | null, incoming: FollowStatus | null): WireListUser => ({
  id: String(u.id),
  username: u.username,
  full_name: u.fullName,
  profile_pic_url: avatarUrl(u),
  is_private: u.isPrivate,
  is_verified: u.isVerified,
  followed_by_viewer: outgoing === 'following',
  requested_by_viewer: outgoing === 'requested',
  follows_viewer: incoming === 'following',
  has_requested_viewer: incoming === 'requested',
});

/** 001 §3 Relationship of the viewer to one user. */
export function friendshipStatus(ctx: AppContext, viewerId: number, user: UserRow): WireFriendshipStatus {
  const { repos } = ctx;
  const outgoing = repos.follows.status(viewerId, user.id);
  const incoming = repos.follows.status(user.id, viewerId);
  return {
    following: outgoing === 'following',
    followed_by: incoming === 'following',
    blocking: repos.blocks.blocks(viewerId, user.id),
    is_private: user.isPrivate,
    incoming_request: incoming === 'requested',
    outgoing_request: outgoing === 'requested',
  };
}

export const hashtagSummary = (h: HashtagRow): WireHashtagSummary => ({
  id: String(h.id),
  name: h.name,
  profile_pic_url: null,
  media_count: h.mediaCount,
});

export function searchPlace(p: PlaceRow, city: string): WireSearchPlace {
  return {
    location: { id: String(p.id), name: p.name, address: p.address, city, lat: p.lat, lng: p.lng },
    title: p.name,
    subtitle: p.address,
    slug: p.slug,
  };
}

/** "Followed by a, b + 3 more" (001 §3 mutualFollowers; suggestionDescription). */
export function followedByText(usernames: readonly string[], count: number): string {
  if (usernames.length === 0) return '';
  const more = count - usernames.length;
  return `Followed by ${usernames.join(', ')}${more > 0 ? ` + ${more} more` : ''}`;
}
