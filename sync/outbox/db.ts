/**
 * The outbox database (DESIGN.md rules 1 and 6, Persistence: the outbox lives apart from the
 * cache). Versioned: migration i takes the schema from version i to i + 1.
 *
 *   mutations  keyPath id; index by-seq (insertion order, FIFO), index by-createdAt
 *   ids        clientId ('local:…') → server id, from comment-add answers
 *   meta       'seq' → last insertion number; 'session' → the latest SessionConfig
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { MutationRecord } from '../mutations/types';
import type { SessionConfig } from '../transport/types';
import { OUTBOX_DB_NAME } from './types';

/** A record as stored: the record plus its insertion number. */
export type StoredMutation = MutationRecord & { seq: number };

export const MetaKey = { seq: 'seq', session: 'session' } as const;

export interface OutboxSchema extends DBSchema {
  mutations: { key: string; value: StoredMutation; indexes: { 'by-seq': number; 'by-createdAt': number } };
  ids: { key: string; value: string };
  meta: { key: string; value: number | SessionConfig };
}

export type OutboxIdb = IDBPDatabase<OutboxSchema>;

type Migration = (db: OutboxIdb) => void;

const migrations: readonly Migration[] = [
  // 0 → 1: the first schema.
  (db) => {
    const mutations = db.createObjectStore('mutations', { keyPath: 'id' });
    mutations.createIndex('by-seq', 'seq', { unique: true });
    mutations.createIndex('by-createdAt', 'createdAt');
    db.createObjectStore('ids');
    db.createObjectStore('meta');
  },
];

export const OUTBOX_DB_VERSION = migrations.length;

export function openOutboxIdb(name: string = OUTBOX_DB_NAME): Promise<OutboxIdb> {
  return openDB<OutboxSchema>(name, OUTBOX_DB_VERSION, {
    upgrade(db, oldVersion) {
      for (let version = oldVersion; version < migrations.length; version += 1) migrations[version]?.(db);
    },
    // A newer version (another tab or the service worker after an update) waits for us:
    // step aside; this context reloads or reopens with the new code.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

export function stripSeq(stored: StoredMutation): MutationRecord {
  const { seq: _seq, ...record } = stored;
  return record as MutationRecord;
}
