/**
 * Story highlights (001 §3 Reel "GraphHighlightReel … highlightReelId, title, thumbnailUrl
 * (highlight cover)", "ids prefixed highlight:", User highlightReelCount; §2
 * /stories/highlights/{id}/; §4 "highlights never expire") and the story archive they are made
 * from. 001 names no calls: these paths are ours (Instagram's names; server/README.md "Story
 * highlights"). A highlight reel is read like a user reel, through StoriesPath.reelsMedia with
 * reel_ids=highlight:<id>.
 */
import type { WireReel, WireStoryItem } from './stories-wire';

/** 001 §3 Reel id of a highlight: 'highlight:<highlightReelId>'. */
export const HIGHLIGHT_REEL_PREFIX = 'highlight:';
export const highlightReelId = (id: string): string => `${HIGHLIGHT_REEL_PREFIX}${id}`;
/** 001 §2 "the part of the id after a colon is used"; null when it is no highlight id. */
export function highlightIdOf(reelId: string): string | null {
  const part = reelId.includes(':') ? reelId.slice(reelId.lastIndexOf(':') + 1) : reelId;
  return /^\d{1,15}$/.test(part) ? part : null;
}
export const isHighlightReelId = (reelId: string): boolean => reelId.startsWith(HIGHLIGHT_REEL_PREFIX);

/**
 * A highlight reel (001 §3 Reel, type GraphHighlightReel): a user reel's fields (expiring_at 0:
 * never expires; seen 0), with its id, title, cover and count. In a tray its items are empty;
 * reels_media gives them, oldest first.
 */
export interface WireHighlightReel extends Omit<WireReel, 'reel_type'> {
  reel_type: 'highlight_reel';
  /** The highlight's own id (the part after 'highlight:'). */
  highlight_id: string;
  title: string;
  /** 001 §3 thumbnailUrl: the cover item's thumbnail. */
  cover_url: string;
  /** The cover item's id. */
  cover_media_id: string;
  media_count: number;
  /** Seconds. */
  created_at: number;
}

/** GET StoriesPath.reelsMedia as it answers when highlight ids are asked for too (user reels and highlight reels by id). */
export interface WireReelsMediaWithHighlights {
  status: 'ok';
  reels: Record<string, WireReel | WireHighlightReel>;
}

/** GET HighlightsPath.tray(userId): the user's highlights, newest first, without items. */
export interface WireHighlightsTrayResponse {
  status: 'ok';
  tray: WireHighlightReel[];
}

/** POST create / edit answer: the highlight as it now is, with its items. */
export interface WireHighlightResponse {
  status: 'ok';
  reel: WireHighlightReel;
}

/** GET HighlightsPath.archive: the viewer's own stories, live and expired, newest first, paged. */
export interface WireStoryArchiveResponse {
  status: 'ok';
  items: WireStoryItem[];
  more_available: boolean;
  /** Pass back as max_id for the next page (null at the end). */
  next_max_id: string | null;
}

export const HighlightsPath = {
  /** GET (ours). */
  tray: (userId: string) => `/api/v1/highlights/${userId}/highlights_tray/`,
  /** GET ?max_id= (ours): the viewer's archive. */
  archive: '/api/v1/archive/reel/stories/',
  /** POST {title, media_ids (comma-joined story ids), cover_media_id?} (ours). */
  create: '/api/v1/highlights/create_reel/',
  /** POST {title?, cover_media_id?, added_media_ids?, removed_media_ids?} (ours). */
  edit: (id: string) => `/api/v1/highlights/${id}/edit_reel/`,
  /** POST (ours). */
  delete: (id: string) => `/api/v1/highlights/${id}/delete_reel/`,
} as const;

export const HighlightLimits = {
  /** As the app shows a title under its circle (ours: 16 characters). */
  titleMax: 16,
  /** Ours: items in one highlight. */
  itemsMax: 100,
  /** Ours: highlights one person keeps. */
  perUser: 100,
  /** Ours: archive items per page. */
  archivePage: 24,
} as const;

/** Ours: the title of a highlight named nothing (Instagram's). */
export const DEFAULT_HIGHLIGHT_TITLE = 'Highlights';

/** Characters as a person counts them (grapheme clusters: an emoji with its modifiers is one). */
export function titleLength(title: string): number {
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(title)) n += 1;
  return n;
}
