/**
 * The direct slice of 001 §3 Direct (issue 13): threads by id, items by id, the people of the
 * threads, the inbox order and its pagination, the requests (pending threads), the badge,
 * `seqId` and `snapshotAt`, and the realtime state (irisConnectivity, mqttConnectivity,
 * subscriptionType). Times of items, threads, seen marks and reactions are microseconds as
 * on the wire (001 §4 "Reaction timestamp is in microseconds"; sync/api/direct-wire.ts).
 */
import type {
  TypingStatus, WireDirectActionLog, WireDirectHashtag, WireDirectLink, WireDirectLocation, WireDirectMedia,
  WireDirectPlaceholder, WireDirectSharedPost, WireDirectUser,
} from '../../sync/api/direct-wire';
import type { WireDirectReelShare } from '../../sync/api/story-replies-wire';

/**
 * 001 §3 thread item types. The server makes those of sync/api/direct-wire.ts; the spec lists
 * more (raven_media: a disappearing photo, 001 §4 "Raven media items do not update last
 * activity"), which the client keeps as they come.
 */
export type DirectItemKind = string;

/** 001 §3 reactions: likes with sender_id, likes_count (timestamps µs). */
export interface DirectReactions {
  likes: { senderId: string; timestamp: number }[];
  likesCount: number;
}

/**
 * Where the viewer's own message is: 'sent' once the server has it (every item from the
 * server), 'sending' while it is a local placeholder waiting in the outbox (001 §4 "A
 * mutation token replaces the local placeholder message"), 'failed' when the server refused
 * it ("Not delivered", with Retry and Delete).
 */
export type DirectDelivery = 'sent' | 'sending' | 'failed';

/** What an item shows (one of them, by its kind). */
export interface DirectItemContent {
  text?: string;
  like?: string;
  mediaShare?: WireDirectSharedPost;
  profile?: WireDirectUser;
  hashtag?: WireDirectHashtag;
  location?: WireDirectLocation;
  link?: WireDirectLink;
  media?: WireDirectMedia;
  actionLog?: WireDirectActionLog;
  /** Added (story replies): a reply or reaction to a story. */
  reelShare?: WireDirectReelShare;
  placeholder?: WireDirectPlaceholder;
  originalItemType?: string;
  /**
   * Added (dmphoto): a photo not on the server yet: its upload (ClientState.uploads), whose
   * local picture and progress the bubble shows until the server's item replaces it.
   */
  uploadId?: string;
}

/** 001 §3 Message: item_id becomes id; user_id as a string. */
export interface DirectItem {
  /** The server's item id, or the mutation token while it is a local placeholder. */
  id: string;
  threadId: string;
  userId: string;
  itemType: DirectItemKind;
  /** µs */
  timestamp: number;
  /** 001 §3: set on the viewer's own messages (the outbox record id). */
  mutationToken: string | null;
  reactions: DirectReactions;
  content: DirectItemContent;
  delivery: DirectDelivery;
}

export interface DirectSeen {
  itemId: string;
  /** µs */
  timestamp: number;
}

export interface DirectTyping {
  status: TypingStatus;
  /** µs, the sender's newest (001 §4 "Typing indicators keep the newest timestamp per sender"). */
  timestamp: number;
  /** ms: when it is off unless renewed (the server's ttl). */
  expiresAtMs: number;
}

