/**
 * Added (stories): the stories slice inside the worker store: its own actions go to
 * storiesReducer; a cache restore takes the stored tray and reels when nothing was read yet
 * (001 §3 "A cache init merges stored state"); another viewer or a logout empties it.
 */
import type { Action } from '../store/actions';
import type { StoriesAction } from './stories-actions';
import type { HighlightsAction } from './highlights-actions';
import { highlightsReducer } from './highlights-reducer';
import { storiesReducer } from './stories-reducer';
import { isStoryViewersAction, storyViewersReducer } from './story-viewers';
import { initialStories, type StoriesState } from './stories-state';
import type { PersistedStories } from './stories-persist';

export function isStoriesAction(action: Action): action is StoriesAction & Action {
  return action.type.startsWith('stories-') || action.type.startsWith('story-seen-');
}

/** Added (highlights): ./highlights-reducer.ts. */
export function isHighlightsAction(action: Action): action is HighlightsAction & Action {
  return action.type.startsWith('highlight');
}

/** Added (highlights): the rows cached for users whose row was not read yet, with their reels and items. */
function withCachedHighlights(state: StoriesState, cached: PersistedStories): StoriesState {
  const rows = Object.entries(cached.highlightReelsByUserId ?? {}).filter(([userId]) => state.highlightReelsByUserId[userId] === undefined);
  if (rows.length === 0) return state;
  const reels = { ...state.reels };
  const items = { ...state.items };
  for (const [, ids] of rows) {
    for (const id of ids) {
      const r = cached.reels[id];
      if (!r || reels[id]) continue;
      reels[id] = r;
      for (const i of r.itemIds) if (cached.items[i]) items[i] = cached.items[i];
    }
  }
  return { ...state, reels, items, highlightReelsByUserId: { ...state.highlightReelsByUserId, ...Object.fromEntries(rows) } };
}

export function storiesSlice(state: StoriesState, action: Action, viewerId: string | null): StoriesState {
  if (isStoriesAction(action)) return storiesReducer(state, action);
  if (isStoryViewersAction(action)) return storyViewersReducer(state, action);
  if (isHighlightsAction(action)) return highlightsReducer(state, action);
  switch (action.type) {
    case 'cache-restored': {
      const cached = action.cache.stories;
      if (!cached) return state;
      const restored = state.trayLoaded ? state : { ...state, feedTray: cached.feedTray, reels: cached.reels, items: cached.items, viewersPageInfo: cached.viewersPageInfo ?? {}, trayLoaded: true };
      return withCachedHighlights(restored, cached);
    }
    case 'viewer-changed':
      return viewerId !== null && viewerId !== action.viewerId && state.trayLoaded ? initialStories() : state;
    case 'session-cleared':
      return state.trayLoaded || state.feedTray.length > 0 ? initialStories() : state;
    default:
      return state;
  }
}
