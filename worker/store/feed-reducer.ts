/**
 * feed slice (001 §4 Feed, 001 §4 Pagination).
 *
 *   initial ──page loaded──▶ network ◀──refreshed── cache ──next page loaded──▶ cache-paginated
 *      └──cache restored──▶ cache
 *
 * A fetch while already fetching is ignored (the engine logs the warning before dispatching).
 */
import { CLIENT_ID_PREFIX, Limits, isClientId } from '../../sync';
import type { FeedSource, FeedState, Pagination } from '../model';
import { hasMore } from '../normalize/page-info';
import type { FeedPage, PageInfo } from '../normalize/types';
import type { Action } from './actions';
import { initialFeed } from './initial-state';

const PAGE = Limits.feedPageSize;

function withPage(p: Pagination, info: PageInfo, loadedCount: number, visibleCount: number): Pagination {
  return { ...p, hasNextPage: info.hasNextPage, endCursor: info.endCursor, loadedCount, visibleCount, isFetching: false };
}

function settle(state: FeedState, items: string[], info: PageInfo | null, visibleCount: number, source: FeedSource): FeedState {
  const base = info ? withPage(state.pagination, info, items.length, visibleCount) : { ...state.pagination, loadedCount: items.length, visibleCount, isFetching: false };
  const unit = state.suggestedUnit ? { suggestedUnit: state.suggestedUnit } : {};
  const stories = state.storiesUnit ? { storiesUnit: state.storiesUnit } : {};
  return { items, visibleCount, pagination: base, source, isLoading: false, error: null, ...unit, ...stories };
}

/** Local posts of uploads not published yet ('local:<uploadId>') stay on top through refreshes. */
const localItems = (items: readonly string[]): string[] => items.filter(isClientId);

/** Added (people): a first page brings the feed's units (suggested users, stories), or says there are none now. */
function withUnit(state: FeedState, page: FeedPage): FeedState {
  const { suggestedUnit: _dropped, storiesUnit: _droppedStories, ...rest } = state;
  return {
    ...rest,
    ...(page.suggestedUnit ? { suggestedUnit: page.suggestedUnit.unit } : {}),
    ...(page.storiesUnit ? { storiesUnit: page.storiesUnit.unit } : {}),
  };
}

function replaceWithPage(state: FeedState, page: FeedPage): FeedState {
  return withUnit(settle(state, [...localItems(state.items), ...page.postIds], page.pageInfo, PAGE, 'network'), page);
}

/** 001 §4 Feed: a refresh that returns the same first post keeps the current items. */
function refreshed(state: FeedState, page: FeedPage): FeedState {
  const served = state.items.filter((id) => !isClientId(id));
  const first = page.postIds[0];
  if (first === undefined || first !== served[0]) return replaceWithPage(state, page);
  // Keep the items; the page's cursor still fits them when they are just the first page.
  const info = served.length <= page.postIds.length ? page.pageInfo : null;
  return withUnit(settle(state, state.items, info, PAGE, 'network'), page);
}

/** Added (upload helper), 001 §7 Creation and upload: local posts and their published posts. */
function uploadChanged(state: FeedState, action: Extract<Action, { type: `upload-${string}` }>): FeedState {
  const without = (id: string) => state.items.filter((i) => i !== id);
  switch (action.type) {
    case 'upload-post-composed':
      return state.items.includes(action.post.id) ? state : withItems(state, [action.post.id, ...state.items]);
    case 'upload-post-withdrawn':
    case 'upload-configure-failed': {
      const local = `${CLIENT_ID_PREFIX}${action.uploadId}`;
      return state.items.includes(local) ? withItems(state, without(local)) : state;
    }
    case 'upload-configure-succeeded': {
      const local = `${CLIENT_ID_PREFIX}${action.uploadId}`;
      if (state.items.includes(action.postId)) return state.items.includes(local) ? withItems(state, without(local)) : state;
      if (state.items.includes(local)) return withItems(state, state.items.map((i) => (i === local ? action.postId : i)));
      return action.toFeed ? withItems(state, [action.postId, ...state.items]) : state;
    }
    default:
      return state;
  }
}

function withItems(state: FeedState, items: string[]): FeedState {
  return { ...state, items, pagination: { ...state.pagination, loadedCount: items.length } };
}

function appended(state: FeedState, page: FeedPage): FeedState {
  const have = new Set(state.items);
  const items = [...state.items, ...page.postIds.filter((id) => !have.has(id))];
  const source: FeedSource = state.source === 'cache' ? 'cache-paginated' : state.source === 'initial' ? 'network' : state.source;
  return settle(state, items, page.pageInfo, state.visibleCount + PAGE, source);
}

/** The feed without this post (deleted, or reported and hidden). */
export function withoutPost(state: FeedState, postId: string): FeedState {
  if (!state.items.includes(postId)) return state;
  const items = state.items.filter((id) => id !== postId);
  return { ...state, items, pagination: { ...state.pagination, loadedCount: items.length } };
}

export function feedReducer(state: FeedState, action: Action): FeedState {
  switch (action.type) {
    case 'feed-refresh-requested':
      if (state.pagination.isFetching) return state;
      return { ...state, isLoading: true, error: null, pagination: { ...state.pagination, isFetching: true } };
    case 'feed-page-loaded':
      return replaceWithPage(state, action.page);
    case 'feed-refreshed':
      return refreshed(state, action.page);
    case 'feed-refresh-failed':
      return { ...state, isLoading: false, error: action.error, pagination: { ...state.pagination, isFetching: false } };
    case 'feed-next-page-requested':
      if (state.pagination.isFetching || !state.pagination.hasNextPage) return state;
      return { ...state, isLoading: true, error: null, pagination: { ...state.pagination, isFetching: true } };
    case 'feed-next-page-loaded':
      return appended(state, action.page);
    case 'feed-next-page-failed':
      // 001 §8: feed next-page failure keeps loading true (the fetch itself is over).
      return { ...state, isLoading: true, error: action.error, pagination: { ...state.pagination, isFetching: false } };
    case 'feed-more-revealed': {
      if (state.items.length <= state.visibleCount) return state;
      const visibleCount = state.visibleCount + PAGE;
      return { ...state, visibleCount, pagination: { ...state.pagination, visibleCount } };
    }
    case 'post-deleted':
    case 'post-delete-succeeded':
      return withoutPost(state, action.postId);
    // Added (reports): a post reported with "hide it from my feed" leaves the feed (the server's feed leaves it out too).
    case 'media-report-requested':
    case 'media-report-succeeded':
      return action.hideFromFeed ? withoutPost(state, action.postId) : state;
    case 'cache-restored': {
      const cached = action.cache.feed;
      // 001 §4 Feed: restoring the cache sets state cache and not loading.
      if (!cached || cached.items.length === 0 || state.items.length > 0) return state.isLoading ? { ...state, isLoading: false } : state;
      const info = { hasNextPage: hasMore(cached.endCursor), endCursor: hasMore(cached.endCursor) ? cached.endCursor : null };
      return settle(state, cached.items, info, cached.visibleCount, 'cache');
    }
    case 'feed-unit-restored':
      return state.suggestedUnit ? state : { ...state, suggestedUnit: action.unit };
    case 'feed-stories-unit-restored':
      return state.storiesUnit ? state : { ...state, storiesUnit: action.unit };
    case 'session-cleared':
      return initialFeed();
    case 'upload-post-composed':
    case 'upload-post-withdrawn':
    case 'upload-configure-failed':
    case 'upload-configure-succeeded':
      return uploadChanged(state, action);
    default:
      return state;
  }
}
