import { describe, expect, it } from 'vitest';
import { highlightsReducer } from './highlights-reducer';
import { persistedStories, restoreStories } from './stories-persist';
import { storiesSlice } from './stories-slice';
import { initialStories, NEVER_EXPIRES } from './stories-state';
import type { Reel } from './stories-state';

const reel = (id: string, itemIds: string[]): Reel => ({
  id: `highlight:${id}`, userId: 'u1', itemIds, latestReelMedia: 0, expiringAt: NEVER_EXPIRES, seen: 0, rankedPosition: 1, seenRankedPosition: 1,
  muted: false, canReply: true, canReshare: true, didInvalidate: false, isLoading: false,
  highlight: { highlightReelId: id, title: `H${id}`, thumbnailUrl: '', coverItemId: '', mediaCount: 1, createdAt: Number(id) },
});

describe('highlights in the cache (001 §3 Client cache: stories reels)', () => {
  it('a row read before the tray is kept; restored years later (never expiring), items read or not', () => {
    const item = { id: 'highlight:1/s1', reelId: 'highlight:1', isVideo: false, takenAt: 5, expiringAt: NEVER_EXPIRES, width: 1, height: 1, displayUrl: '/d.jpg', displayResources: [], thumbnailSrc: '/t.jpg', videoUrl: null, videoDurationMs: null, caption: null };
    const s = highlightsReducer(initialStories(), { type: 'highlights-loaded', userId: 'u1', bundle: { reels: [reel('1', ['highlight:1/s1']), reel('2', [])], items: [item] } });
    const kept = persistedStories(s);
    expect(kept?.highlightReelsByUserId).toEqual({ u1: ['highlight:2', 'highlight:1'] });
    const back = restoreStories(JSON.parse(JSON.stringify(kept)), 5_000_000_000);
    expect(back?.highlightReelsByUserId).toEqual({ u1: ['highlight:2', 'highlight:1'] });
    expect(back?.reels['highlight:2']?.itemIds).toEqual([]);
    expect(back?.items['highlight:1/s1']).toBeDefined();
    // An older cache without rows restores; a bad row is an invalid cache.
    expect(restoreStories({ feedTray: [], reels: {}, items: {} }, 1)?.highlightReelsByUserId).toEqual({});
    expect(restoreStories({ feedTray: [], reels: {}, items: {}, highlightReelsByUserId: { u1: 'x' } }, 1)).toBeNull();
  });

  it('a cache restore brings the rows not read yet, with their reels and items', () => {
    const cached = { feedTray: [], reels: { 'highlight:1': reel('1', ['highlight:1/s1']) }, items: {}, highlightReelsByUserId: { u1: ['highlight:1'] } };
    const restored = storiesSlice({ ...initialStories(), trayLoaded: true }, { type: 'cache-restored', cache: { stories: cached } } as never, 'u1');
    expect(restored.highlightReelsByUserId).toEqual({ u1: ['highlight:1'] });
    expect(restored.reels['highlight:1']?.highlight?.title).toBe('H1');
  });
});
