import { describe, expect, it } from 'vitest';
import type { StoriesAction } from './stories-actions';
import { persistedStories, restoreStories } from './stories-persist';
import { storiesReducer } from './stories-reducer';
import { initialStories } from './stories-state';
import type { StoriesState } from './stories-state';
import { bundleOf, reelOf } from './stories-test-kit';

const fold = (actions: readonly StoriesAction[], from: StoriesState = initialStories()) => actions.reduce(storiesReducer, from);
const NOW = 2_000_000;
const a = reelOf('a', [NOW - 300, NOW - 200]);
const b = reelOf('b', [NOW - 100]);

describe('001 §4 Stories reducer', () => {
  it('tray loaded replaces the tray ids and starts a new tray session; setting the tray resets the viewer session and last-index memory', () => {
    const s = fold([
      { type: 'stories-tray-loaded', bundle: bundleOf(a, b) },
      { type: 'stories-viewer-opened', order: ['a', 'b'], reelId: 'a', index: 1 },
      { type: 'stories-tray-loaded', bundle: bundleOf(b) },
    ]);
    expect(s.feedTray).toEqual(['b']);
    expect(s.traySession).toBe(2);
    expect(s.localLastIndexByReel).toEqual({});
    expect([s.currentReelId, s.currentReelItemIndex, s.currentTrayOrder]).toEqual([null, 0, []]);
    expect(s.reels['a']).toBeDefined(); // reels read before stay until purged
  });

  it('clearing the tray empties the order', () => {
    const s = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a) }, { type: 'stories-viewer-opened', order: ['a'], reelId: 'a', index: 0 }, { type: 'stories-tray-cleared' }]);
    expect(s.currentTrayOrder).toEqual([]);
  });

  it('story media loading marks reels loading; loaded clears loading and trayLoadingId; failed clears both', () => {
    const loaded = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a, b) }, { type: 'stories-media-requested', reelIds: ['a', 'b'], openedId: 'a' }]);
    expect([loaded.reels['a']?.isLoading, loaded.reels['b']?.isLoading, loaded.trayLoadingId]).toEqual([true, true, 'a']);
    const done = fold([{ type: 'stories-media-loaded', reelIds: ['a', 'b'], bundle: bundleOf(a) }], loaded);
    expect([done.reels['a']?.isLoading, done.trayLoadingId]).toEqual([false, null]);
    expect(done.reels['b']).toBeUndefined(); // asked for, not answered: gone for this viewer
    expect(done.feedTray).toEqual(['a']);
    const failed = fold([{ type: 'stories-media-failed', reelIds: ['a', 'b'] }], loaded);
    expect([failed.reels['a']?.isLoading, failed.reels['b']?.isLoading, failed.trayLoadingId]).toEqual([false, false, null]);
  });

  it('setting the current reel records the index per reel, clears the tapped object and closes app attribution', () => {
    const open: StoriesState = { ...fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a, b) }]), tappedObjectId: 'sticker', isAppAttributionOpen: true };
    const s = fold([{ type: 'stories-current-set', reelId: 'a', index: 1 }, { type: 'stories-current-set', reelId: 'b', index: 0 }], open);
    expect([s.currentReelId, s.currentReelItemIndex, s.localLastIndexByReel, s.tappedObjectId, s.isAppAttributionOpen]).toEqual(['b', 0, { a: 1, b: 0 }, null, false]);
  });

  it('story page loaded sets loading with an initial media id; the reel load sets the first reel as current', () => {
    const page = fold([{ type: 'stories-page-loaded', initialMediaId: 'a-2' }]);
    expect([page.isLoading, page.initialMediaId]).toEqual([true, 'a-2']);
    const opened = fold([{ type: 'stories-media-loaded', reelIds: ['a'], bundle: bundleOf(a) }, { type: 'stories-viewer-opened', order: ['a'], reelId: 'a', index: 1 }], page);
    expect([opened.isLoading, opened.currentReelId, opened.currentReelItemIndex]).toEqual([false, 'a', 1]);
  });

  it('item seen keeps the maximum seen value (a pending mark re-applied over an older read, an older answer)', () => {
    const t2 = a.items[1]?.takenAt ?? 0;
    const t1 = a.items[0]?.takenAt ?? 0;
    const s = fold([
      { type: 'stories-tray-loaded', bundle: bundleOf(a) },
      { type: 'story-seen-requested', reelId: 'a', takenAt: t2 },
      { type: 'story-seen-requested', reelId: 'a', takenAt: t1 },
      { type: 'story-seen-succeeded', reelId: 'a', seen: t1 },
      { type: 'story-seen-failed', reelId: 'a' },
    ]);
    expect(s.reels['a']?.seen).toBe(t2);
  });

  it('invalidate marks a reel stale; a read of it makes it fresh again', () => {
    const stale = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a) }, { type: 'stories-invalidated', reelId: 'a' }]);
    expect(stale.reels['a']?.didInvalidate).toBe(true);
    expect(fold([{ type: 'stories-media-loaded', reelIds: ['a'], bundle: bundleOf(a) }], stale).reels['a']?.didInvalidate).toBe(false);
  });

  it('tray purge removes expired reels and expired items', () => {
    const s = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a, b) }, { type: 'stories-tray-purged', nowSeconds: NOW - 200 + 86_400 }]);
    expect(Object.keys(s.reels)).toEqual(['b']);
    expect(s.feedTray).toEqual(['b']);
    expect(Object.keys(s.items)).toEqual(['b-1']);
    const partly = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a) }, { type: 'stories-tray-purged', nowSeconds: NOW - 300 + 86_400 }]);
    expect(partly.reels['a']?.itemIds).toEqual(['a-2']);
  });

  it('the cache keeps the tray and reels (not the session); restoring drops expired reels (001 §3)', () => {
    const s = fold([{ type: 'stories-tray-loaded', bundle: bundleOf(a, b) }, { type: 'stories-viewer-opened', order: ['a', 'b'], reelId: 'a', index: 0 }]);
    const kept = persistedStories(s);
    expect(kept && Object.keys(kept).slice(0, 3)).toEqual(['feedTray', 'reels', 'items']);
    const back = restoreStories(JSON.parse(JSON.stringify(kept)), NOW - 200 + 86_400);
    expect(back?.feedTray).toEqual(['b']);
    expect(Object.keys(back?.items ?? {})).toEqual(['b-1']);
    expect(restoreStories({ feedTray: 'x' }, NOW)).toBeNull();
    expect(persistedStories(initialStories())).toBeNull();
  });
});
