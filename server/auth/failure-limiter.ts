/**
 * Login throttling (our choice; the spec shows no numbers): a sliding window of failures per
 * key. `blocked(key)` is true once `max` failures happened within `windowMs`. The clock is
 * injected so tests are deterministic.
 */
export interface FailureLimiter {
  blocked(key: string): boolean;
  fail(key: string): void;
  reset(key: string): void;
}

export interface FailureLimiterOptions {
  max: number;
  windowMs: number;
  now: () => number;
}

export function createFailureLimiter({ max, windowMs, now }: FailureLimiterOptions): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    blocked: (key) => recent(key).length >= max,
    fail: (key) => {
      failures.set(key, [...recent(key), now()]);
    },
    reset: (key) => {
      failures.delete(key);
    },
  };
}
