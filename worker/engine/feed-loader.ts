/**
 * The feed's reads (001 §4 Feed, 001 §4 Pagination): GET /graphql/query/ with the feed query
 * hash, first 12, then after the end cursor. A fetch while already fetching is ignored with a
 * warning. Reads that get no answer keep the cached data: the offline indicator says enough.
 */
import { ApiPath, Limits, QueryHash } from '../../sync';
import type { FeedVariables, WireFeedResponse } from '../../sync';
import { normalizeFeedPage } from '../normalize/feed-page';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';

function feedQuery(after: string | null): Record<string, string> {
  const variables: FeedVariables = after === null ? { first: Limits.feedPageSize } : { first: Limits.feedPageSize, after };
  return { query_hash: QueryHash.feed, variables: JSON.stringify(variables) };
}

function errorText(err: unknown): string | null {
  return isNoAnswer(err) ? null : toCallFailure(err).message;
}

export async function refreshFeed(core: EngineCore): Promise<void> {
  const { store, transport, log } = core;
  if (store.getState().feed.pagination.isFetching) {
    log.warn('feed: fetch while already fetching ignored (001 §4 Pagination)');
    return;
  }
  store.dispatch({ type: 'feed-refresh-requested' });
  try {
    const wire = await transport.request<WireFeedResponse>({ method: 'GET', path: ApiPath.graphql, query: feedQuery(null) });
    const page = normalizeFeedPage(wire, log);
    const empty = store.getState().feed.items.length === 0;
    store.dispatch(empty ? { type: 'feed-page-loaded', page } : { type: 'feed-refreshed', page });
  } catch (err) {
    log.warn('feed: refresh failed', err);
    store.dispatch({ type: 'feed-refresh-failed', error: errorText(err) });
  }
}

export async function loadNextFeedPage(core: EngineCore): Promise<void> {
  const { store, transport, log } = core;
  const feed = store.getState().feed;
  // 001 §4 Pagination: the visible count grows by the page size while the loaded count exceeds it.
  if (feed.items.length > feed.visibleCount) {
    store.dispatch({ type: 'feed-more-revealed' });
    return;
  }
  if (feed.pagination.isFetching) {
    log.warn('feed: fetch while already fetching ignored (001 §4 Pagination)');
    return;
  }
  if (!feed.pagination.hasNextPage || feed.pagination.endCursor === null) return;
  store.dispatch({ type: 'feed-next-page-requested' });
  try {
    const wire = await transport.request<WireFeedResponse>({ method: 'GET', path: ApiPath.graphql, query: feedQuery(feed.pagination.endCursor) });
    store.dispatch({ type: 'feed-next-page-loaded', page: normalizeFeedPage(wire, log) });
  } catch (err) {
    log.warn('feed: next page failed', err);
    store.dispatch({ type: 'feed-next-page-failed', error: errorText(err) });
  }
}
