/** Added (stories): the stories slice's actions (past tense; 001 §4 Stories). */
import type { Reel, StoryItem } from './stories-state';

/** Reels as a read gave them, with their items. */
export interface ReelsBundle {
  reels: Reel[];
  items: StoryItem[];
}

export type StoriesAction =
  /** 001 §4 "Tray loaded from feed extras or refresh replaces the tray ids and starts a new tray session"; "Setting the tray resets the viewer session and last-index memory". */
  | { type: 'stories-tray-loaded'; bundle: ReelsBundle }
  /** 001 §4 "clearing empties the order". */
  | { type: 'stories-tray-cleared' }
  /** 001 §4 "Story media loading marks reels loading" (openedId: the reel the person opened: trayLoadingId). */
  | { type: 'stories-media-requested'; reelIds: string[]; openedId: string | null }
  /** "loaded clears loading and trayLoadingId": the reels read replace those held; ids asked for and not answered are gone. */
  | { type: 'stories-media-loaded'; reelIds: string[]; bundle: ReelsBundle }
  /** "failed clears both". */
  | { type: 'stories-media-failed'; reelIds: string[] }
  /** 001 §4 "Story page loaded sets loading with an initial media id". */
  | { type: 'stories-page-loaded'; initialMediaId: string | null }
  /** The viewer opened: the order it walks and where it starts ("the reel load sets the first reel as current"). */
  | { type: 'stories-viewer-opened'; order: string[]; reelId: string; index: number }
  /** 001 §4 "Setting the current reel records the index per reel, clears the tapped object and closes app attribution." */
  | { type: 'stories-current-set'; reelId: string; index: number }
  | { type: 'stories-viewer-closed' }
  | { type: 'stories-invalidated'; reelId: string }
  /** 001 §4 "Tray purge removes expired reels". */
  | { type: 'stories-tray-purged'; nowSeconds: number }
  /** The seen mark (an outbox mutation, story-seen): 001 §4 "Item seen keeps the maximum seen value". */
  | { type: 'story-seen-requested'; reelId: string; takenAt: number }
  | { type: 'story-seen-succeeded'; reelId: string; seen: number }
  | { type: 'story-seen-failed'; reelId: string };
