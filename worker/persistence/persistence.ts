/**
 * The cache (DESIGN.md Persistence): restore at start, debounced diff writes after.
 *
 *   closed ──restore──▶ open (writes enabled) ──discard──▶ open, empty
 *      │ open or read fails: log, delete, rebuild empty (never fatal); no IndexedDB: no-op
 */
import type { ClientState } from '../model';
import type { Clock, Logger, RequestIdle } from '../platform';
import type { RestoredCache } from '../store/restored-cache';
import { emptyRestoredCache } from '../store/restored-cache';
import { deleteCacheDb, openCacheDb } from './open-db';
import type { PersistedView } from './persisted-view';
import { emptyView, persistedView } from './persisted-view';
import { readCache } from './read-cache';
import type { CacheDb } from './schema';
import { ALL_STORES } from './schema';
import { createWriteScheduler } from './write-scheduler';
import { diffViews, writeOps } from './write-diff';

export interface PersistenceDeps {
  idb: IDBFactory | null;
  clock: Clock;
  requestIdle?: RequestIdle | undefined;
  log: Logger;
  getState(): ClientState;
  /** The write failed for lack of space even after trimming (the engine toasts). */
  onQuotaExceeded(): void;
  dbName?: string | undefined;
}

export interface RestoreOptions {
  viewerId: string | null;
  /** The page bootstrap was missing or stale (offline start): a null viewerId means "unknown". */
  trustCachedViewer: boolean;
}

export interface Persistence {
  restore(opts: RestoreOptions): Promise<RestoredCache>;
  /** Call after every state change; the write runs later (debounced, idle). */
  schedule(): void;
  flush(): Promise<void>;
  /** Keep only the first feed page from now on and write at once (after a QuotaExceededError). */
  trim(): Promise<void>;
  /** Forget the cache (logout, another viewer). */
  discard(): Promise<void>;
  close(): void;
}

export function isQuotaError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'QuotaExceededError';
}

export function createPersistence(deps: PersistenceDeps): Persistence {
  let db: CacheDb | null = null;
  let last: PersistedView | null = null; // null: writes disabled until restored
  let trimmed = false;

  async function open(): Promise<CacheDb | null> {
    if (!deps.idb) return null;
    try {
      return await openCacheDb(deps.idb, deps.dbName);
    } catch (error) {
      deps.log.error('cache: open failed, rebuilding', error);
      await deleteCacheDb(deps.idb, deps.dbName).catch(() => undefined);
      return openCacheDb(deps.idb, deps.dbName).catch((e: unknown) => (deps.log.error('cache: unavailable', e), null));
    }
  }

  async function clearAll(): Promise<void> {
    if (!db) return;
    const tx = db.transaction(ALL_STORES, 'readwrite');
    await Promise.all([...ALL_STORES.map((s) => tx.objectStore(s).clear()), tx.done]);
  }

  async function write(): Promise<void> {
    if (!db || !last) return;
    const base = last;
    const attempt = async () => {
      const next = persistedView(deps.getState(), trimmed);
      await writeOps(db as CacheDb, diffViews(base, next));
      last = next;
    };
    try {
      await attempt();
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      if (trimmed) return deps.onQuotaExceeded();
      // DESIGN.md: QuotaExceededError means "trim caches and retry" before telling the user.
      deps.log.warn('cache: quota exceeded, trimming to the first feed page');
      trimmed = true;
      await attempt().catch((e: unknown) => (isQuotaError(e) ? deps.onQuotaExceeded() : Promise.reject(e)));
    }
  }

  const scheduler = createWriteScheduler({
    clock: deps.clock,
    requestIdle: deps.requestIdle,
    write,
    onError: (e) => deps.log.error('cache: write failed', e),
  });

  return {
    async restore({ viewerId, trustCachedViewer }) {
      db = await open();
      if (!db) return (last = emptyView()), emptyRestoredCache(viewerId);
      try {
        const { view, cache } = await readCache(db);
        const sameViewer = cache.viewerId === viewerId || (viewerId === null && trustCachedViewer) || cache.viewerId === null;
        if (sameViewer) {
          last = view;
          return viewerId === null ? cache : { ...cache, viewerId };
        }
        deps.log.info('cache: another viewer, discarding the cache');
        await clearAll();
      } catch (error) {
        // 001 §3 / 001 §8: an invalid cache fails to load and is logged; rebuilt from the network.
        deps.log.error('cache: invalid cache discarded', error);
        db.close();
        db = null;
        if (deps.idb) await deleteCacheDb(deps.idb, deps.dbName).catch(() => undefined);
        db = await open();
      }
      last = emptyView();
      return emptyRestoredCache(viewerId);
    },
    schedule: () => scheduler.schedule(),
    flush: () => scheduler.flush(),
    trim() {
      trimmed = true;
      return scheduler.flush();
    },
    async discard() {
      scheduler.cancel();
      await scheduler.drained();
      await clearAll();
      if (last) last = emptyView();
    },
    close() {
      scheduler.cancel();
      db?.close();
      db = null;
      last = null;
    },
  };
}
