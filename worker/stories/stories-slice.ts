/**
 * Added (stories): the stories slice inside the worker store: its own actions go to
 * storiesReducer; a cache restore takes the stored tray and reels when nothing was read yet
 * (001 §3 "A cache init merges stored state"); another viewer or a logout empties it.
 */
import type { Action } from '../store/actions';
import type { StoriesAction } from './stories-actions';
import { storiesReducer } from './stories-reducer';
import { isStoryViewersAction, storyViewersReducer } from './story-viewers';
import { initialStories, type StoriesState } from './stories-state';

export function isStoriesAction(action: Action): action is StoriesAction & Action {
  return action.type.startsWith('stories-') || action.type.startsWith('story-seen-');
}

export function storiesSlice(state: StoriesState, action: Action, viewerId: string | null): StoriesState {
  if (isStoriesAction(action)) return storiesReducer(state, action);
  if (isStoryViewersAction(action)) return storyViewersReducer(state, action);
  switch (action.type) {
    case 'cache-restored': {
      const cached = action.cache.stories;
      return cached && !state.trayLoaded ? { ...state, feedTray: cached.feedTray, reels: cached.reels, items: cached.items, viewersPageInfo: cached.viewersPageInfo ?? {}, trayLoaded: true } : state;
    }
    case 'viewer-changed':
      return viewerId !== null && viewerId !== action.viewerId && state.trayLoaded ? initialStories() : state;
    case 'session-cleared':
      return state.trayLoaded || state.feedTray.length > 0 ? initialStories() : state;
    default:
      return state;
  }
}
