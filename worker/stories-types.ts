/** Added (stories): the stories part of WorkerApi (worker/stories/stories-api.ts). */
import type { CallResult } from './api-types';

/** What a stories read tells the screen; the data itself is in ClientState.stories. */
export interface StoriesLoad {
  /** No answer: the slice shows what this device kept. */
  offline: boolean;
}

export interface StoryOpened extends StoriesLoad {
  /** The reel opened (its owner's id), or null when there is none to play (expired, not allowed, unknown offline). */
  reelId: string | null;
}

/** Where the viewer stands after a step, with the owner's username (the page's address). */
export interface StoryStep {
  reelId: string;
  index: number;
  username: string;
}

export interface StoriesApi {
  /** The feed tray (001 §4 "Tray loaded from … refresh"): replaces the tray ids and starts a new tray session. */
  loadStoriesTray(): Promise<CallResult<StoriesLoad>>;
  /**
   * Opens the viewer at a person's reel (001 §2 /stories/{username}/[{mediaId}/]): from the tray
   * it walks the tray's order, from a link only that reel. Reads the reel when it is not held.
   */
  openStories(username: string, from: 'tray' | 'link', mediaId: string | null): Promise<CallResult<StoryOpened>>;
  /** Next or previous item, across reels (001 §4); null past either end (the viewer closes). */
  stepStory(direction: 'forward' | 'backward'): Promise<StoryStep | null>;
  /** The viewer closed: the session's position goes; last indexes stay. */
  closeStories(): Promise<void>;
  /** The item was shown: a seen mark through the outbox when it is newer than the reel's mark (001 §4, §7). */
  markStorySeen(reelId: string, itemId: string): Promise<void>;
}
