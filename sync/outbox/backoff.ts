/**
 * Retry delays (DESIGN.md rule 3: "Network errors and 5xx retry with backoff and jitter").
 * Ours to choose: exponential from 1 s, capped at 5 min, full jitter (a uniform delay between
 * 0 and the exponential step), so many clients coming back online do not retry in step.
 */
export const Backoff = { baseMs: 1000, maxMs: 5 * 60 * 1000 } as const;

/** Delay before retry number `attempt` (1 for the first retry); `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number): number {
  const step = Math.min(Backoff.maxMs, Backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * step);
}
