/**
 * The feed's reads (001 §4 Feed, 001 §4 Pagination): GET /graphql/query/ with the feed query
 * hash, first 12, then after the end cursor. A fetch while already fetching is ignored with a
 * warning. Reads that get no answer keep the cached data: the offline indicator says enough.
 */
import { ApiPath, Limits, QueryHash } from '../../sync';
import type { FeedVariables, WireFeedResponse } from '../../sync';
import { normalizeFeedPage } from '../normalize/feed-page';
import type { FeedPage } from '../normalize/types';
import type { AnswerCache } from './answer-cache';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';
import { keepStoriesUnit, restoreStoriesUnit } from './feed-stories-unit';
import { keptBundleFill } from './kept-bundle';
import { keyOf } from './people-reads';

function feedQuery(after: string | null): Record<string, string> {
  const variables: FeedVariables = after === null ? { first: Limits.feedPageSize } : { first: Limits.feedPageSize, after };
  return { query_hash: QueryHash.feed, variables: JSON.stringify(variables) };
}

function errorText(err: unknown): string | null {
  return isNoAnswer(err) ? null : toCallFailure(err).message;
}

/** Added (people): where the last suggested-user unit is kept (the answer cache, apart from 001 §3's cache). */
export const FEED_UNIT_ANSWER = 'feed-suggested-unit';

type KeptUnit = NonNullable<FeedPage['suggestedUnit']> | null;

/** The first page's unit: its people to the store, and kept (or its absence) for offline starts. */
async function keepUnit(core: FeedCore, page: FeedPage): Promise<void> {
  if (page.suggestedUnit) core.store.dispatch({ type: 'people-loaded', bundle: page.suggestedUnit.people });
  const kept: KeptUnit = page.suggestedUnit ?? null;
  await core.answers?.put(keyOf(core, FEED_UNIT_ANSWER), kept).catch((e: unknown) => core.log.warn('answers: feed unit not kept', e));
}

/** Offline: the unit last served, when the feed holds none. */
async function restoreUnit(core: FeedCore): Promise<void> {
  if (!core.answers || core.store.getState().feed.suggestedUnit) return;
  const kept = await core.answers.get<KeptUnit>(keyOf(core, FEED_UNIT_ANSWER)).catch(() => undefined);
  if (!kept) return;
  core.store.dispatch({ type: 'people-loaded', bundle: keptBundleFill(core.store.getState(), kept.people) });
  core.store.dispatch({ type: 'feed-unit-restored', unit: kept.unit });
}

/** A suggestion dismissed (aysf_dismiss) leaves the kept unit too: an offline start does not show it again. */
export async function forgetUnitUser(core: FeedCore, userId: string): Promise<void> {
  if (!core.answers) return;
  const key = keyOf(core, FEED_UNIT_ANSWER);
  try {
    const kept = await core.answers.get<KeptUnit>(key);
    if (!kept || !kept.unit.users.some((u) => u.userId === userId)) return;
    await core.answers.put(key, { ...kept, unit: { ...kept.unit, users: kept.unit.users.filter((u) => u.userId !== userId) } });
  } catch (e) {
    core.log.warn('answers: feed unit not updated', e);
  }
}

/** Added (people): with the answer cache, the suggested-user unit is kept for offline starts. */
export type FeedCore = EngineCore & { answers?: AnswerCache };

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
    await keepUnit(core, page);
    await keepStoriesUnit(core, page);
    store.dispatch(empty ? { type: 'feed-page-loaded', page } : { type: 'feed-refreshed', page });
  } catch (err) {
    log.warn('feed: refresh failed', err);
    store.dispatch({ type: 'feed-refresh-failed', error: errorText(err) });
    if (isNoAnswer(err)) {
      await restoreUnit(core);
      await restoreStoriesUnit(core);
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
