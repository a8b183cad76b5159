/**
 * The cache (DESIGN.md Persistence): restore at start, debounced diff writes after.
 *
 * What to write: the store writes its entity maps in place (worker/store/ownership.ts), so the
 * batch is made from the keys its change tracker noted since the last successful write
 * (dirty-ops.ts), compared with `written`, persistence's own copy of what the database holds.
 * Without a tracker (tests, the bench seeding) and for a trimmed cache, the persisted view is
 * diffed against `written` by reference instead (write-diff.ts). A failed batch keeps its
 * dirty keys for the next one.
 *
 *   closed ──restore──▶ open (writes enabled) ──discard──▶ open, empty
 *      │ open or read fails: log, delete, rebuild empty (never fatal); no IndexedDB: no-op
 */
import type { ClientState } from '../model';
import type { Clock, Logger, RequestIdle } from '../platform';
import { emptyChanges, mergeChanges } from '../store/ownership';
import type { RestoredCache } from '../store/restored-cache';
import type { ChangeTracker } from '../store/store';
import { emptyRestoredCache } from '../store/restored-cache';
import { deleteCacheDb, openCacheDb } from './open-db';
import type { PersistedView } from './persisted-view';
import { emptyView, persistedView } from './persisted-view';
import type { CacheTable, ReadRecords } from './read-cache';
import { readCache, viewOfRecords } from './read-cache';
import type { CacheDb } from './schema';
import { ALL_STORES } from './schema';
import { createWriteScheduler } from './write-scheduler';
import { dirtyOps } from './dirty-ops';
import { applyOps, diffViews, writeOps } from './write-diff';

export interface PersistenceDeps {
  idb: IDBFactory | null;
  clock: Clock;
  requestIdle?: RequestIdle | undefined;
  log: Logger;
  getState(): ClientState;
  /** The store's change tracker (Store.track): writes only what the store noted as changed. */
  track?: (() => ChangeTracker) | undefined;
  /** The write failed for lack of space even after trimming (the engine toasts). */
  onQuotaExceeded(): void;
  /**
   * True while a tap's effect is shown but its record is not in the outbox yet: the cache is not
   * written then (a tab closed in between would restore an effect with no record; issue 17),
   * and the write is scheduled again.
   */
  holdWrites?: (() => boolean) | undefined;
  dbName?: string | undefined;
}

export interface RestoreOptions {
  viewerId: string | null;
  /** The page bootstrap was missing or stale (offline start): a null viewerId means "unknown". */
  trustCachedViewer: boolean;
  /**
   * Each entity store of a cache this viewer may restore, as soon as it is read (read-cache.ts):
   * the engine sends it to the mirror early. Promises nothing: the cache may still be found
   * invalid, and the restore's result is what counts.
   */
  onTable?: ((table: CacheTable, map: Record<string, unknown>, values?: readonly { id: string }[]) => void) | undefined;
  /** Issue 16: the feed's first page, read before the rest (read-cache.ts `onFirstScreen`). Promises nothing. */
  onFirstScreen?: ((cache: RestoredCache) => void) | undefined;
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
  /** What the database holds (own maps, updated per batch); null: writes disabled until restored. */
  let written: PersistedView | null = null;
  /**
   * What the restore read, not yet made into `written`'s maps: the first batch makes them
   * (`base()`), off the start's path (the restored cache's maps are the store's: issue 16).
   */
  let restored: ReadRecords | null = null;
  const base = (): PersistedView | null => {
    if (restored && written) written = viewOfRecords(restored);
    restored = null;
    return written;
  };
  let trimmed = false;
  /** The store's changes, tracked from restore to close; `full`: diff everything next batch. */
  let tracker: ChangeTracker | null = null;
  let full = true;
  /** Changes not yet written (taken from the tracker, kept until a batch succeeds). */
  let dirty = emptyChanges();

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
    if (deps.holdWrites?.()) {
      scheduler.schedule();
      return;
    }
    const view = base();
    if (!db || !view) {
      if (!db) tracker?.take(); // no database: nothing will be written, drop what was noted
      return;
    }
    if (tracker) mergeChanges(dirty, tracker.take());
    const attempt = async () => {
      const state = deps.getState();
      const byDirty = tracker !== null && !trimmed && !full;
      const ops = byDirty ? dirtyOps(view, state, dirty) : diffViews(view, persistedView(state, trimmed));
      await writeOps(db as CacheDb, ops);
      applyOps(view, ops);
      dirty = emptyChanges();
      full = false;
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
    async restore({ viewerId, trustCachedViewer, onTable, onFirstScreen }) {
      tracker ??= deps.track?.() ?? null;
      full = true;
      restored = null;
      db = await open();
      if (!db) return (written = emptyView()), emptyRestoredCache(viewerId);
      try {
        const restores = (cached: unknown) => cached === viewerId || (viewerId === null && trustCachedViewer) || cached === null;
        const { records, cache } = await readCache(db, { onTable, onFirstScreen, accepts: restores, nowMs: () => deps.clock.now() });
        const sameViewer = restores(cache.viewerId);
        if (sameViewer) {
          // The cache's maps are the store's to take (cache.ownMaps); `written` gets maps of its
          // own, made of the records read at the first batch (the records are never written).
          written = emptyView();
          restored = records;
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
      written = emptyView();
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
      // Whatever the state holds now is written by the next batch (compared in full: cheap
      // after a logout, and right whatever was dispatched while the database was cleared).
      if (written) written = emptyView();
      restored = null;
      full = true;
    },
    close() {
      scheduler.cancel();
      db?.close();
      db = null;
      written = null;
      restored = null;
      tracker?.stop();
      tracker = null;
      dirty = emptyChanges();
    },
  };
}
