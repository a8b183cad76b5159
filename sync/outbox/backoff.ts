/**
 * Retry delays (DESIGN.md rule 3: "Network errors and 5xx retry with backoff and jitter").
 * Ours to choose: exponential from 1 s, capped at 5 min, full jitter (a uniform delay between
 * 0 and the exponential step), so many clients coming back online do not retry in step.
 *
 * A server that did not answer at all (a network error while the browser says it is online)
 * is tried again within `unreachableMaxMs`, whatever the attempts: the next try is how the app
 * learns that it is back (issue 17, property 4: "backoff applies to a server that answers with
 * errors, not to one that was unreachable and is now answering"). With the browser offline no
 * try is made; a server answering 5xx or 429 keeps the exponential backoff above.
 */
export const Backoff = { baseMs: 1000, maxMs: 5 * 60 * 1000, unreachableMaxMs: 1000 } as const;

/** Delay before retry number `attempt` (1 for the first retry); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = Math.min(Backoff.maxMs, Backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * step);
}

/** Delay before trying a server that did not answer again (full jitter, capped at `unreachableMaxMs`). */
export function unreachableDelay(attempt: number, random: () => number): number {
  const step = Math.min(Backoff.unreachableMaxMs, Backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * step);
}