/** 001 §3 Thread. */
export interface DirectThread {
  id: string;
  title: string;
  isGroup: boolean;
  /** The other people (ids into DirectState.users). */
  userIds: string[];
  /** Newest first. */
  itemIds: string[];
  /** 001 §4: the newest item that is not a deletion nor removed; null when none. */
  lastPermanentItemId: string | null;
  /** µs */
  lastActivityAt: number;
  lastSeenAt: Record<string, DirectSeen>;
  pending: boolean;
  muted: boolean;
  unseenCount: number;
  usersTyping: Record<string, DirectTyping>;
  hasOlder: boolean;
  oldestCursor: string | null;
  canSend: boolean;
  /**
   * Added (dmrt): what the viewer's pending unsend and seen changed, kept so that a refusal puts
   * it back at once (001 §4 Staging: revert): the unsent items by id, and the viewer's seen mark
   * and unseen count before the seen. Persisted with the thread (the outbox record outlives a
   * reload); dropped when the server's thread replaces ours.
   */
  undo?: DirectUndo;
  /**
   * Added (issue 17, the sync model): the mutation tokens of the viewer's messages unsent here
   * (by this person, or seen deleted in the server's thread), newest last, at most
   * `UNSENT_TOKENS_KEPT`. A send still waiting for its answer (re-applied after a pull, or
   * answered late with the first result, its answer having been lost) then shows nothing of a
   * message the person unsent. Kept across pulls and persisted with the thread.
   */
  unsentTokens?: string[];
}

/** Our bound on `DirectThread.unsentTokens` (a send waits in the outbox for at most a few of them). */
export const UNSENT_TOKENS_KEPT = 32;

export interface DirectUndo {
  unsent?: Record<string, DirectItem>;
  seen?: { mark: DirectSeen | null; unseenCount: number; timestamp: number };
}

/** 001 §3 realtime state. Starts Unsubscribed and Disconnected (001 §4). */
export type IrisConnectivity = 'Unsubscribed' | 'Subscribing' | 'Subscribed';
export type MqttConnectivity = 'Disconnected' | 'Connecting' | 'Connected';

export interface DirectRealtime {
  irisConnectivity: IrisConnectivity;
  mqttConnectivity: MqttConnectivity;
  /** 'leader': this tab's worker holds the one socket; 'follower': another tab's worker does (BroadcastChannel). */
  subscriptionType: 'none' | 'leader' | 'follower';
  /**
   * Added (dmrt): the connectivity in words for the person (worker/direct/realtime), null when
   * there is nothing to say (connected, or logged out): "Connecting…", "Offline — messages will
   * send later".
   */
  statusText: string | null;
  /** Added (dmrt): who is active now (the socket's hello and presence frames); of the moment, not persisted. */
  presence: Record<string, DirectPresence>;
}

/** Added (dmrt): a person's presence as the real-time channel says it (WireDirectPresence). */
export interface DirectPresence {
  isActive: boolean;
  lastActivityAtMs: number;
}

export interface DirectPage {
  oldestCursor: string | null;
  hasOlder: boolean;
  isLoading: boolean;
}

export interface DirectState {
  /** The viewer the slice belongs to (from the inbox answer). */
  viewerId: string | null;
  threads: Record<string, DirectThread>;
  items: Record<string, DirectItem>;
  users: Record<string, WireDirectUser>;
  /** Approved threads, newest activity first. */
  inbox: { threadIds: string[] } & DirectPage;
  /** Pending requests (001 §4, §6), newest activity first. */
  requests: { threadIds: string[]; total: number } & DirectPage;
  /** 001 §3 badge: threads with unseen items; timestamp ms. */
  badge: { count: number; timestamp: number };
  /** 001 §3 seqId: the newest delta applied; null before the first inbox answer. */
  seqId: number | null;
  /** 001 §3 snapshotAt (ms): when the inbox answer the state rests on was made. */
  snapshotAt: number | null;
  realtime: DirectRealtime;
}

export function emptyPage(): DirectPage {
  return { oldestCursor: null, hasOlder: false, isLoading: false };
}

/** 001 §4: connectivity starts as Unsubscribed and Disconnected. */
export function initialRealtime(): DirectRealtime {
  return { irisConnectivity: 'Unsubscribed', mqttConnectivity: 'Disconnected', subscriptionType: 'none', statusText: null, presence: {} };
}

export function initialDirectState(): DirectState {
  return {
    viewerId: null,
    threads: {},
    items: {},
    users: {},
    inbox: { threadIds: [], ...emptyPage() },
    requests: { threadIds: [], total: 0, ...emptyPage() },
    badge: { count: 0, timestamp: 0 },
    seqId: null,
    snapshotAt: null,
    realtime: initialRealtime(),
  };
}
