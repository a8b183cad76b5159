/**
 * The worker's two databases opened as its module starts (issue 16, benchmark 1's cold row).
 * The engine opens the outbox, then the cache, when the page's init() arrives: after the whole
 * worker module has been fetched and evaluated and a first call (setOnline) answered. Imported
 * first by the worker's entry (./main.ts), this module starts both opens before the rest of the
 * module is evaluated, so the database's files are opened meanwhile; the engine's first open of
 * each takes the connection opened here (the same open, with the same upgrade, only sooner).
 *
 *   worker module: early-open ──opens start──▶ the rest evaluated ──▶ setOnline ──▶ init
 *                                                                                   └─ takes them
 *
 * Each is taken once: a later open (after a deletion elsewhere) opens anew. A failed early open
 * is the taker's to see (the engine's own handling of a failed open: the cache is rebuilt, the
 * outbox error surfaces as before). One never taken is closed after EARLY_OPEN_KEPT_MS, so a
 * worker that is never initialised holds no connection that would block an upgrade elsewhere.
 */
import { openOutboxStore } from '../sync/outbox/store';
import type { OpenOutboxOptions, OutboxDb } from '../sync/outbox/store';
import { openCacheDb } from './persistence/open-db';
import type { CacheDb } from './persistence/schema';

/** Ours to choose: how long a connection opened early waits for its taker before it is closed. */
export const EARLY_OPEN_KEPT_MS = 30_000;

export interface EarlyOpen<T, O> {
  /** The connection opened early, the first time only (null after, or when none was opened). */
  take(options: O): Promise<T> | null;
}

/**
 * Starts `open` now; `take` hands its promise over once, with the taker's options given to
 * `bind` (e.g. its onGone). Not taken within `keptMs`: closed with `close`.
 */
export function openEarly<T, O>(
  open: () => Promise<T>,
  bind: (options: O) => void,
  close: (value: T) => void,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void },
  keptMs = EARLY_OPEN_KEPT_MS,
): EarlyOpen<T, O> {
  let pending: Promise<T> | null = open();
  pending.catch(() => undefined); // seen by the taker; none unhandled if never taken
  const timer = timers.set(() => {
    const left = pending;
    pending = null;
    void left?.then(close, () => undefined);
  }, keptMs);
  return {
    take(options) {
      const taken = pending;
      if (taken === null) return null;
      pending = null;
      timers.clear(timer);
      bind(options);
      return taken;
    },
  };
}

export interface EarlyDatabases {
  outbox: EarlyOpen<OutboxDb, Pick<OpenOutboxOptions, 'onGone'> | undefined>;
  cache: EarlyOpen<CacheDb, void>;
}

/** Both databases opened now through `idb` (the worker's indexedDB); null without IndexedDB. */
export function openDatabasesEarly(idb: IDBFactory | null): EarlyDatabases | null {
  if (idb === null) return null;
  const timers = { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };
  // The outbox's onGone is the taker's: a loss before it is taken reaches it when it takes.
  let onGone: (() => void) | undefined;
  let goneBeforeTaken = false;
  const outbox = openEarly<OutboxDb, Pick<OpenOutboxOptions, 'onGone'> | undefined>(
    () => openOutboxStore({ onGone: () => (onGone ? onGone() : (goneBeforeTaken = true)) }),
    (options) => {
      onGone = options?.onGone;
      if (goneBeforeTaken) queueMicrotask(() => onGone?.());
    },
    (db) => db.close(),
    timers,
  );
  const cache = openEarly<CacheDb, void>(() => openCacheDb(idb), () => undefined, (db) => db.close(), timers);
  return { outbox, cache };
}
