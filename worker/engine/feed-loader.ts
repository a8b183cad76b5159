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
import { storiesUnit } from './feed-stories-unit';
import { keptFeedUnit } from './kept-feed-unit';
import type { UnitCore } from './kept-feed-unit';
import type { SuggestedUsersUnit } from '../model';

function feedQuery(after: string | null): Record<string, string> {
  const variables: FeedVariables = after === null ? { first: Limits.feedPageSize } : { first: Limits.feedPageSize, after };
  return { query_hash: QueryHash.feed, variables: JSON.stringify(variables) };
}

function errorText(err: unknown): string | null {
  return isNoAnswer(err) ? null : toCallFailure(err).message;
}

/** Added (people): the suggested-user unit, kept for offline starts (./kept-feed-unit.ts). */
const suggestedUnit = keptFeedUnit<SuggestedUsersUnit>({
  answer: 'feed-suggested-unit',
  name: 'feed unit',
  held: (state) => Boolean(state.feed.suggestedUnit),
  restored: (unit) => ({ type: 'feed-unit-restored', unit }),
});

/** A suggestion dismissed (aysf_dismiss) leaves the kept unit too: an offline start does not show it again. */
export function forgetUnitUser(core: FeedCore, userId: string): Promise<void> {
  return suggestedUnit.update(core, (kept) =>
    kept.unit.users.some((u) => u.userId === userId) ? { ...kept, unit: { ...kept.unit, users: kept.unit.users.filter((u) => u.userId !== userId) } } : null,
  );
}

/** Added (people): with the answer cache, the suggested-user unit is kept for offline starts. */
export type FeedCore = UnitCore;

export async function refreshFeed(core: FeedCore): Promise<void> {
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
    // The units' people go to the store first; the page is dispatched in the task of its answer,
    // before the units are written: a read's answer lands before its lease ends (read-leases.ts).
    const kept = [suggestedUnit.keep(core, page.suggestedUnit), storiesUnit.keep(core, page.storiesUnit)];
    store.dispatch(empty ? { type: 'feed-page-loaded', page } : { type: 'feed-refreshed', page });
    await Promise.all(kept);
  } catch (err) {
    log.warn('feed: refresh failed', err);
    store.dispatch({ type: 'feed-refresh-failed', error: errorText(err) });
    if (isNoAnswer(err)) {
      await suggestedUnit.restore(core);
      await storiesUnit.restore(core);
    }
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
