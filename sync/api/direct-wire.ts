/**
 * Wire types of direct messages (issue 13; 001 §2 /direct/ routes, §3 Direct, §4 Direct, §6,
 * §9). Field names follow 001 §3 Direct: threads have `thread_id`, `users`, `items`,
 * `last_permanent_item`, `last_activity_at`, `last_seen_at` per user, `pending`,
 * `thread_title`, `has_older`, `oldest_cursor`; items have `item_id`, `user_id` (a string),
 * `item_type`, `timestamp`, `reactions`, and the sender's `mutation_token`.
 *
 * Times: `timestamp`, `last_activity_at`, `last_seen_at[…].timestamp` and reaction
 * timestamps are MICROSECONDS since the epoch (001 §4 "Reaction timestamp is in
 * microseconds"; numbers, exact below 2^53). Fields ending in `_ms` are milliseconds.
 * Ids are decimal strings. Paths are in ./paths.ts (DirectPath); server/README.md "Direct"
 * lists every call and the socket protocol.
 *
 * Stable contract: fields are only ever added.
 */

import type { WireDirectReelShare } from './story-replies-wire';

// ---- Constants (001 §4, §9; ours where the spec is silent) -------------------------------

export const DirectLimits = {
  /** 001 §9: threads the client caches. */
  cachedThreads: 200,
  /** 001 §9: messages per thread the client caches (also the items an inbox page carries per thread). */
  cachedItemsPerThread: 5,
  /** Ours: threads per inbox or requests page. */
  inboxPageSize: 20,
  /** Ours: items per page of a thread's older items. */
  threadPageSize: 20,
  /** Ours: people in one thread besides the creator. */
  maxRecipients: 32,
  /** Ours: longest text message (characters, after normalisation). */
  maxTextLength: 1000,
  /** Ours: longest group title. */
  maxTitleLength: 100,
  /** Ours: longest link a link item carries. */
  maxLinkLength: 2048,
  /** Ours: a typing indicator not renewed within this time is off. */
  typingTtlMs: 6000,
  /** Ours: someone is "active now" while a socket of theirs is open, and for this long after. */
  presenceActiveMs: 60_000,
} as const;

/** 001 §4: typing status off 0, text 1, visual 2. */
export const TypingStatus = { off: 0, text: 1, visual: 2 } as const;
export type TypingStatus = (typeof TypingStatus)[keyof typeof TypingStatus];

/**
 * 001 §3 thread item types the server makes. `deletion` is an unsent message as everyone sees
 * it afterwards; `placeholder` stands for content the viewer may not see (a shared post or
 * profile that is private to them or gone), with `original_item_type` saying what it was.
 */
export const DirectItemType = {
  text: 'text',
  like: 'like',
  mediaShare: 'media_share',
  profile: 'profile',
  hashtag: 'hashtag',
  location: 'location',
  link: 'link',
  media: 'media',
  actionLog: 'action_log',
  /** Added (story replies): a reply or quick reaction to a story (./story-replies-wire.ts). */
  reelShare: 'reel_share',
  deletion: 'deletion',
  placeholder: 'placeholder',
} as const;
export type DirectItemType = (typeof DirectItemType)[keyof typeof DirectItemType];

/** Item types a client may send (the others are made by the server). */
export type DirectSendableType = 'text' | 'like' | 'media_share' | 'profile' | 'hashtag' | 'location' | 'link' | 'media' | 'reel_share';

// ---- Users --------------------------------------------------------------------------------

export interface WireDirectUser {
  /** The user's id (decimal string). */
  pk: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
  is_private: boolean;
  is_verified: boolean;
}

// ---- Items (001 §3 Message) ---------------------------------------------------------------

/** 001 §3 reactions: likes with sender_id, likes_count; timestamps µs (001 §4). */
export interface WireDirectReactions {
  likes: { sender_id: string; timestamp: number }[];
  likes_count: number;
}

/** A shared post as a message shows it (a small card: picture, owner, caption start). */
export interface WireDirectSharedPost {
  id: string;
  shortcode: string;
  is_video: boolean;
  thumbnail_src: string;
  dimensions: { height: number; width: number };
  caption: string | null;
  owner: WireDirectUser;
}

export interface WireDirectHashtag {
  name: string;
  media_count: number;
}

export interface WireDirectLocation {
  id: string;
  name: string;
  slug: string;
  address: string;
}

/**
 * A link's preview. Our choice (safe by construction): the server never fetches the URL; the
 * preview is the URL's host (`link_title`) and path (`link_summary`), as plain text the client
 * must render as text. Only http and https links without credentials are accepted.
 */
export interface WireDirectLink {
  /** The message text (the URL itself when none was typed). */
  text: string;
  link_context: {
    link_url: string;
    /** Added (links): what to open: the shimmed form of link_url (sync/api/linkshim-wire.ts). */
    link_url_linkshimmed: string;
    link_title: string;
    link_summary: string;
    link_image_url: null;
  };
}

