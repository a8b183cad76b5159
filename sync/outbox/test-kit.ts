/** Fakes for tests of the outbox and its replayer (not shipped code). */
import { createMutation } from '../mutations/mutation';
import type { MutationArgsMap, MutationName } from '../mutations/types';
import type { MutationRecordOf } from '../mutations/definitions';
import { openOutboxStore } from './store';
import type { OutboxDb } from './store';
import type { ReplayClock } from './replayer';

export interface FakeClock extends ReplayClock {
  /** Moves time on and runs the timers that came due, in time order. */
  advance(ms: number): void;
  pendingTimers(): number;
}

export function createFakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  let timers: { id: number; at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ id, at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        timers = timers.filter((t) => t !== due);
        now = Math.max(now, due.at);
        due.fn();
      }
      now = until;
    },
    pendingTimers: () => timers.length,
  };
}

/** An in-process stand-in for navigator.locks.request: one holder at a time, FIFO. */
export function createFakeLock(): { withLock: <T>(name: string, fn: () => Promise<T>) => Promise<T>; grants: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const lock = {
    grants: 0,
    withLock<T>(_name: string, fn: () => Promise<T>): Promise<T> {
      const run = tail.then(() => {
        lock.grants += 1;
        return fn();
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return lock;
}

let dbCounter = 0;
/** A fresh outbox database (fake-indexeddb, loaded by tests/setup-unit.ts). */
export function openTestStore(): Promise<OutboxDb> {
  dbCounter += 1;
  return openOutboxStore({ name: `outbox-test-${dbCounter}-${Math.random().toString(36).slice(2)}` });
}

/** The viewer of test records unless a test says otherwise. */
export const TEST_VIEWER = 'v1';

let idCounter = 0;
/** A record made at `now` by `viewerId`, with ids m1, m2, ... */
export function record<N extends MutationName>(name: N, args: MutationArgsMap[N], now = 1_000_000, viewerId = TEST_VIEWER): MutationRecordOf<N> {
  idCounter += 1;
  return createMutation(name, args, { now: () => now, uuid: () => `m${idCounter}`, viewerId });
}
