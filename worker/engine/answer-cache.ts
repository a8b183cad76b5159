/**
 * Added (people helper): the worker's cache of the last answer of each people read that is not
 * in the persisted slices (001 §3 Client cache lists none of them): follow lists, explore, tag
 * and place pages, activity, recent searches, a profile's facts. A read that gets no answer
 * (offline) is answered from here and says so (DESIGN.md: TanStack Query serves these lists;
 * its query functions call the worker, which is where offline data lives).
 *
 * Database 'lumen-reads', one store of {key, value, savedAt}; at most MAX_ANSWERS entries (the
 * oldest go), keys carry the viewer, and it is cleared when the viewer changes. Apart from
 * 'lumen-cache' so that schema stays exactly 001 §3's slices. No IndexedDB: memory only.
 */
import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';

export const ANSWERS_DB_NAME = 'lumen-reads';
/** Ours: enough for the places a person visits in a few sessions; each entry is one page. */
export const MAX_ANSWERS = 120;

interface Entry {
  key: string;
  value: unknown;
  savedAt: number;
}

export interface AnswerCache {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  /** Every value whose key starts with `prefix` (offline search over cached answers). */
  values<T>(prefix: string): Promise<T[]>;
  clear(): Promise<void>;
  close(): void;
}

export function createAnswerCache(idb: IDBFactory | null, now: () => number, name = ANSWERS_DB_NAME, max = MAX_ANSWERS): AnswerCache {
  const memory = new Map<string, Entry>();
  let dbp: Promise<IDBPDatabase | null> | null = null;
  /** Counts clears: what the database held is not loaded when a clear opened it or came meanwhile. */
  let generation = 0;
  const db = (load = true): Promise<IDBPDatabase | null> => {
    if (!idb) return Promise.resolve(null);
    dbp ??= (async () => {
      const openedAt = generation;
      try {
        const opened = await openDB(name, 1, {
          upgrade(d) {
            d.createObjectStore('answers', { keyPath: 'key' }).createIndex('savedAt', 'savedAt');
          },
        });
        // What was put or cleared while the database opened is newer than what it holds.
        const stored = (await opened.getAll('answers')) as Entry[];
        if (load && generation === openedAt) for (const e of stored) if (!memory.has(e.key)) memory.set(e.key, e);
        return opened;
      } catch {
        return null;
      }
    })();
    return dbp;
  };

  async function evict(d: IDBPDatabase | null): Promise<void> {
    if (memory.size <= max) return;
    const oldest = [...memory.values()].sort((a, b) => a.savedAt - b.savedAt).slice(0, memory.size - max);
    for (const e of oldest) memory.delete(e.key);
    if (d) await Promise.all(oldest.map((e) => d.delete('answers', e.key)));
  }

  return {
    async get<T>(key: string) {
      await db();
      return memory.get(key)?.value as T | undefined;
    },
    async put(key, value) {
      const entry: Entry = { key, value, savedAt: now() };
      memory.set(key, entry);
      const d = await db();
      if (d) await d.put('answers', entry);
      await evict(d);
    },
    async values<T>(prefix: string) {
      await db();
      return [...memory.values()].filter((e) => e.key.startsWith(prefix)).map((e) => e.value as T);
    },
    async clear() {
      generation += 1;
      memory.clear();
      const d = await db(false);
      if (d) await d.clear('answers');
    },
    close() {
      void dbp?.then((d) => d?.close());
      dbp = null;
    },
  };
}
