/**
 * The outbox database (DESIGN.md rules 1 and 6, Persistence: the outbox lives apart from the
 * cache). Versioned: migration i takes the schema from version i to i + 1.
 *
 *   mutations  keyPath id; index by-seq (insertion order, FIFO), index by-createdAt
 *   ids        clientId ('local:…') → server id, from comment-add answers
 *   meta       'seq' → last insertion number; 'session' → the latest SessionConfig
 *
 *   1 → 2: records carry the viewer who made them (MutationRecord.viewerId). See
 *          markViewerUnknown for what happens to records stored before.
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { MutationRecord } from '../mutations/types';
import type { SessionConfig } from '../transport/types';
import { OUTBOX_DB_NAME } from './types';
import { NO_VIEWER, VIEWER_UNKNOWN } from './viewer';

/** A record as stored: the record plus its insertion number. */
export type StoredMutation = MutationRecord & { seq: number };

export const MetaKey = { seq: 'seq', session: 'session' } as const;

export interface OutboxSchema extends DBSchema {
  mutations: { key: string; value: StoredMutation; indexes: { 'by-seq': number; 'by-createdAt': number } };
  ids: { key: string; value: string };
  meta: { key: string; value: number | SessionConfig };
}

export type OutboxIdb = IDBPDatabase<OutboxSchema>;

type UpgradeTx = IDBPTransaction<OutboxSchema, StoreNames<OutboxSchema>[], 'versionchange'>;
type Migration = (db: OutboxIdb, tx: UpgradeTx) => void;

/**
 * Migration 1 → 2. A record stored by schema 1 has no viewerId, and its viewer cannot be
 * recovered: schema 1 sessions did not carry one either, so "the viewer of the stored session"
 * is unknown too, and guessing (the next viewer to log in) is the very bug this prevents
 * (user A's actions sent with user B's session). Ours to choose, then: such records belong to
 * nobody (viewerId NO_VIEWER), so no replayer ever sends them, and the ones still waiting
 * (pending or sending) are marked failed with errorType 'viewer_unknown'. The next logged-in
 * viewer sees them in the outbox list as failed (never applied to their state), and can
 * discard them, or retry one, which sends it again as themselves by their explicit choice.
 * Done and failed records only get viewerId NO_VIEWER (a done one is removed, unapplied, on
 * the next reconcile: the server has it already).
 */
function markViewerUnknown(tx: UpgradeTx): void {
  const mutations = tx.objectStore('mutations');
  void (async () => {
    for (const stored of await mutations.getAll()) {
      if (typeof (stored as Partial<StoredMutation>).viewerId === 'string') continue;
      const waiting = stored.state === 'pending' || stored.state === 'sending';
      const error = { statusCode: 0, message: 'Made before this app told accounts apart: not sent', errorType: VIEWER_UNKNOWN };
      await mutations.put({ ...stored, viewerId: NO_VIEWER, ...(waiting ? { state: 'failed', error } : {}) });
    }
  })().catch(() => {
    // A failed write aborts the upgrade, so the database does not open at version 2 half done.
    try {
      tx.abort();
    } catch {
      // already aborted
    }
  });
}

const migrations: readonly Migration[] = [
  // 0 → 1: the first schema.
  (db) => {
    const mutations = db.createObjectStore('mutations', { keyPath: 'id' });
    mutations.createIndex('by-seq', 'seq', { unique: true });
    mutations.createIndex('by-createdAt', 'createdAt');
    db.createObjectStore('ids');
    db.createObjectStore('meta');
  },
  // 1 → 2: records carry their viewer.
  (_db, tx) => markViewerUnknown(tx),
];

export const OUTBOX_DB_VERSION = migrations.length;

export function openOutboxIdb(name: string = OUTBOX_DB_NAME, onGone?: () => void): Promise<OutboxIdb> {
  return openDB<OutboxSchema>(name, OUTBOX_DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      for (let version = oldVersion; version < migrations.length; version += 1) migrations[version]?.(db, tx);
    },
    // A newer version (another tab or the service worker after an update) waits for us:
    // step aside; this context reloads or reopens with the new code. A deletion (site data
    // cleared in another tab: no next version) waits for us too: step aside, and say so, so
    // the owner reopens an empty database and writes again what it still holds (issue 17).
    blocking(_current, next, event) {
      (event.target as IDBDatabase).close();
      if (next === null) onGone?.();
    },
    // The browser closed the connection itself (storage cleared or evicted).
    terminated() {
      onGone?.();
    },
  });
}

export function stripSeq(stored: StoredMutation): MutationRecord {
  const { seq: _seq, ...record } = stored;
  return record as MutationRecord;
}
