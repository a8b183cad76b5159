import type { WindowRule } from '../auth/rate-limit';
import { createWindowLimiter } from '../auth/rate-limit';
import { createAfterCommit } from '../http/after-commit';
import type { PushEvent } from './push-payload';

/**
 * The one hook between actions and push (issue 14). A route's change calls `publish` inside
 * its transaction; `afterCommit` (wrapped around every idempotent mutation by
 * http/idempotency.ts) hands what was published to the sender only once the change has
 * committed, and drops it when the change throws. Sending is asynchronous and never blocks or
 * fails the action. Per person, at most `rate` pushes (ours: 30 a minute); past that, events
 * are dropped.
 */
export interface PushNotifier {
  publish(event: PushEvent): void;
  afterCommit<T>(fn: () => T): T;
  /** Resolves when every send started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops sending (the server closes); waits for sends in flight. */
  close(): Promise<void>;
}

export const PUSH_RATE: WindowRule = { max: 30, windowMs: 60_000 };

export function createPushNotifier(
  send: (event: PushEvent) => Promise<void>,
  now: () => number,
  rate: WindowRule = PUSH_RATE,
): PushNotifier {
  let closed = false;
  const inFlight = new Set<Promise<void>>();
  const limiter = createWindowLimiter(rate, now);

  const dispatch = (events: readonly PushEvent[]) => {
    for (const event of events) {
      if (closed || limiter.take(String(event.to)) !== 0) continue;
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (closed ? undefined : send(event)))
        .catch(() => undefined)
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  };

  const commits = createAfterCommit<PushEvent>(dispatch);

  return {
    publish(event) {
      if (!commits.add(event)) dispatch([event]);
    },
    afterCommit: (fn) => commits.run(fn),
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