/** A photo sent in a message (uploaded through the resumable rupload, then sent by upload_id). */
export interface WireDirectMedia {
  media_type: 1;
  image_versions2: { candidates: { url: string; width: number; height: number }[] };
  original_width: number;
  original_height: number;
}

/** A thread event (created, renamed, someone left, request accepted). */
export interface WireDirectActionLog {
  kind: 'created' | 'renamed' | 'left' | 'approved';
  /** Words to show, e.g. "ana named the group Trip". */
  description: string;
  /** For renames: the new title (who did it is the item's user_id). */
  title?: string;
}

export interface WireDirectPlaceholder {
  title: string;
  message: string;
}

export interface WireDirectItem {
  item_id: string;
  user_id: string;
  /** µs since the epoch (001 §4). */
  timestamp: number;
  item_type: DirectItemType;
  /** The sender's client token (001 §3 mutation_token); set on the sender's own items only. */
  mutation_token: string | null;
  /** Same value as mutation_token (Instagram's name for it). */
  client_context: string | null;
  reactions: WireDirectReactions;
  is_sent_by_viewer: boolean;
  text?: string;
  /** A like (the heart). */
  like?: '❤️';
  media_share?: WireDirectSharedPost;
  profile?: WireDirectUser;
  hashtag?: WireDirectHashtag;
  location?: WireDirectLocation;
  link?: WireDirectLink;
  media?: WireDirectMedia;
  action_log?: WireDirectActionLog;
  /** Added (story replies): a reply or reaction to a story. */
  reel_share?: WireDirectReelShare;
  placeholder?: WireDirectPlaceholder;
  /** On a placeholder: what the item was. */
  original_item_type?: DirectItemType;
}

// ---- Threads (001 §3 Thread) --------------------------------------------------------------

export interface WireDirectSeen {
  item_id: string;
  /** µs */
  timestamp: number;
}

export interface WireDirectThread {
  thread_id: string;
  /** The group's title; '' for a one-to-one thread or an untitled group (the client names it by its people). */
  thread_title: string;
  is_group: boolean;
  /** The other people in the thread (the viewer is not in the list), still in it. */
  users: WireDirectUser[];
  /** People who left the group. */
  left_users: WireDirectUser[];
  /** Who started the thread. */
  inviter: WireDirectUser;
  viewer_id: string;
  /** Newest first: at most DirectLimits.cachedItemsPerThread in an inbox page, a page in a thread answer. */
  items: WireDirectItem[];
  /** 001 §4: the newest item that is not removed (a deletion); null when none. */
  last_permanent_item: WireDirectItem | null;
  /** µs: the newest item's time (the thread's creation when it has none). */
  last_activity_at: number;
  /** Per user id (the viewer too): the newest item they have seen. */
  last_seen_at: Record<string, WireDirectSeen>;
  /** 001 §4, §6: a request the viewer has not approved yet. */
  pending: boolean;
  muted: boolean;
  /** Items after the viewer's last seen one, from others (for unread marks). */
  unseen_count: number;
  /** 001 §3: older items exist before `oldest_cursor`. */
  has_older: boolean;
  oldest_cursor: string | null;
  /** The viewer may send (false when the other person of a one-to-one thread is blocked either way). */
  can_send: boolean;
}

/** GET DirectPath.inbox and DirectPath.pendingInbox. */
export interface WireDirectInboxResponse {
  status: 'ok';
  viewer: WireDirectUser;
  inbox: {
    threads: WireDirectThread[];
    has_older: boolean;
    oldest_cursor: string | null;
    /** Threads with unseen items (approved ones only). */
    unseen_count: number;
  };
  /** Pending requests waiting for the viewer. */
  pending_requests_total: number;
  /** 001 §3 badge: count (threads with unseen items) and when it was computed (ms). */
  badge: { count: number; timestamp: number };
  /** 001 §3 seqId: the viewer's newest delta folded into this answer; resume the socket after it. */
  seq_id: number;
  /** 001 §3 snapshotAt: when this answer was made (ms). */
  snapshot_at_ms: number;
}

/** GET DirectPath.thread(id)?cursor=: the thread with a page of items older than the cursor. */
export interface WireDirectThreadResponse {
  status: 'ok';
  thread: WireDirectThread;
  seq_id: number;
}

/** POST DirectPath.createThread. */
export interface WireDirectThreadCreated {
  status: 'ok';
  thread: WireDirectThread;
}

/** POST DirectPath.send: the stored item (the first one when the mutation_token was seen before). */
export interface WireDirectSendResponse {
  status: 'ok';
  thread_id: string;
  item: WireDirectItem;
}

