/**
 * Added (stories): user reels (001 §3 Reel) as the viewer may see them. Authorization: a reel
 * is an owner's live items (expiring_at > now: expired items are never served), shown only to
 * viewers who may see the owner's posts (server/domain/visibility.ts canViewOwner: a private
 * account's to approved followers, nobody's across a block either way); any other asks get
 * nothing, as if the reel did not exist.
 */
import type { WireReel } from '../../sync/api/stories-wire';
import { StoryLimits } from '../../sync/api/stories-wire';
import type { AppContext } from '../app-context';
import { serializeStory } from '../creation/serialize-story';
import type { StoryRow, UserRow } from '../db/types';
import { canViewOwner } from '../domain/visibility';
import { listUsers } from '../graphql/serialize-people';

/** The reels of these owners the viewer may see and that have live items, in the order asked. */
export function reelsOf(ctx: AppContext, viewer: UserRow, ownerIds: readonly number[], now: number): WireReel[] {
  const { repos } = ctx;
  const owners = repos.users.byIds(ownerIds);
  const allowed = ownerIds.filter((id) => {
    const owner = owners.get(id);
    return owner !== undefined && canViewOwner(repos, viewer.id, owner);
  });
  const byOwner = new Map<number, StoryRow[]>();
  for (const s of repos.stories.liveOf(allowed, now)) byOwner.set(s.userId, [...(byOwner.get(s.userId) ?? []), s]);
  const seen = repos.stories.seenOf(viewer.id, allowed);
  const users = new Map(listUsers(ctx, viewer.id, allowed.filter((id) => byOwner.has(id))).map((u) => [Number(u.id), u]));
  return allowed.flatMap((id, index): WireReel[] => {
    const items = byOwner.get(id);
    const user = users.get(id);
    const owner = owners.get(id);
    const newest = items?.at(-1);
    if (!items || !user || !owner || !newest) return [];
    return [{
      id: String(id),
      reel_type: 'user_reel',
      user,
      items: items.map((s) => serializeStory(s, owner)),
      latest_reel_media: newest.takenAt,
      expiring_at: newest.expiringAt,
      seen: seen.get(id) ?? 0,
      ranked_position: index + 1,
      seen_ranked_position: index + 1,
      muted: false,
      can_reply: id !== viewer.id,
      can_reshare: !owner.isPrivate,
    }];
  });
}

const isSeen = (r: WireReel): boolean => r.seen >= r.latest_reel_media;

/**
 * The viewer's tray: their own reel first when live, then the accounts they follow (approved)
 * with live items, unseen before seen, each group newest first (001 §4 Stories "Order").
 */
export function trayOf(ctx: AppContext, viewer: UserRow, now: number): WireReel[] {
  const followed = ctx.repos.stories.reelOwners(viewer.id, now, StoryLimits.trayMax);
  const reels = reelsOf(ctx, viewer, [viewer.id, ...followed], now);
  const own = reels.filter((r) => r.id === String(viewer.id));
  const others = reels.filter((r) => r.id !== String(viewer.id));
  const ordered = [...own, ...others.filter((r) => !isSeen(r)), ...others.filter(isSeen)];
  return ordered.map((r, i) => ({ ...r, ranked_position: i + 1, seen_ranked_position: i + 1 }));
}
