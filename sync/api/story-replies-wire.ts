/**
 * Added (story replies): replying to a story and who saw one's story (001 §3 Message shares
 * "reel_share with mentioned_user_id and reel_owner_id", thread item type reel_share; §3 Reel
 * canReply; §3 Stories viewing state "viewersPageInfo per item, isLoadingStoryViewers"). The
 * viewers call's path is ours (Instagram's name); server/README.md "Story replies" has the details.
 *
 * A reply is a direct message (POST DirectPath.send, item_type `reel_share`, `media_id` the
 * story's id, and either `text` or `reaction`, one of STORY_QUICK_REACTIONS). It goes to the
 * one-to-one thread with the story's owner (`thread_id` of that thread, or `recipient_users`
 * [owner]). Stable contract: fields are only ever added.
 */
import type { WireListUser } from './people-wire';
import type { WireDirectUser } from './direct-wire';

/** The quick reactions under another person's story (ours, after Instagram's row). */
export const STORY_QUICK_REACTIONS = ['😂', '😮', '😍', '😢', '👏', '🔥'] as const;
export type StoryQuickReaction = (typeof STORY_QUICK_REACTIONS)[number];

export const isStoryQuickReaction = (s: string): s is StoryQuickReaction => (STORY_QUICK_REACTIONS as readonly string[]).includes(s);

/** The story a reel_share item names, as the viewer may see it; null once expired or not visible to them. */
export interface WireReelShareMedia {
  id: string;
  media_type: 1 | 2;
  thumbnail_src: string;
  /** Seconds since the epoch. */
  expiring_at: number;
  owner: WireDirectUser;
}

/** A reel_share item's share (001 §3): a reply (typed text) or a quick reaction (one emoji) to a story. */
export interface WireDirectReelShare {
  type: 'reply' | 'reaction';
  /** The reply's text, or the reaction's emoji; kept when the story is gone. */
  text: string;
  /** The story's owner (001 §3 reel_owner_id). */
  reel_owner_id: string;
  /** 001 §3 mentioned_user_id: for a reply, the person replied to (the owner). */
  mentioned_user_id: string;
  media: WireReelShareMedia | null;
}

/** GET StoryViewersPath.viewers(storyId)?max_id=: one page of who saw the story, newest first (its owner only). */
export interface WireStoryViewersResponse {
  status: 'ok';
  users: (WireListUser & { seen_at: number })[];
  /** Everyone who saw it (people blocked either way left out). */
  user_count: number;
  /** The next page's cursor; null at the end. */
  next_max_id: string | null;
}

export const StoryViewersPath = {
  /** GET ?max_id= (ours, Instagram's name). */
  viewers: (storyId: string) => `/api/v1/media/${encodeURIComponent(storyId)}/list_reel_media_viewer/`,
  pattern: '/api/v1/media/:story_id/list_reel_media_viewer/',
} as const;

export const StoryReplyLimits = {
  /** Ours: viewers per page. */
  viewersPageSize: 50,
} as const;
