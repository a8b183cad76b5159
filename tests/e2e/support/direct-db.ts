/**
 * Added (dmui), issue 13: the direct slice as the worker persisted it ('lumen-cache' meta
 * 'direct', worker/direct/direct-persist.ts), read from the page so a test waits on the state
 * an offline reload needs instead of sleeping.
 */
import { expect, type Page } from '@playwright/test';
import { MetaKey } from '../../../worker/persistence/persisted-view';
import { CACHE_DB_NAME } from '../../../worker/persistence/schema';

interface DirectFacts {
  inboxThreads: number;
  /** Items (sent) kept per thread id. */
  itemsByThread: Record<string, number>;
}

export async function readDirectCache(page: Page): Promise<DirectFacts> {
  return page.evaluate(
    async ({ name, key }) => {
      const empty = { inboxThreads: 0, itemsByThread: {} };
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return empty;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains('meta')) return empty;
        const record = await new Promise<{ value?: { inbox?: { threadIds?: string[] }; threads?: Record<string, { itemIds: string[] }> } } | undefined>((resolve, reject) => {
          const r = db.transaction('meta', 'readonly').objectStore('meta').get(key);
          r.onsuccess = () => resolve(r.result as never);
          r.onerror = () => reject(r.error);
        });
        const threads = record?.value?.threads ?? {};
        const itemsByThread: Record<string, number> = {};
        for (const [id, t] of Object.entries(threads)) itemsByThread[id] = t.itemIds.length;
        return { inboxThreads: record?.value?.inbox?.threadIds?.length ?? 0, itemsByThread };
      } finally {
        db.close();
      }
    },
    { name: CACHE_DB_NAME, key: MetaKey.direct },
  );
}

/** The worker has persisted the inbox (at least `threads` threads) and the thread `threadId` with at least `items` messages. */
export async function expectDirectCached(page: Page, threads: number, threadId: string, items: number): Promise<void> {
  await expect.poll(async () => (await readDirectCache(page)).inboxThreads, { message: 'the inbox is in the worker cache', timeout: 15_000 }).toBeGreaterThanOrEqual(threads);
  await expect
    .poll(async () => (await readDirectCache(page)).itemsByThread[threadId] ?? 0, { message: `thread ${threadId} is in the worker cache`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(items);
}
