/**
 * The analytics queue in IndexedDB (issue 14): database 'lumen-analytics', one store of
 * QueuedItem by id, apart from the outbox and the cache (their schemas are theirs). The worker
 * writes what it queues before anything is sent, so a reload, a crash or a closed tab loses
 * nothing queued; the service worker adds its own events here too (addItems).
 */
import { wrap } from 'idb';
import type { IDBPDatabase } from 'idb';
import type { QueuedItem } from './types';

export const ANALYTICS_DB_NAME = 'lumen-analytics';
export const ANALYTICS_STORE = 'items';
/** Small facts of the engine by key (when device info was last sent, 000 §9). */
export const ANALYTICS_META_STORE = 'meta';
/** Across tabs, one sender at a time (Web Lock). */
export const ANALYTICS_SEND_LOCK = 'lumen-analytics-send';

export interface AnalyticsQueueDb {
  all(): Promise<QueuedItem[]>;
  put(items: readonly QueuedItem[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  getMeta(key: string): Promise<unknown>;
  setMeta(key: string, value: unknown): Promise<void>;
  close(): void;
}

export async function openAnalyticsQueue(idb: IDBFactory, name = ANALYTICS_DB_NAME): Promise<AnalyticsQueueDb> {
  const request = idb.open(name, 2);
  request.addEventListener('upgradeneeded', (event) => {
    // Migration 0 → 1: the queue. 1 → 2: the meta store.
    if (event.oldVersion < 1) request.result.createObjectStore(ANALYTICS_STORE, { keyPath: 'id' });
    if (event.oldVersion < 2) request.result.createObjectStore(ANALYTICS_META_STORE);
  });
  const db = (await wrap(request)) as unknown as IDBPDatabase;
  // A newer version opened elsewhere (another tab after a deploy) waits for nobody: this one closes.
  db.addEventListener('versionchange', () => db.close());
  return {
    all: async () => (await db.getAll(ANALYTICS_STORE)) as QueuedItem[],
    async put(items) {
      if (items.length === 0) return;
      const tx = db.transaction(ANALYTICS_STORE, 'readwrite');
      await Promise.all([...items.map((i) => tx.store.put(i)), tx.done]);
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const tx = db.transaction(ANALYTICS_STORE, 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    getMeta: (key) => db.get(ANALYTICS_META_STORE, key),
    async setMeta(key, value) {
      await db.put(ANALYTICS_META_STORE, value, key);
    },
    close: () => db.close(),
  };
}
