/**
 * A sliding-window rate limiter (our choice of numbers, see ./entry-limits.ts): at most `max`
 * events per key within `windowMs`. `wait(key)` says how long until the next event is
 * allowed (0: now); `take(key)` records the event when allowed and returns that wait.
 * In memory, per process; the clock is injected.
 *
 * Counting failures of a check that awaits (a password hash, a TOTP): `take` BEFORE the
 * check, synchronously, so parallel attempts cannot all pass a `wait` that none has counted
 * yet; then `release` the event when the check succeeded (only failures stay counted).
 */
export interface WindowLimiter {
  wait(key: string): number;
  /** Keys holding events (tests: aged-out keys are forgotten). */
  size(): number;
  hit(key: string): void;
  /** Records the event and returns 0, or returns the wait (ms) and records nothing. */
  take(key: string): number;
  /** Takes back the latest event of the key (an attempt taken before a check that succeeded). */
  release(key: string): void;
  reset(key: string): void;
}

export interface WindowRule {
  max: number;
  windowMs: number;
}

export function createWindowLimiter(rule: WindowRule, now: () => number): WindowLimiter {
  const events = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const cutoff = now() - rule.windowMs;
    const kept = (events.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };
  const wait = (key: string): number => {
    const kept = recent(key);
    if (kept.length < rule.max) return 0;
    const oldest = kept[kept.length - rule.max] ?? now();
    return Math.max(1, oldest + rule.windowMs - now());
  };
  // Keys seen once (a guessed username, an address) would stay forever: a sweep drops the
  // keys whose events have all aged out, once per window at most.
  let sweptAt = now();
  const sweep = (): void => {
    if (now() - sweptAt < rule.windowMs) return;
    sweptAt = now();
    for (const key of [...events.keys()]) recent(key);
  };
  const hit = (key: string): void => {
    sweep();
    events.set(key, [...recent(key), now()]);
  };
  return {
    wait,
    size: () => events.size,
    hit,
    take: (key) => {
      const w = wait(key);
      if (w === 0) hit(key);
      return w;
    },
    release: (key) => {
      const kept = recent(key).slice(0, -1);
      if (kept.length === 0) events.delete(key);
      else events.set(key, kept);
    },
    reset: (key) => {
      events.delete(key);
    },
  };
}
