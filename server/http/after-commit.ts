/**
 * Work a change records inside its transaction, handed on only once the outermost `run` has
 * returned (the change committed); dropped when it throws (rolled back). Direct messages'
 * socket frames (direct/events.ts) and push events (push/notifier.ts) go out this way.
 */
export interface AfterCommit<T> {
  /** Runs fn (which commits its own transaction), then flushes what was added during it. */
  run<R>(fn: () => R): R;
  /** Inside run: keeps the item for the flush. Returns false outside run (nothing kept). */
  add(item: T): boolean;
  /** Whether a run is in progress. */
  active(): boolean;
}

export function createAfterCommit<T>(flush: (items: T[]) => void): AfterCommit<T> {
  let pending: T[] | null = null;
  return {
    run(fn) {
      const outer = pending === null;
      if (outer) pending = [];
      try {
        const result = fn();
        if (outer) {
          const out = pending ?? [];
          pending = null;
          flush(out);
        }
        return result;
      } catch (err) {
        if (outer) pending = null;
        throw err;
      }
    },
    add(item) {
      if (pending === null) return false;
      pending.push(item);
      return true;
    },
    active: () => pending !== null,
  };
}
