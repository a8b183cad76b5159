/**
 * Added (people), issue 12: the feed's stories-in-feed unit (001 §3 Feed) is kept apart from the
 * feed's cache (001 §3 Client cache leaves the units out), in the answer cache, as the
 * suggested-user unit is (./feed-loader.ts keepUnit): an offline start shows the row last served.
 */
import type { FeedPage } from '../normalize/types';
import type { AnswerCache } from './answer-cache';
import type { EngineCore } from './core';
import { keptBundleFill } from './kept-bundle';
import { keyOf } from './people-reads';

/** Where the last stories-in-feed unit is kept. */
export const FEED_STORIES_ANSWER = 'feed-stories-unit';

type KeptStories = NonNullable<FeedPage['storiesUnit']> | null;
type StoriesCore = EngineCore & { answers?: AnswerCache };

/** The first page's unit: its reels' owners to the store, and kept (or its absence) for offline starts. */
export async function keepStoriesUnit(core: StoriesCore, page: FeedPage): Promise<void> {
  if (page.storiesUnit) core.store.dispatch({ type: 'people-loaded', bundle: page.storiesUnit.people });
  const kept: KeptStories = page.storiesUnit ?? null;
  await core.answers?.put(keyOf(core, FEED_STORIES_ANSWER), kept).catch((e: unknown) => core.log.warn('answers: stories unit not kept', e));
}

/** Offline: the unit last served, when the feed holds none. */
export async function restoreStoriesUnit(core: StoriesCore): Promise<void> {
  if (!core.answers || core.store.getState().feed.storiesUnit) return;
  const kept = await core.answers.get<KeptStories>(keyOf(core, FEED_STORIES_ANSWER)).catch(() => undefined);
  if (!kept) return;
  core.store.dispatch({ type: 'people-loaded', bundle: keptBundleFill(core.store.getState(), kept.people) });
  core.store.dispatch({ type: 'feed-stories-unit-restored', unit: kept.unit });
}
