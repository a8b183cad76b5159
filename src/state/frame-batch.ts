/**
 * Notifications coalesced to one per animation frame (issue 17, benchmark 7). The worker's
 * mirror messages come far more often than frames while the outbox is sent (hundreds a
 * second); notifying React on each ran every selector of the screen and rendered once per
 * message, on the main thread the worker and the network share on a 2-core phone. Here a
 * message only asks for a flush; the listeners run once, at the next frame, and read the
 * state of then (the last one: nothing is lost, only intermediate states are skipped).
 *
 * An urgent notification (the page's own tap, shown by a prediction; a snapshot replacing
 * the state) runs the listeners at once, so the tap paints in the very next frame as before,
 * and takes the flush already asked for with it.
 */
import { createListeners } from './listeners';

/** Runs `run` once, at the next frame (or later); returns a function that cancels it. */
export type FrameScheduler = (run: () => void) => () => void;

export interface FrameBatch {
  /** `listener` runs at most once per frame after changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A change: the listeners run at the next frame, or at once when `urgent`. */
  notify(urgent: boolean): void;
  /** Stops a flush asked for and forgets the listeners. */
  close(): void;
}

/**
 * The browser's frame: requestAnimationFrame, with a timer as well, because a hidden tab gets
 * no frames and the listeners (the outbox's replay request among them) must still run.
 * Without requestAnimationFrame (tests in Node), the timer alone.
 */
export function browserFrameScheduler(fallbackMs = 100): FrameScheduler {
  return (run) => {
    const fire = () => {
      cancel();
      run();
    };
    const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fire) : null;
    const timer = setTimeout(fire, raf === null ? 0 : fallbackMs);
    function cancel() {
      if (raf !== null) cancelAnimationFrame(raf);
      clearTimeout(timer);
    }
    return cancel;
  };
}

export function createFrameBatch(schedule: FrameScheduler): FrameBatch {
  const listeners = createListeners<void>();
  /** Cancels the flush asked for; null when none is. */
  let pending: (() => void) | null = null;

  const flush = () => {
    pending = null;
    listeners.call();
  };

  return {
    subscribe: (listener) => listeners.subscribe(listener),
    notify(urgent) {
      if (urgent) {
        pending?.();
        flush();
      } else {
        pending ??= schedule(flush);
      }
    },
    close() {
      pending?.();
      pending = null;
      listeners.clear();
    },
  };
}
