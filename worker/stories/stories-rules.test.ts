import { describe, expect, it } from 'vitest';
import { byId, reelOf } from './stories-test-kit';
import { initialItemIndex, isReelExpired, isReelSeen, orderTray, prefetchReelIds, stepPosition } from './stories-rules';

const NOW = 1_000_000;

describe('001 §4 Stories rules', () => {
  it('a reel is seen when muted, or when its seen timestamp >= latest media time', () => {
    expect(isReelSeen(reelOf('a', [10, 20], 20).reel)).toBe(true);
    expect(isReelSeen(reelOf('a', [10, 20], 10).reel)).toBe(false);
    expect(isReelSeen(reelOf('a', [10, 20], 0, { muted: true }).reel)).toBe(true);
  });

  it('expired when current time >= expiry (seconds)', () => {
    const { reel } = reelOf('a', [NOW - 86_400]);
    expect(isReelExpired(reel, NOW)).toBe(true);
    expect(isReelExpired(reel, NOW - 1)).toBe(false);
  });

  it("order: the viewer's own first; non-expired before expired; muted last; unseen before seen; unseen by ranked, seen by seen-ranked position", () => {
    const t = NOW - 100;
    const reels = byId([
      reelOf('seen2', [t], t, { seenRankedPosition: 2 }).reel,
      reelOf('seen1', [t], t, { seenRankedPosition: 1 }).reel,
      reelOf('muted', [t], 0, { muted: true }).reel,
      reelOf('expired', [NOW - 90_000]).reel,
      reelOf('unseen3', [t], 0, { rankedPosition: 3 }).reel,
      reelOf('me', [t], t).reel,
      reelOf('unseen1', [t], 0, { rankedPosition: 1 }).reel,
    ]);
    expect(orderTray(['seen2', 'seen1', 'muted', 'expired', 'unseen3', 'me', 'unseen1', 'unknown'], reels, 'me', NOW))
      .toEqual(['me', 'unseen1', 'unseen3', 'seen1', 'seen2', 'muted', 'expired']);
  });

  it('initial item: the last local index if stored; unseen at 0; seen at 0 forward and last backward; otherwise the first unseen', () => {
    const unseen = reelOf('a', [10, 20, 30]);
    const items = byId(unseen.items);
    expect(initialItemIndex(unseen.reel, items, 2, 'forward')).toBe(2);
    expect(initialItemIndex(unseen.reel, items, undefined, 'forward')).toBe(0);
    const seen = reelOf('a', [10, 20, 30], 30);
    expect(initialItemIndex(seen.reel, items, undefined, 'forward')).toBe(0);
    expect(initialItemIndex(seen.reel, items, undefined, 'backward')).toBe(2);
    const partly = reelOf('a', [10, 20, 30], 20);
    expect(initialItemIndex(partly.reel, items, undefined, 'forward')).toBe(2);
    expect(initialItemIndex(partly.reel, items, 9, 'forward')).toBe(2); // a stored index past the end is ignored
  });

  it('next/previous moves within the reel, then to the adjacent reel that has items; null past the ends', () => {
    const a = reelOf('a', [10, 20]);
    const empty = { reel: { ...reelOf('e', [15]).reel, itemIds: [] }, items: [] };
    const b = reelOf('b', [30, 40], 40);
    const reels = byId([a.reel, empty.reel, b.reel]);
    const items = byId([...a.items, ...b.items]);
    const order = ['a', 'e', 'b'];
    expect(stepPosition(order, reels, items, {}, { reelId: 'a', index: 0 }, 'forward')).toEqual({ reelId: 'a', index: 1 });
    expect(stepPosition(order, reels, items, {}, { reelId: 'a', index: 1 }, 'forward')).toEqual({ reelId: 'b', index: 0 });
    expect(stepPosition(order, reels, items, {}, { reelId: 'b', index: 0 }, 'backward')).toEqual({ reelId: 'a', index: 0 });
    expect(stepPosition(order, reels, items, { a: 1 }, { reelId: 'b', index: 0 }, 'backward')).toEqual({ reelId: 'a', index: 1 });
    expect(stepPosition(order, reels, items, {}, { reelId: 'b', index: 1 }, 'forward')).toBeNull();
    expect(stepPosition(order, reels, items, {}, { reelId: 'a', index: 0 }, 'backward')).toBeNull();
  });

  it('prefetch (001 §9): the feed tray first 3 reels; in the viewer 2 ahead and 1 behind', () => {
    const order = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(prefetchReelIds(order, null)).toEqual(['a', 'b', 'c']);
    expect(prefetchReelIds(order, 'c')).toEqual(['b', 'd', 'e']);
    expect(prefetchReelIds(order, 'a')).toEqual(['b', 'c']);
    expect(prefetchReelIds(order, 'zz')).toEqual([]);
  });
});
