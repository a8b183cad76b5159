import { describe, expect, it } from 'vitest';
import type { HighlightItemPreview, MutationArgsMap } from '../../sync';
import { highlightsReducer } from './highlights-reducer';
import { highlightItemId } from './highlights-rules';
import type { ReelsBundle } from './stories-actions';
import type { HighlightsAction } from './highlights-actions';
import { initialStories, NEVER_EXPIRES } from './stories-state';
import type { Reel, StoriesState, StoryItem } from './stories-state';

const story = (id: string, takenAt: number): HighlightItemPreview => ({
  id, isVideo: false, takenAt, width: 1080, height: 1920, displayUrl: `/d/${id}.jpg`, thumbnailSrc: `/t/${id}.jpg`, videoUrl: null, videoDurationMs: null, caption: null,
});

/** A highlight as a read gives it: `storyIds` its items (none: a row read), made at `createdAt`. */
function highlight(id: string, userId: string, createdAt: number, storyIds: readonly string[], title = `H${id}`): { reel: Reel; items: StoryItem[] } {
  const reelId = `highlight:${id}`;
  const items = storyIds.map((s, n): StoryItem => ({
    id: highlightItemId(reelId, s), reelId, isVideo: false, takenAt: 100 + n, expiringAt: NEVER_EXPIRES, width: 1, height: 1,
    displayUrl: `/d/${s}.jpg`, displayResources: [], thumbnailSrc: `/t/${s}.jpg`, videoUrl: null, videoDurationMs: null, caption: null,
  }));
  return {
    reel: {
      id: reelId, userId, itemIds: items.map((i) => i.id), latestReelMedia: 0, expiringAt: NEVER_EXPIRES, seen: 0, rankedPosition: 1, seenRankedPosition: 1,
      muted: false, canReply: true, canReshare: true, didInvalidate: false, isLoading: false,
      highlight: { highlightReelId: id, title, thumbnailUrl: `/t/${storyIds[0] ?? 'x'}.jpg`, coverItemId: highlightItemId(reelId, storyIds[0] ?? 'x'), mediaCount: storyIds.length || 2, createdAt },
    },
    items,
  };
}
const bundle = (...hs: { reel: Reel; items: StoryItem[] }[]): ReelsBundle => ({ reels: hs.map((h) => h.reel), items: hs.flatMap((h) => h.items) });
const loaded = (state: StoriesState, userId: string, ...hs: { reel: Reel; items: StoryItem[] }[]) => highlightsReducer(state, { type: 'highlights-loaded', userId, bundle: bundle(...hs) });
const createArgs = (clientId: string): MutationArgsMap['highlight-create'] => ({ clientId, userId: 'u1', title: 'New', coverStoryId: null, items: [story('s9', 50), story('s3', 10)] });

