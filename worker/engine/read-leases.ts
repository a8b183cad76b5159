/**
 * The engine's reads in flight (issue 17, browser chaos CHAOS_SEED=730405570): a pull shows
 * what the server held when it READ, not when it answered. A tap sent, answered and settled
 * while a pull was on its way left the book; the pull then landed with the older state and
 * nothing re-applied the tap (DESIGN.md rule 5 covers only records still in the outbox): the
 * screen went back with no mark and no message until the next pull.
 *
 * Each request of the engine's reads holds a lease from when it leaves until the task after its
 * answer (or failure), so the reader's `await request(); dispatch(…)` has landed by then. A
 * record settled while reads are open stays re-applied (./record-book.ts `settled`) until every
 * read that was open then has ended: `openMark()` when it settles, `ended(mark)` to know when.
 *
 *   read leaves ──▶ lease n open ── answer or error ──▶ (its reader's dispatch) ──▶ task ends ──▶ released
 */
import type { Transport, TransportRequest } from '../../sync';

export interface ReadLeases {
  /** The transport whose requests are read leases. */
  wrap(transport: Transport): Transport;
  /** Null when no read is open; else the reads started so far (a record settled now may be missed by those up to it). */
  openMark(): number | null;
  /** True once every read started up to `mark` has ended. */
  ended(mark: number): boolean;
}

/** Runs `fn` once the current task is over (its promise reactions included). */
export type AfterTask = (fn: () => void) => void;

/**
 * A timer task, not the outbox's `afterThisTask` (a message task, which may run before timers
 * already due): a lease released late keeps a settled record re-applied a little longer, which
 * is harmless; released early, a reader whose dispatch waits behind a timer would undo a tap.
 */
export const afterTask: AfterTask = (fn) => void setTimeout(fn, 0);

/** `onEnded`: a lease was released (settled records may go). */
export function createReadLeases(onEnded: () => void, later: AfterTask = afterTask): ReadLeases {
  let started = 0;
  const open = new Set<number>();
  const release = (n: number) =>
    later(() => {
      open.delete(n);
      onEnded();
    });
  return {
    wrap: (transport) => ({
      ...(transport.batchSize === undefined ? {} : { batchSize: transport.batchSize }),
      async request<T>(req: TransportRequest): Promise<T> {
        const n = ++started;
        open.add(n);
        try {
          return await transport.request<T>(req);
        } finally {
          release(n);
        }
      },
    }),
    openMark: () => (open.size === 0 ? null : started),
    ended(mark) {
      for (const n of open) if (n <= mark) return false;
      return true;
    },
  };
}
