import { describe, expect, it } from 'vitest';
import { Limits } from '../../sync/api/constants';
import { emptyRestoredCache } from './restored-cache';
import { fold, pageOf } from '../test-support/state-fixtures';
import type { Action } from './actions';
import type { FeedPage } from '../normalize/types';

const first: Action = { type: 'feed-page-loaded', page: pageOf(1, 12) };
const restored: Action = {
  type: 'cache-restored',
  cache: { ...emptyRestoredCache('v'), feed: { items: ['1', '2'], visibleCount: 12, endCursor: 'c2' } },
};

describe('feed reducer', () => {
  it('001 §4 Feed: starts initial; a first page makes it network', () => {
    expect(fold([]).feed.source).toBe('initial');
    const s = fold([{ type: 'feed-refresh-requested' }, first]);
    expect(s.feed).toMatchObject({ source: 'network', isLoading: false, visibleCount: 12 });
    expect(s.feed.items).toHaveLength(12);
  });

  it('001 §4 Feed: restoring the cache sets state cache and not loading', () => {
    const s = fold([{ type: 'feed-refresh-requested' }, restored]);
    expect(s.feed).toMatchObject({ source: 'cache', isLoading: false, items: ['1', '2'] });
    expect(s.feed.pagination).toMatchObject({ hasNextPage: true, endCursor: 'c2' });
  });

  it('001 §4 Feed: a next page loaded from a restored cache makes it cache-paginated', () => {
    const s = fold([restored, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-loaded', page: pageOf(3, 12) }]);
    expect(s.feed.source).toBe('cache-paginated');
  });

  it('001 §4 Feed: a refresh that returns the same first post keeps the current items', () => {
    const grown = fold([first, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-loaded', page: pageOf(13, 12) }]);
    const s = fold([{ type: 'feed-refresh-requested' }, { type: 'feed-refreshed', page: pageOf(1, 12) }], grown);
    expect(s.feed.items).toBe(grown.feed.items);
    expect(s.feed.isLoading).toBe(false);
  });

  it('001 §4 Feed: a refresh with a new first post replaces the items', () => {
    const s = fold([first, { type: 'feed-refreshed', page: pageOf(100, 12) }]);
    expect(s.feed.items[0]).toBe('100');
    expect(s.feed.items).toHaveLength(12);
  });

  it('001 §4 Feed: visible count resets to the page size on refresh', () => {
    const grown = fold([first, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-loaded', page: pageOf(13, 12) }]);
    expect(grown.feed.visibleCount).toBe(24);
    const s = fold([{ type: 'feed-refreshed', page: pageOf(1, 12) }], grown);
    expect(s.feed.visibleCount).toBe(Limits.feedPageSize);
  });

  it('001 §4 Feed: next page appends and raises visibleCount by the page size', () => {
    const s = fold([first, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-loaded', page: pageOf(13, 12, 'c25') }]);
    expect(s.feed.items).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(s.feed.visibleCount).toBe(24);
    expect(s.feed.pagination).toMatchObject({ endCursor: 'c25', loadedCount: 24, visibleCount: 24, isFetching: false });
  });

  it('001 §4 Feed / 001 §8: a failed next page keeps loading true', () => {
    const s = fold([first, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-failed', error: 'offline' }]);
    expect(s.feed.isLoading).toBe(true);
    expect(s.feed.pagination.isFetching).toBe(false);
    expect(s.feed.error).toBe('offline');
  });

  it('001 §8: other failures just clear the loading flag', () => {
    const s = fold([first, { type: 'feed-refresh-requested' }, { type: 'feed-refresh-failed', error: 'offline' }]);
    expect(s.feed.isLoading).toBe(false);
    expect(s.feed.items).toHaveLength(12);
  });

  it('001 §4 Pagination: a fetch while already fetching is ignored', () => {
    const fetching = fold([first, { type: 'feed-next-page-requested' }]);
    expect(fold([{ type: 'feed-next-page-requested' }], fetching)).toBe(fetching);
    expect(fold([{ type: 'feed-refresh-requested' }], fetching)).toBe(fetching);
  });

  it('001 §3 Pagination: no next page is requested when the end cursor said no more', () => {
    const s = fold([{ type: 'feed-page-loaded', page: pageOf(1, 12, '0') }]);
    expect(s.feed.pagination.hasNextPage).toBe(false);
    expect(fold([{ type: 'feed-next-page-requested' }], s)).toBe(s);
  });

  it('001 §4 Pagination: visible count grows by the page size while the loaded count exceeds it', () => {
    const grown = fold([first, { type: 'feed-next-page-loaded', page: pageOf(13, 12) }, { type: 'feed-refreshed', page: pageOf(1, 12) }]);
    expect(grown.feed.visibleCount).toBe(12);
    const s = fold([{ type: 'feed-more-revealed' }], grown);
    expect(s.feed.visibleCount).toBe(24);
    expect(fold([{ type: 'feed-more-revealed' }], s)).toBe(s);
  });
});

/** A unit of the feed's first page (001 §3 Feed): kept over next pages, dropped by a refresh without one or a session cleared, restored offline only when the feed holds none. */
function describeFeedUnit<K extends 'suggestedUnit' | 'storiesUnit'>(title: string, slot: K, unit: NonNullable<FeedPage[K]>['unit'], restoredAs: (unit: NonNullable<FeedPage[K]>['unit']) => Action): void {
  describe(`feed reducer: ${title} (001 §3 Feed)`, () => {
    const people = { posts: [], users: [], comments: [], relationships: [] };
    const withUnit: Action = { type: 'feed-page-loaded', page: { ...pageOf(1, 12), [slot]: { unit, people } } };

    it('a first page brings it; a next page keeps it; a refresh without one drops it; a session cleared drops it', () => {
      const s = fold([withUnit, { type: 'feed-next-page-requested' }, { type: 'feed-next-page-loaded', page: pageOf(13, 12) }]);
      expect(s.feed[slot]).toEqual(unit);
      expect(fold([{ type: 'feed-refreshed', page: pageOf(1, 12) }], s).feed[slot]).toBeUndefined();
      expect(fold([{ type: 'session-cleared' }], s).feed[slot]).toBeUndefined();
    });

    it('offline, the unit kept comes back only when the feed holds none', () => {
      const other = { ...unit, id: 'other' };
      expect(fold([restored, restoredAs(unit)]).feed[slot]).toEqual(unit);
      expect(fold([withUnit, restoredAs(other)]).feed[slot]).toEqual(unit);
    });
  });
}

describeFeedUnit(
  'the suggested-user unit',
  'suggestedUnit',
  { id: 'su', trackingToken: 't', type: 'suggested_users', title: 'Suggestions for you', after: 4, users: [{ userId: 'u1', description: 'Popular' }] },
  (unit) => ({ type: 'feed-unit-restored', unit }),
);
describeFeedUnit(
  'the stories-in-feed unit',
  'storiesUnit',
  { id: 'st', trackingToken: 't', title: 'Stories', hideUnitIfSeen: true, filteringTag: null, after: 2, reels: [{ userId: 'u1', kind: 'story' }] },
  (unit) => ({ type: 'feed-stories-unit-restored', unit }),
);
