/**
 * The outbox contract (DESIGN.md rules 1 to 6). Records live in their own IndexedDB
 * database, apart from the cache, so clearing the cache never loses user work.
 */
import type { MutationRecord } from '../mutations/types';

export const OUTBOX_DB_NAME = 'lumen-outbox';
/** Background-sync tag, as workbox-background-sync names it for the queue 'outbox'. */
export const OUTBOX_SYNC_TAG = 'workbox-background-sync:outbox';
/** BroadcastChannel on which the replayer announces changes to records. */
export const OUTBOX_CHANNEL = 'lumen-outbox';

/**
 * `ids`: the records that changed (a reader may read just those); absent: anything may have
 * changed, read the whole outbox.
 */
export type OutboxEvent =
  /** `withdrawn`: records among `ids` removed unsent (cancelled by coalescing, discarded): their effects go. */
  | { type: 'outbox-changed'; ids?: readonly string[]; withdrawn?: readonly string[] }
  /**
   * `record`: the record as stored done (its answer with it), so that a tab that reads it only
   * after the sender removed it still applies its success (issue 17).
   */
  | { type: 'mutation-done'; id: string; record?: MutationRecord }
  | { type: 'mutation-failed'; id: string };

export interface EnqueueResult {
  /** The record written, or null when it cancelled out a queued inverse. */
  added: MutationRecord | null;
  /** Ids of queued records removed because the new one cancelled them out. */
  cancelled: string[];
}

export interface OutboxStore {
  enqueue(record: MutationRecord): Promise<EnqueueResult>;
  list(): Promise<MutationRecord[]>;
  get(id: string): Promise<MutationRecord | undefined>;
  put(record: MutationRecord): Promise<void>;
  remove(id: string): Promise<void>;
  /** Server ids of comments created from a client id (comment-add results). */
  resolveId(clientId: string): Promise<string | undefined>;
  close(): void;
}
