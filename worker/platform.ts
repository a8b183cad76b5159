/**
 * Side effects the worker core uses, injected (DESIGN.md: clock, fetch, storage and randomness
 * at the edges), so the core runs deterministically in tests.
 */
export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** requestIdleCallback where present; else a setTimeout 0 (see persistence/write-scheduler). */
export type RequestIdle = (fn: () => void, opts: { timeout: number }) => void;

export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (m, d) => console.info(`[worker] ${m}`, d ?? ''),
  warn: (m, d) => console.warn(`[worker] ${m}`, d ?? ''),
  error: (m, d) => console.error(`[worker] ${m}`, d ?? ''),
};

export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}