describe('highlights in the stories slice', () => {
  it('a row read: each user its ids, newest first; a reel read with items keeps them when the row is read again', () => {
    let s = loaded(initialStories(), 'u1', highlight('1', 'u1', 10, []), highlight('2', 'u1', 20, []));
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:2', 'highlight:1']);
    s = { ...s, ...highlightsReducer(s, { type: 'highlight-edit-succeeded', highlightId: '1', bundle: bundle(highlight('1', 'u1', 10, ['a', 'b'])) }) };
    expect(s.reels['highlight:1']?.itemIds).toHaveLength(2);
    s = loaded(s, 'u1', highlight('1', 'u1', 10, []), highlight('2', 'u1', 20, []));
    expect(s.reels['highlight:1']?.itemIds).toHaveLength(2);
    expect(s.reels['highlight:1']?.didInvalidate).toBe(false);
    // Deleted elsewhere: gone from the row and the slice.
    s = loaded(s, 'u1', highlight('2', 'u1', 20, []));
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:2']);
    expect(s.reels['highlight:1']).toBeUndefined();
    expect(Object.keys(s.items)).toEqual([]);
  });

  it('a count changed at the server: the held items are read again before they play', () => {
    let s = highlightsReducer(initialStories(), { type: 'highlight-edit-succeeded', highlightId: '1', bundle: bundle(highlight('1', 'u1', 10, ['a', 'b'])) });
    const row = highlight('1', 'u1', 10, []);
    s = loaded(s, 'u1', { ...row, reel: { ...row.reel, highlight: { ...row.reel.highlight!, mediaCount: 3 } } });
    expect(s.reels['highlight:1']?.didInvalidate).toBe(true);
  });

  it('create: shown at once first in the row (items oldest first, never expiring); applied twice is one; answered, the server\'s takes its place', () => {
    let s = loaded(initialStories(), 'u1', highlight('1', 'u1', 10, []));
    const requested = { type: 'highlight-create-requested', args: createArgs('local:c1'), createdAt: 99 } as const;
    s = highlightsReducer(s, requested);
    s = highlightsReducer(s, requested);
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:local:c1', 'highlight:1']);
    const local = s.reels['highlight:local:c1'];
    expect(local?.itemIds).toEqual(['highlight:local:c1/s3', 'highlight:local:c1/s9']);
    expect(local?.highlight).toMatchObject({ title: 'New', pending: true, thumbnailUrl: '/t/s3.jpg' });
    expect(s.items['highlight:local:c1/s3']?.expiringAt).toBe(NEVER_EXPIRES);
    s = { ...s, currentReelId: 'highlight:local:c1', currentTrayOrder: ['highlight:local:c1'] };
    s = highlightsReducer(s, { type: 'highlight-create-succeeded', clientId: 'local:c1', bundle: bundle(highlight('7', 'u1', 99, ['s3', 's9'])) });
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:7', 'highlight:1']);
    expect(s.reels['highlight:local:c1']).toBeUndefined();
    expect(Object.keys(s.items).some((id) => id.includes('local'))).toBe(false);
    expect([s.currentReelId, s.currentTrayOrder]).toEqual(['highlight:7', ['highlight:7']]);
  });

  it('create refused: the local one goes', () => {
    let s = highlightsReducer(initialStories(), { type: 'highlight-create-requested', args: createArgs('local:c2'), createdAt: 5 });
    s = highlightsReducer(s, { type: 'highlight-create-failed', clientId: 'local:c2' });
    expect(s.highlightReelsByUserId['u1']).toEqual([]);
    expect(s.reels).toEqual({});
    expect(s.items).toEqual({});
  });

  it('edit: title and items out at once (a removed cover falls back to the first); refused, put back', () => {
    let s = highlightsReducer(initialStories(), { type: 'highlight-edit-succeeded', highlightId: '1', bundle: bundle(highlight('1', 'u1', 10, ['a', 'b', 'c'])) });
    const before = s.reels['highlight:1']!;
    s = highlightsReducer(s, { type: 'highlight-edit-requested', highlightId: '1', title: 'Renamed', removedStoryIds: ['a'], addedItems: [], coverStoryId: null });
    expect(s.reels['highlight:1']?.itemIds).toEqual(['highlight:1/b', 'highlight:1/c']);
    expect(s.reels['highlight:1']?.highlight).toMatchObject({ title: 'Renamed', coverItemId: 'highlight:1/b', thumbnailUrl: '/t/b.jpg', mediaCount: 2 });
    const refused = { type: 'highlight-edit-failed', highlightId: '1', previous: { title: 'H1', itemIds: before.itemIds }, title: 'Renamed', coverStoryId: null } as const;
    const back = highlightsReducer(s, refused);
    expect(back.reels['highlight:1']?.itemIds).toEqual(before.itemIds);
    expect(back.reels['highlight:1']?.highlight?.title).toBe('H1');
    // Renamed again since (a later edit, a read): the refused edit takes back no title.
    s = highlightsReducer(s, { type: 'highlight-edit-requested', highlightId: '1', title: 'Later', removedStoryIds: [], addedItems: [], coverStoryId: null });
    expect(highlightsReducer(s, refused).reels['highlight:1']?.highlight?.title).toBe('Later');
  });

  it('edit: stories of the archive added at once in the server\'s order, the chosen cover shown; idempotent; refused, put back', () => {
    let s = highlightsReducer(initialStories(), { type: 'highlight-edit-succeeded', highlightId: '1', bundle: bundle(highlight('1', 'u1', 10, ['a', 'b'])) });
    const before = s.reels['highlight:1']!;
    const edit: HighlightsAction = { type: 'highlight-edit-requested', highlightId: '1', title: null, removedStoryIds: [], addedItems: [story('n1', 100.5), story('n2', 200)], coverStoryId: 'n2' };
    s = highlightsReducer(s, edit);
    expect(s.reels['highlight:1']?.itemIds).toEqual(['highlight:1/a', 'highlight:1/n1', 'highlight:1/b', 'highlight:1/n2']);
    expect(s.items['highlight:1/n2']).toMatchObject({ reelId: 'highlight:1', thumbnailSrc: '/t/n2.jpg' });
    expect(s.reels['highlight:1']?.highlight).toMatchObject({ title: 'H1', coverItemId: 'highlight:1/n2', thumbnailUrl: '/t/n2.jpg', mediaCount: 4 });
    expect(highlightsReducer(s, edit)).toEqual(s);
    const refused = { type: 'highlight-edit-failed', highlightId: '1', previous: { title: 'H1', itemIds: before.itemIds, coverItemId: before.highlight!.coverItemId }, title: null, coverStoryId: 'n2' } as const;
    const back = highlightsReducer(s, refused);
    expect(back.reels['highlight:1']?.itemIds).toEqual(before.itemIds);
    expect(back.reels['highlight:1']?.highlight).toMatchObject({ coverItemId: 'highlight:1/a', thumbnailUrl: '/t/a.jpg' });
    // A row read (no items held): the count moves by what the edit adds and takes out.
    const row = loaded(initialStories(), 'u1', highlight('2', 'u1', 10, []));
    const edited = highlightsReducer(row, { type: 'highlight-edit-requested', highlightId: '2', title: null, removedStoryIds: [], addedItems: [story('n3', 5)], coverStoryId: null });
    expect(edited.reels['highlight:2']?.highlight?.mediaCount).toBe(3);
  });

  it('delete: out of the row at once; refused, back in its place; done, gone', () => {
    let s = loaded(initialStories(), 'u1', highlight('1', 'u1', 10, []), highlight('2', 'u1', 20, []));
    s = highlightsReducer(s, { type: 'highlight-delete-requested', highlightId: '2' });
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:1']);
    const refused = highlightsReducer(s, { type: 'highlight-delete-failed', highlightId: '2' });
    expect(refused.highlightReelsByUserId['u1']).toEqual(['highlight:2', 'highlight:1']);
    s = highlightsReducer(s, { type: 'highlight-delete-succeeded', highlightId: '2' });
    expect(s.reels['highlight:2']).toBeUndefined();
  });

  // Issue 17, the sync model: a create's answer lost, the row read while its retry backs off on a 503.
  it('a row read that brings the server\'s copy of a pending create (its answer lost) shows it once; its late success keeps one', () => {
    const copy = highlight('7', 'u1', 99, ['s3', 's9'], 'New');
    let s = loaded(initialStories(), 'u1', { ...copy, reel: { ...copy.reel, itemIds: [] } });
    s = highlightsReducer(s, { type: 'highlight-create-requested', args: createArgs('local:c1'), createdAt: 99 });
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:7']);
    s = highlightsReducer(s, { type: 'highlight-create-succeeded', clientId: 'local:c1', bundle: bundle(copy) });
    expect(s.highlightReelsByUserId['u1']).toEqual(['highlight:7']);
    // Another title, or made long before the tap: not its copy.
    const other = loaded(initialStories(), 'u1', highlight('8', 'u1', 99 - 301, ['s3', 's9'], 'New'), highlight('9', 'u1', 99, ['s3', 's9'], 'Old'));
    expect(highlightsReducer(other, { type: 'highlight-create-requested', args: createArgs('local:c1'), createdAt: 99 }).highlightReelsByUserId['u1']).toHaveLength(3);
  });

  it('a highlight deleted (answered) before its create\'s late success: the success brings it back nowhere', () => {
    let s = highlightsReducer(initialStories(), { type: 'highlight-create-requested', args: createArgs('local:c1'), createdAt: 99 });
    s = loaded(s, 'u1', highlight('7', 'u1', 99, [], 'Other'));
    s = highlightsReducer(s, { type: 'highlight-delete-requested', highlightId: '7' });
    s = highlightsReducer(s, { type: 'highlight-delete-succeeded', highlightId: '7' });
    s = highlightsReducer(s, { type: 'highlight-create-succeeded', clientId: 'local:c1', bundle: bundle(highlight('7', 'u1', 99, ['s3', 's9'])) });
    expect(s.highlightReelsByUserId['u1']).toEqual([]);
    expect(s.reels).toEqual({});
  });

  it('the archive: pages appended without repeats', () => {
    const it1 = highlight('x', 'u1', 0, ['a', 'b']).items;
    let s = highlightsReducer(initialStories(), { type: 'highlight-archive-requested' });
    expect(s.archive.isLoading).toBe(true);
    s = highlightsReducer(s, { type: 'highlight-archive-loaded', items: it1, nextMaxId: 'b', moreAvailable: true, append: false });
    s = highlightsReducer(s, { type: 'highlight-archive-loaded', items: [it1[1]!, ...highlight('y', 'u1', 0, ['c']).items], nextMaxId: null, moreAvailable: false, append: true });
    expect(s.archive.items.map((i) => i.id)).toEqual(['highlight:x/a', 'highlight:x/b', 'highlight:y/c']);
    expect([s.archive.loaded, s.archive.isLoading, s.archive.moreAvailable]).toEqual([true, false, false]);
  });
});