/** Answers of unsend, react, unreact: the item as it is now. */
export interface WireDirectItemResponse {
  status: 'ok';
  thread_id: string;
  item: WireDirectItem;
}

export interface WireDirectPresence {
  is_active: boolean;
  /** ms; 0 when never seen. */
  last_activity_at_ms: number;
}

/** GET DirectPath.presence: people the viewer shares an approved thread with. */
export interface WireDirectPresenceResponse {
  status: 'ok';
  user_presence: Record<string, WireDirectPresence>;
}

export interface WireDirectBadgeResponse {
  status: 'ok';
  badge_count: number;
  pending_requests_total: number;
  seq_id: number;
}

// ---- Send request bodies (JSON) -----------------------------------------------------------

/** Common to every send: the thread (or, for a first message, the recipients) and the client's token. */
export interface DirectSendBase {
  /** An existing thread, or… */
  thread_id?: string;
  /** …the people of a new conversation (one person: their existing one-to-one thread is used). */
  recipient_users?: string[];
  /** The client's id of this message: a repeat with the same token returns the first item. */
  mutation_token: string;
}

export type DirectSendBody = DirectSendBase &
  (
    | { item_type: 'text'; text: string }
    | { item_type: 'like' }
    | { item_type: 'media_share'; media_id: string }
    | { item_type: 'profile'; profile_user_id: string }
    | { item_type: 'hashtag'; hashtag: string }
    | { item_type: 'location'; location_id: string }
    | { item_type: 'link'; link_url: string; text?: string }
    | { item_type: 'media'; upload_id: string }
    /** Added (story replies): media_id is the story's id; text, or reaction (one of STORY_QUICK_REACTIONS). */
    | { item_type: 'reel_share'; media_id: string; text?: string; reaction?: string }
  );

// ---- Real-time channel (WebSocket at DirectPath.realtime) ---------------------------------

/** Changes of the viewer's inbox; each is one entry of the viewer's event log. */
export type WireDirectDelta =
  /** A thread appeared or changed (created, renamed, a person left, approved, muted, pending). */
  | { op: 'thread_updated'; thread: WireDirectThread }
  /** The thread is gone for the viewer (left, declined). */
  | { op: 'thread_removed'; thread_id: string }
  | { op: 'item_added'; thread_id: string; item: WireDirectItem }
  /** An item changed: unsent (now a deletion) or its reactions. */
  | { op: 'item_updated'; thread_id: string; item: WireDirectItem }
  /** A seen receipt (the viewer's own too, from another tab or device). */
  | { op: 'seen'; thread_id: string; user_id: string; item_id: string; timestamp: number };

export type WireDirectServerMessage =
  /** After `subscribe`: the replay follows, then `caught_up`. */
  | { type: 'hello'; viewer_id: string; seq_id: number; presence: Record<string, WireDirectPresence> }
  /** One change, numbered by the viewer's seq_id (1, 2, 3… without gaps). */
  | { type: 'delta'; seq_id: number; delta: WireDirectDelta }
  /** Every delta after the subscribe's seq_id has been sent; what follows is live. */
  | { type: 'caught_up'; seq_id: number }
  /** The client is too far behind (its seq_id was pruned): refetch the inbox, subscribe with its seq_id. */
  | { type: 'resync'; seq_id: number }
  /** Not persisted, not numbered; newest per sender; off after DirectLimits.typingTtlMs. */
  | { type: 'typing'; thread_id: string; user_id: string; status: TypingStatus; timestamp: number; ttl_ms: number }
  | { type: 'presence'; user_id: string; is_active: boolean; last_activity_at_ms: number }
  | { type: 'pong' }
  /** A message the server could not take (bad JSON, unknown thread); the socket stays open. */
  | { type: 'error'; message: string };

/**
 * Client → server. Send `subscribe` first (nothing is pushed before it). Items are sent over
 * HTTP (DirectPath.send, idempotent by mutation_token, through the outbox), never here.
 */
export type WireDirectClientMessage =
  /** seq_id: the last one the client applied (from a delta, or the inbox's seq_id); null = only live ones. */
  | { type: 'subscribe'; seq_id: number | null }
  | { type: 'typing'; thread_id: string; status: TypingStatus }
  | { type: 'seen'; thread_id: string; item_id: string }
  | { type: 'ping' };

/** Close codes of the socket. */
export const DirectSocketClose = {
  /** 1008: the Origin is not the site's. Do not retry. */
  crossSite: 1008,
  /** Not logged in (or the session ended). Do not retry until logged in. */
  loginRequired: 4401,
  /** The client did not read fast enough (too many bytes buffered), or missed heartbeats: reconnect and resume by seq_id. */
  slowConsumer: 4008,
  /** The server is going down: reconnect and resume. */
  goingAway: 1001,
} as const;
