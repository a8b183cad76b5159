/**
 * Notifications coalesced to one per animation frame (issue 17, benchmark 7). The worker's
 * mirror messages come far more often than frames while the outbox is sent (hundreds a
 * second); notifying React on each ran every selector of the screen and rendered once per
 * message, on the main thread the worker and the network share on a 2-core phone. Here a
 * message only asks for a flush; the listeners run once, at the next frame, and read the
 * state of then (the last one: nothing is lost, only intermediate states are skipped).
 *
 * A stream (changes asked for again right after each flush, frame after frame: the outbox
 * replaying a thousand records) is paced further: after `STREAM_FRAMES` such frames the
 * listeners run at most once every `STREAM_GAP_MS`, until the stream stops; the first change
 * after a pause is shown at the next frame again. So a burst the person cannot read frame by
 * frame (pending marks going, counts moving) costs the page ten renders a second, not sixty.
 *
 * An urgent notification (the page's own tap, shown by a prediction; a snapshot replacing
 * the state) runs the listeners at once, so the tap paints in the very next frame as before,
 * and takes the flush already asked for with it.
 */
import { createListeners } from './listeners';

/** Runs `run` once, at the next frame (or later) after `afterMs` (none: the next frame); returns a function that cancels it. */
export type FrameScheduler = (run: () => void, afterMs?: number) => () => void;

/** Our choice: a change asked for within this many ms of the last flush continues a stream (two frames). */
export const STREAM_NEXT_MS = 34;
/** Our choice: a stream is paced once it has filled this many frames in a row (≈ 0.1 s). */
export const STREAM_FRAMES = 6;
/** Our choice: a paced stream is shown ten times a second. */
export const STREAM_GAP_MS = 100;

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
  return (run, afterMs = 0) => {
    let raf: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let wait: ReturnType<typeof setTimeout> | null = null;
    const fire = () => {
      cancel();
      run();
    };
    const arm = () => {
      wait = null;
      raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fire) : null;
      timer = setTimeout(fire, raf === null ? 0 : fallbackMs);
    };
    if (afterMs > 0) wait = setTimeout(arm, afterMs);
    else arm();
    function cancel() {
      if (raf !== null) cancelAnimationFrame(raf);
      if (timer !== null) clearTimeout(timer);
      if (wait !== null) clearTimeout(wait);
    }
    return cancel;
  };
}

/** `now`: the clock the stream's pace is read on (performance.now in the browser). */
export function createFrameBatch(schedule: FrameScheduler, now: () => number = () => performance.now()): FrameBatch {
  const listeners = createListeners<void>();
  /** Cancels the flush asked for; null when none is. */
  let pending: (() => void) | null = null;
  let lastFlush = Number.NEGATIVE_INFINITY;
  /** Flushes in a row each followed at once by another change (a stream). */
  let streak = 0;

  const flush = () => {
    pending = null;
    lastFlush = now();
    listeners.call();
  };

  return {
    subscribe: (listener) => listeners.subscribe(listener),
    notify(urgent) {
      if (urgent) {
        pending?.();
        flush();
        return;
      }
      if (pending) return;
      const at = now();
      streak = at - lastFlush <= STREAM_NEXT_MS ? streak + 1 : 0;
      pending = schedule(flush, streak >= STREAM_FRAMES ? Math.max(0, lastFlush + STREAM_GAP_MS - at) : 0);
    },
    close() {
      pending?.();
      pending = null;
      listeners.clear();
    },
  };
}
