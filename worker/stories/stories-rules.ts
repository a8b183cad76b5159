/**
 * Added (stories): the rules of 001 §4 Stories as pure functions (tests beside): seen, expiry,
 * tray order, the initial item of a reel, next/previous across reels, prefetch (001 §9).
 */
import { StoryLimits } from '../../sync/api/stories-wire';
import type { Reel, StoryItem } from './stories-state';

/** 001 §4: "A reel is seen when muted, or when its seen timestamp >= latest media time." */
export const isReelSeen = (r: Reel): boolean => r.muted || r.seen >= r.latestReelMedia;

/** 001 §4: "Expired when current time >= expiry (seconds)" (user reels only: no highlights here). */
export const isReelExpired = (r: Reel, nowSeconds: number): boolean => nowSeconds >= r.expiringAt;

/**
 * 001 §4 Order: the viewer's own first; then non-expired before expired; muted last; unseen
 * before seen; unseen by ranked position, seen by seen-ranked position. Stable otherwise.
 */
export function orderTray(ids: readonly string[], reels: Readonly<Record<string, Reel>>, viewerId: string | null, nowSeconds: number): string[] {
  const known = ids.filter((id) => reels[id] !== undefined);
  const rank = (r: Reel): number[] => [
    r.userId === viewerId ? 0 : 1,
    isReelExpired(r, nowSeconds) ? 1 : 0,
    r.muted ? 1 : 0,
    isReelSeen(r) ? 1 : 0,
    isReelSeen(r) ? r.seenRankedPosition : r.rankedPosition,
  ];
  const keyed = known.map((id, i) => ({ id, key: [...rank(reels[id] as Reel), i] }));
  keyed.sort((a, b) => {
    for (let k = 0; k < a.key.length; k += 1) {
      const d = (a.key[k] ?? 0) - (b.key[k] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return keyed.map((k) => k.id);
}

export type Direction = 'forward' | 'backward';

/**
 * 001 §4 Initial item: the last local index if stored; an unseen reel (none of it seen) starts
 * at 0; a seen reel starts at 0 going forward and at the last item going backward; otherwise
 * (partly seen) the first unseen item.
 */
export function initialItemIndex(reel: Reel, items: Readonly<Record<string, StoryItem>>, lastIndex: number | undefined, direction: Direction): number {
  const count = reel.itemIds.length;
  if (count === 0) return 0;
  if (lastIndex !== undefined && lastIndex >= 0 && lastIndex < count) return lastIndex;
  if (isReelSeen(reel)) return direction === 'forward' ? 0 : count - 1;
  const firstUnseen = reel.itemIds.findIndex((id) => (items[id]?.takenAt ?? 0) > reel.seen);
  return firstUnseen < 0 ? 0 : firstUnseen;
}

export interface StoryPosition {
  reelId: string;
  index: number;
}

/**
 * 001 §4 "Next/previous moves within the reel, then to the adjacent reel that has items": the
 * position after `from` one step in `direction`, or null past either end of the order. A reel
 * entered takes its initial item (initialItemIndex) for that direction.
 */
export function stepPosition(
  order: readonly string[],
  reels: Readonly<Record<string, Reel>>,
  items: Readonly<Record<string, StoryItem>>,
  lastIndexByReel: Readonly<Record<string, number>>,
  from: StoryPosition,
  direction: Direction,
): StoryPosition | null {
  const reel = reels[from.reelId];
  const d = direction === 'forward' ? 1 : -1;
  if (reel && from.index + d >= 0 && from.index + d < reel.itemIds.length) return { reelId: from.reelId, index: from.index + d };
  for (let i = order.indexOf(from.reelId) + d; i >= 0 && i < order.length; i += d) {
    const id = order[i] as string;
    const next = reels[id];
    if (next && next.itemIds.length > 0) return { reelId: id, index: initialItemIndex(next, items, lastIndexByReel[id], direction) };
  }
  return null;
}

/** 001 §4, §9 Prefetch: the feed tray's first 3 reels; in the viewer 2 ahead and 1 behind the current position. */
export function prefetchReelIds(order: readonly string[], current: string | null): string[] {
  if (current === null) return order.slice(0, StoryLimits.prefetchTray);
  const at = order.indexOf(current);
  if (at < 0) return [];
  return order.slice(Math.max(0, at - StoryLimits.prefetchBehind), at + StoryLimits.prefetchAhead + 1).filter((id) => id !== current);
}
