/**
 * Added (stories): the stories viewing state of 001 §3 ("Stories viewing state: feedTray ids,
 * reels, currentReelId, currentReelItemIndex, currentTrayOrder, trayLoadingId,
 * localLastIndexByReel, tappedObjectId, isAppAttributionOpen, … initialMediaId") with the reels
 * (001 §3 Reel) and their items. Small (a tray of tens of reels): one slice, one meta record
 * (`stories`: feedTray and reels with their items, 001 §3 Client cache), no entity table.
 */
import type { StoryViewersPage } from './story-viewers';

/** One story item (001 §3 Reel itemIds; Post story fields). Times in seconds. */
export interface StoryItem {
  id: string;
  reelId: string;
  isVideo: boolean;
  takenAt: number;
  expiringAt: number;
  width: number;
  height: number;
  displayUrl: string;
  /** Pictures by width, smallest first (srcset). */
  displayResources: { src: string; width: number; height: number }[];
  thumbnailSrc: string;
  videoUrl: string | null;
  /** 001 §9 "Video media duration is seconds times 1000". */
  videoDurationMs: number | null;
  caption: string | null;
}

/** A user reel (001 §3 Reel): its id is the owner's user id. */
export interface Reel {
  id: string;
  userId: string;
  /** Ordered by taken_at (001 §3). */
  itemIds: string[];
  latestReelMedia: number;
  expiringAt: number;
  /** taken_at of the last seen item (001 §3 "seen (timestamp of last seen item)"); 0: none. */
  seen: number;
  rankedPosition: number;
  seenRankedPosition: number;
  muted: boolean;
  canReply: boolean;
  canReshare: boolean;
  /** 001 §4 "Invalidate marks a reel stale": read again before it plays. */
  didInvalidate: boolean;
  isLoading: boolean;
  /**
   * Added (highlights): 001 §3 Reel type GraphHighlightReel (id 'highlight:<highlightReelId>'),
   * with its title, cover (thumbnailUrl), item count and when it was made (seconds; the row's
   * order). Absent on user reels. A highlight never expires: expiringAt is NEVER_EXPIRES.
   */
  highlight?: HighlightFields;
}

export interface HighlightFields {
  highlightReelId: string;
  title: string;
  thumbnailUrl: string;
  coverItemId: string;
  mediaCount: number;
  createdAt: number;
  /** Made offline and not yet answered (its id is a client id). */
  pending?: boolean;
}

/** Added (highlights): the expiry of what never expires (a highlight and its items; seconds, finite so the cache keeps it). */
export const NEVER_EXPIRES = 8_640_000_000_000;

/** Added (highlights): the viewer's story archive as the picker shows it (001 names none; ours). */
export interface StoryArchive {
  /** Newest first; these items' reelId is ARCHIVE_REEL_ID. */
  items: StoryItem[];
  nextMaxId: string | null;
  moreAvailable: boolean;
  loaded: boolean;
  isLoading: boolean;
}

export const ARCHIVE_REEL_ID = 'archive';

export interface StoriesState {
  /** The feed tray's reel ids, as the last tray read gave them (001 §3 feedTray). */
  feedTray: string[];
  reels: Record<string, Reel>;
  items: Record<string, StoryItem>;
  /** The tray has been read (or restored) at least once. */
  trayLoaded: boolean;
  /** A tray session: raised each time the tray is set (001 §4 "starts a new tray session"). */
  traySession: number;
  /** The order the viewer walks (the tray's, or the one reel opened by its link). */
  currentTrayOrder: string[];
  currentReelId: string | null;
  currentReelItemIndex: number;
  /** The reel whose media is being read because the person opened it (001 §4). */
  trayLoadingId: string | null;
  localLastIndexByReel: Record<string, number>;
  tappedObjectId: string | null;
  isAppAttributionOpen: boolean;
  /** The item a story page was opened at (/stories/{username}/{mediaId}/). */
  initialMediaId: string | null;
  /** 001 §4 "Story page loaded sets loading". */
  isLoading: boolean;
  /** Added (story replies): 001 §3 viewersPageInfo per item: who saw the viewer's own items (./story-viewers.ts). */
  viewersPageInfo: Record<string, StoryViewersPage>;
  /** Added (story replies): 001 §3 isLoadingStoryViewers. */
  isLoadingStoryViewers: boolean;
  /** Added (highlights): 001 §3 highlightReelsByUserId: each user's highlight reel ids, newest first (reels in `reels`). */
  highlightReelsByUserId: Record<string, string[]>;
  /** Added (highlights): the viewer's archive (not persisted). */
  archive: StoryArchive;
  /**
   * Added (highlights): the highlights the viewer deleted, answered (not persisted): a create's
   * late success (its answer lost, the highlight read with the row and deleted meanwhile, the
   * create's retry answered with its first result) brings none back (issue 17, the sync model).
   */
  highlightsDeleted?: Record<string, true>;
}

export function initialStories(): StoriesState {
  return {
    feedTray: [],
    reels: {},
    items: {},
    trayLoaded: false,
    traySession: 0,
    currentTrayOrder: [],
    currentReelId: null,
    currentReelItemIndex: 0,
    trayLoadingId: null,
    localLastIndexByReel: {},
    tappedObjectId: null,
    isAppAttributionOpen: false,
    initialMediaId: null,
    isLoading: false,
    viewersPageInfo: {},
    isLoadingStoryViewers: false,
    highlightReelsByUserId: {},
    archive: emptyArchive(),
  };
}

export function emptyArchive(): StoryArchive {
  return { items: [], nextMaxId: null, moreAvailable: false, loaded: false, isLoading: false };
}
