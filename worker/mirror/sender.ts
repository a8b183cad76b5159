/**
 * Sends the state to the main-thread mirror: one 'snapshot' first, then the patches since the
 * last message. The first change of a turn is sent at once, from the store's listener (a tap's
 * optimistic effect waits for nothing); the changes that follow in the same turn are coalesced
 * into one message at its end (a microtask), so a burst of dispatches costs two messages at
 * most. Plain postMessage on the port given to init (no Comlink), so delivery costs about a
 * raw post.
 *
 * A turn starts when the worker's entry says a task began (`newTurn`, for each incoming
 * message: worker/main.ts) or after a coalesced message went. So the usual turn, one change
 * (a tap), queues no microtask at all: only a second change does. (A queued microtask per
 * message cost the tap ≈ 5 % of its delivery in benchmark 2; bench/README.md.) A change in a
 * task the entry does not report (a fetch answer, a timer) after one already sent therefore
 * waits for the end of its turn: a microtask, never longer.
 *
 * The store writes its entity tables in place (worker/store/ownership.ts), so the patches are
 * built from the store's change set since the last message: O(what changed), whatever the size
 * of the state; from the log alone when only entities changed (entityPatches), else by
 * comparing the slices too (diffChanges).
 */
import type { ClientState } from '../model';
import type { MirrorMessage } from '../mirror-protocol';
import type { ChangeTracker } from '../store/store';
import { diffChanges, entityPatches } from './changes-diff';
import type { EarlyParts } from './snapshot-parts';
import { splitAfterEarly, splitSnapshot } from './snapshot-parts';

export interface PatchPort {
  postMessage(message: MirrorMessage): void;
}

/** The store, as far as the sender needs it. */
export interface MirrorSource {
  getState(): ClientState;
  track(): ChangeTracker;
}

export interface MirrorSender {
  /** Call after a dispatch: sends at once if nothing went this turn, else at the turn's end. */
  notify(): void;
  /** A task began (an incoming message): its first change goes at once. */
  newTurn(): void;
  /** Send what changed now (tests, shutdown). */
  flush(): void;
  /** Stop collecting changes (the sender is not used again). */
  dispose(): void;
}

export interface MirrorSenderOptions {
  /** Runs the end of a turn (tests); queueMicrotask. */
  queue?: ((fn: () => void) => void) | undefined;
  /**
   * Parts of the first snapshot already sent (early-snapshot.ts). Create the sender before the
   * store could write in place a map sent early (before the restore's dispatch): its first
   * snapshot then reads what changed in such a table from the changes since (snapshot-parts.ts).
   */
  early?: EarlyParts | null | undefined;
}

export function createMirrorSender(port: PatchPort, source: MirrorSource, opts: MirrorSenderOptions = {}): MirrorSender {
  const queue = opts.queue ?? queueMicrotask;
  /** Until the first snapshot: then dropped (its parts hold the entries as they were sent). */
  let early = opts.early ?? null;
  const tracker = source.track();
  let last: ClientState | null = null;
  let seq = 0;
  /** A message went this turn: later changes wait for the turn's end. */
  let sentThisTurn = false;
  /** The turn's end is queued: it sends every change since. */
  let queued = false;

  const flush = () => {
    const state = source.getState();
    const changes = tracker.take();
    if (last === null) {
      const after = early ? splitAfterEarly(state, early, undefined, changes) : null;
      // The early parts' seq when they fit the state, else the next one (the mirror drops them).
      if (early) seq = after ? early.seq - 1 : early.seq;
      early = null;
      const { head, parts } = after ?? splitSnapshot(state);
      port.postMessage({ type: 'snapshot', seq: ++seq, state: head, parts: parts.length });
      for (const part of parts) port.postMessage({ type: 'snapshot-part', seq, ...part });
    } else {
      if (state === last) return;
      const patches = entityPatches(state, changes) ?? diffChanges(last, state, changes);
      if (patches.length > 0) port.postMessage({ type: 'patches', seq: ++seq, patches });
    }
    last = state;
  };

  const endTurn = () => {
    queued = false;
    sentThisTurn = false;
    flush();
  };

  return {
    notify() {
      if (queued) return;
      if (sentThisTurn) {
        queued = true;
        queue(endTurn);
        return;
      }
      sentThisTurn = true;
      flush();
    },
    newTurn() {
      sentThisTurn = false;
    },
    flush,
    dispose: () => tracker.stop(),
  };
}
