/**
 * Stories (001 §2 routes, §3 Reel, §4 Stories, §7 Stories): the wire shapes of the tray, a
 * reel's media and the seen mark. 001 §7 names only /stories/reel/seen and its fields; the
 * tray and reel-media reads are ours (Instagram's names; server/README.md "Stories").
 */
import type { WireResource } from './wire';
import type { WireListUser } from './people-wire';

/** A story item (001 §3 Reel itemIds / Post story fields). media_type: 1 image, 2 video (001 §3 numeric types). */
export interface WireStoryItem {
  id: string;
  media_type: 1 | 2;
  /** Seconds since epoch. */
  taken_at: number;
  /** Seconds since epoch: 24 h after taken_at. */
  expiring_at: number;
  dimensions: { width: number; height: number };
  display_url: string;
  display_resources: WireResource[];
  thumbnail_src: string;
  video_url?: string;
  /** Seconds. */
  video_duration?: number;
  caption: string | null;
  owner: { id: string; username: string; profile_pic_url: string };
}

/** A user reel (001 §3 Reel): id is the owner's user id. */
export interface WireReel {
  id: string;
  reel_type: 'user_reel';
  user: WireListUser;
  /** Not expired, oldest first (001 §3 "itemIds ordered by taken_at_timestamp"). */
  items: WireStoryItem[];
  /** taken_at of the newest item. */
  latest_reel_media: number;
  /** expiring_at of the newest item. */
  expiring_at: number;
  /** taken_at of the newest item the viewer has seen (0: none). */
  seen: number;
  ranked_position: number;
  seen_ranked_position: number;
  muted: boolean;
  can_reply: boolean;
  can_reshare: boolean;
}

/** GET StoriesPath.tray: the viewer's own reel first (if live), then the accounts followed, unseen first. */
export interface WireReelsTrayResponse {
  status: 'ok';
  tray: WireReel[];
}

/** GET StoriesPath.reelsMedia: the reels asked for that exist for the viewer, by id. */
export interface WireReelsMediaResponse {
  status: 'ok';
  reels: Record<string, WireReel>;
}

/** POST StoriesPath.seen answer: the reel's seen value after the mark. */
export interface WireReelSeenResponse {
  status: 'ok';
  seen: number;
}

export const StoriesPath = {
  /** GET (ours). */
  tray: '/api/v1/feed/reels_tray/',
  /** GET ?reel_ids=1,2 or ?usernames=a,b (ours). */
  reelsMedia: '/api/v1/feed/reels_media/',
  /** POST {reelMediaId, reelMediaOwnerId, reelId, reelMediaTakenAt, viewSeenAt} (001 §7 Stories). */
  seen: '/stories/reel/seen',
} as const;

export const StoryLimits = {
  /** Ours: a story lives 24 h (seconds). */
  lifetimeSeconds: 24 * 3600,
  /** Ours: reels asked for in one reels_media read. */
  reelsPerRead: 20,
  /** Ours: reels in the tray. */
  trayMax: 100,
  /** 001 §9: prefetch for the feed tray. */
  prefetchTray: 3,
  prefetchAhead: 2,
  prefetchBehind: 1,
  /** Ours: a photo shows this long (ms). */
  photoMs: 5000,
} as const;
