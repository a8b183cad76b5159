/**
 * When cache writes run (000 §9 / 001 §9: debounced 500 ms, at most 5 s apart, idle timeout
 * 2 s). A small state machine:
 *
 *   idle ──schedule──▶ waiting ──debounce or max wait──▶ queued-idle ──idle slot──▶ writing
 *     ▲                  │ schedule: re-arm the debounce,        │                     │
 *     │                  │ never past first request + max wait   │                     │
 *     └──────────────────┴───────────────────────────────────────┴──── done ◀──────────┘
 *
 * A schedule while writing starts a new wait; writes never overlap (they run in a chain).
 */
import { Limits } from '../../sync';
import type { Clock, RequestIdle, TimerHandle } from '../platform';

export interface WriteSchedulerDeps {
  clock: Clock;
  requestIdle?: RequestIdle | undefined;
  write(): Promise<void>;
  onError(error: unknown): void;
  debounceMs?: number;
  maxWaitMs?: number;
  idleTimeoutMs?: number;
}

export interface WriteScheduler {
  schedule(): void;
  /** Write now (skipping the wait); resolves when every write so far is done. */
  flush(): Promise<void>;
  cancel(): void;
  /** Resolves when the writes already started are done (starts none). */
  drained(): Promise<void>;
}

export function createWriteScheduler(deps: WriteSchedulerDeps): WriteScheduler {
  const debounce = deps.debounceMs ?? Limits.cacheWriteDebounceMs;
  const maxWait = deps.maxWaitMs ?? Limits.cacheWriteMaxWaitMs;
  const idleTimeout = deps.idleTimeoutMs ?? Limits.cacheWriteIdleTimeoutMs;
  const { clock } = deps;
  let firstAt: number | null = null;
  let timer: TimerHandle | null = null;
  let chain: Promise<void> = Promise.resolve();

  const run = (): Promise<void> => {
    chain = chain.then(deps.write).catch(deps.onError);
    return chain;
  };

  const fire = () => {
    timer = null;
    firstAt = null;
    const inIdle = () => void run();
    if (deps.requestIdle) deps.requestIdle(inIdle, { timeout: idleTimeout });
    else clock.setTimeout(inIdle, 0);
  };

  return {
    schedule() {
      const now = clock.now();
      firstAt ??= now;
      if (timer !== null) clock.clearTimeout(timer);
      const due = Math.min(now + debounce, firstAt + maxWait);
      timer = clock.setTimeout(fire, Math.max(0, due - now));
    },
    flush() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      firstAt = null;
      return run();
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      firstAt = null;
    },
    drained: () => chain,
  };
}
