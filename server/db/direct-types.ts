/**
 * Storage contract of direct messages (issue 13; migration 006-direct.sql), part of Repos
 * (./types.ts) and implemented on SQLite by ./sqlite-direct.ts. Times of items, reactions,
 * seen receipts and activity are microseconds (001 §4); event times milliseconds.
 */

/** 001 §4, §6: approved, a request not yet approved, declined (gone for them), left a group. */
export type ParticipantState = 'active' | 'pending' | 'declined' | 'left';

export interface DirectThreadRow {
  id: number;
  creatorId: number;
  isGroup: boolean;
  /** 'lowId:highId' for a one-to-one thread, null for a group. */
  pairKey: string | null;
  title: string;
  createdUs: number;
  lastActivityUs: number;
}

export interface ParticipantRow {
  threadId: number;
  userId: number;
  state: ParticipantState;
  muted: boolean;
  lastSeenItemId: number | null;
  lastSeenUs: number | null;
  joinedUs: number;
}

export interface DirectItemRow {
  id: number;
  threadId: number;
  userId: number;
  itemType: string;
  /** JSON of what the type needs (server/direct/item-payload.ts). */
  payload: string;
  timestampUs: number;
  mutationToken: string | null;
  deleted: boolean;
  imageKey: string | null;
}

export type NewDirectItem = Omit<DirectItemRow, 'id' | 'deleted'>;

export interface DirectReactionRow {
  itemId: number;
  userId: number;
  timestampUs: number;
}

/** Inbox paging key: newest activity first, then highest id. */
export interface ThreadPageKey {
  activityUs: number;
  id: number;
}

export interface DirectEventRow {
  seqId: number;
  delta: string;
}

export interface DirectRepo {
  createThread(t: Omit<DirectThreadRow, 'id'>): DirectThreadRow;
  threadById(id: number): DirectThreadRow | undefined;
  threadByPair(pairKey: string): DirectThreadRow | undefined;
  setTitle(threadId: number, title: string): void;
  setLastActivity(threadId: number, us: number): void;

  addParticipant(threadId: number, userId: number, state: ParticipantState, nowUs: number): void;
  participants(threadId: number): ParticipantRow[];
  participant(threadId: number, userId: number): ParticipantRow | undefined;
  setState(threadId: number, userId: number, state: ParticipantState): void;
  setMuted(threadId: number, userId: number, muted: boolean): void;
  /** Moves the seen receipt forward only; true when it moved. */
  setSeen(threadId: number, userId: number, itemId: number, us: number): boolean;
  /** The user's threads in this state, newest activity first, after the key. */
  threadsOf(userId: number, state: ParticipantState, after: ThreadPageKey | null, limit: number): DirectThreadRow[];
  countThreads(userId: number, state: ParticipantState): number;
  /** Threads the user is active in that have items from others (not unsent, not from `hidden`) after their seen one. */
  countUnseenThreads(userId: number): number;
  /** People active in a thread where this user is active too. */
  contactsOf(userId: number): number[];

  insertItem(item: NewDirectItem): DirectItemRow;
  itemById(id: number): DirectItemRow | undefined;
  itemByToken(userId: number, mutationToken: string): DirectItemRow | undefined;
  /** Newest first, ids below `beforeId` when given, leaving out items of `hiddenUserIds`. */
  items(threadId: number, beforeId: number | null, limit: number, hiddenUserIds: readonly number[]): DirectItemRow[];
  /** 001 §4: the newest item not unsent (and not of `hiddenUserIds`). */
  lastPermanent(threadId: number, hiddenUserIds: readonly number[]): DirectItemRow | undefined;
  /** Items after `afterItemId` by others than the user, not unsent, not of `hiddenUserIds`. */
  countUnseen(threadId: number, userId: number, afterItemId: number | null, hiddenUserIds: readonly number[]): number;
  markDeleted(itemId: number): void;
  /** Marks the sender's upload as used by a message (so the upload sweep keeps its files; seconds). */
  consumeUpload(uploadId: string, nowSeconds: number): void;
  /** The threads whose sent photo has this picture key (for /media/ access). */
  threadOfImage(imageKey: string): number[];

  /** Adds the like; false when it was there. */
  react(itemId: number, userId: number, us: number): boolean;
  /** Removes the like; false when there was none. */
  unreact(itemId: number, userId: number): boolean;
  reactionsOf(itemIds: readonly number[]): Map<number, DirectReactionRow[]>;

  /** Appends to the user's event log (pruning it to the newest `keep`); answers its seq_id. */
  appendEvent(userId: number, delta: string, nowMs: number, keep: number): number;
  /** Events after `seqId`, oldest first, at most `limit`. */
  eventsAfter(userId: number, seqId: number, limit: number): DirectEventRow[];
  lastSeq(userId: number): number;
  /** The oldest seq_id still kept, or null when none is. */
  oldestSeq(userId: number): number | null;

  setLastActive(userId: number, ms: number): void;
  lastActive(userIds: readonly number[]): Map<number, number>;
}
