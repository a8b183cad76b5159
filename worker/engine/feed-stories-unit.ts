/**
 * Added (people), issue 12: the feed's stories-in-feed unit (001 §3 Feed), kept for offline
 * starts as the suggested-user unit is (./kept-feed-unit.ts).
 */
import type { StoriesInFeedUnit } from '../model';
import { keptFeedUnit } from './kept-feed-unit';

export const storiesUnit = keptFeedUnit<StoriesInFeedUnit>({
  answer: 'feed-stories-unit',
  name: 'stories unit',
  held: (state) => Boolean(state.feed.storiesUnit),
  restored: (unit) => ({ type: 'feed-stories-unit-restored', unit }),
});
