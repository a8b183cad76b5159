/**
 * The outbox replayer (DESIGN.md rule 3): one pass at a time across tabs and the service
 * worker, under the Web Lock REPLAY_LOCK_NAME; the pass itself is ./replay-pass.ts.
 *
 *            kick                    lock granted
 *   idle ───────────▶ acquiring-lock ─────────────▶ sending ◀─┐ kicked while sending:
 *    ▲                      ▲                        │   │    │ one more pass, same lock
 *    │                      │ kick or timer fires    │   └────┘
 *    │                 backing-off ◀─────────────────┤ a record is due later (timer set)
 *    │   (serverAnswered: a kick with `reachable`, ending the waits of an unreachable server)
 *    └───────────────────────────────────────────────┘ nothing waits on time
 *   any state ── dispose ──▶ stopped (the record in hand is finished; nothing else starts)
 */
import type { Transport } from '../transport/types';
import { runReplayPass } from './replay-pass';
import type { PassDeps, PassOutcome, ReplayStore } from './replay-pass';
import type { OutboxEvent } from './types';

export const REPLAY_LOCK_NAME = 'lumen-outbox-replay';

export type ReplayerState = 'idle' | 'acquiring-lock' | 'sending' | 'backing-off' | 'stopped';

/** Its functions are called detached, so globals can be passed as they are. */
export interface ReplayClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReplayerDeps {
  store: ReplayStore;
  transport: Transport;
  /**
   * The viewer of the session `transport` sends with, read at each pass and before each send:
   * only that viewer's records are sent (./viewer.ts); null (logged out) sends nothing.
   */
  viewerId: () => string | null;
  clock: ReplayClock;
  /** In [0, 1): the backoff jitter. */
  random: () => number;
  /** Runs fn while holding the named lock, waiting for it (navigator.locks.request). */
  withLock: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  isOnline: () => boolean;
  /** Announces changes (a BroadcastChannel on OUTBOX_CHANNEL in production). */
  notify: (event: OutboxEvent) => void;
  onError?: (err: unknown) => void;
}

export interface KickOptions {
  /** Send records now even if their backoff has not run out ("retry now"). */
  ignoreBackoff?: boolean;
  /**
   * The server is reachable again (an online event, or an answer to any request): records that
   * waited only because it did not answer are sent now; an error's backoff is kept.
   */
  reachable?: boolean;
}

export interface Replayer {
  readonly state: ReplayerState;
  /** Starts a pass unless one runs (then one more follows). Resolves once settled again. */
  kick(options?: KickOptions): Promise<void>;
  /** Resolves when the replayer is idle, backing off or stopped. */
  whenSettled(): Promise<void>;
  /**
   * An answer to any request of the app arrived (transport onAnswer, its HTTP status): while
   * backing off, a pass starts at once for the records that waited on an unreachable server
   * (issue 17). A 5xx or 429 is a server answering with errors: its backoff holds.
   */
  serverAnswered(status: number): void;
  /** Stops: clears the timer; a pass in progress finishes its current record only. */
  dispose(): void;
}

type PassFlags = Required<KickOptions>;

type ReplayerEvent =
  | { type: 'kicked'; flags: PassFlags }
  | { type: 'lock-acquired' }
  | { type: 'pass-finished'; retryAt: number | null }
  | { type: 'timer-fired' }
  | { type: 'disposed' };

const SETTLED: ReadonlySet<ReplayerState> = new Set(['idle', 'backing-off', 'stopped']);

export function createReplayer(deps: ReplayerDeps): Replayer {
  const { now, setTimeout: setTimer, clearTimeout: clearTimer } = deps.clock;
  let state: ReplayerState = 'idle';
  let nextPass: PassFlags = { ignoreBackoff: false, reachable: false };
  const merge = (a: PassFlags, b: PassFlags): PassFlags => ({ ignoreBackoff: a.ignoreBackoff || b.ignoreBackoff, reachable: a.reachable || b.reachable });
  let passRequested = false;
  let timer: unknown = null;
  let waiters: (() => void)[] = [];

  const passDeps: PassDeps = {
    store: deps.store,
    transport: deps.transport,
    viewerId: () => deps.viewerId(),
    now: () => now(),
    random: deps.random,
    isOnline: deps.isOnline,
    notify: deps.notify,
    isStopped: () => state === 'stopped',
  };

  function enter(next: ReplayerState): void {
    state = next;
    if (!SETTLED.has(next)) return;
    const settled = waiters;
    waiters = [];
    settled.forEach((resolve) => resolve());
  }

  function cancelTimer(): void {
    if (timer === null) return;
    clearTimer(timer);
    timer = null;
  }

  function startAcquiring(flags: PassFlags): void {
    cancelTimer();
    nextPass = flags;
    enter('acquiring-lock');
    void holdLockAndReplay();
  }

  function dispatch(event: ReplayerEvent): void {
    if (event.type === 'disposed') {
      cancelTimer();
      enter('stopped');
      return;
    }
    switch (state) {
      case 'idle':
      case 'backing-off':
        if (event.type === 'kicked') startAcquiring(event.flags);
        else if (event.type === 'timer-fired') startAcquiring({ ignoreBackoff: false, reachable: false });
        break;
      case 'acquiring-lock':
        if (event.type === 'kicked') nextPass = merge(nextPass, event.flags);
        else if (event.type === 'lock-acquired') enter('sending');
        break;
      case 'sending':
        if (event.type === 'kicked') {
          passRequested = true;
          nextPass = merge(nextPass, event.flags);
        } else if (event.type === 'pass-finished') {
          if (passRequested) break; // stay 'sending': the lock holder runs another pass
          if (event.retryAt === null) enter('idle');
          else scheduleRetry(event.retryAt);
        }
        break;
      case 'stopped':
        break;
    }
  }

  function scheduleRetry(at: number): void {
    enter('backing-off');
    timer = setTimer(() => {
      timer = null;
      dispatch({ type: 'timer-fired' });
    }, Math.max(0, at - now()));
  }

  async function holdLockAndReplay(): Promise<void> {
    try {
      await deps.withLock(REPLAY_LOCK_NAME, async () => {
        dispatch({ type: 'lock-acquired' });
        while (state === 'sending') {
          const flags = nextPass;
          nextPass = { ignoreBackoff: false, reachable: false };
          passRequested = false;
          dispatch({ type: 'pass-finished', retryAt: (await safePass(flags)).retryAt });
        }
      });
    } catch (err) {
      deps.onError?.(err);
      if (state === 'acquiring-lock' || state === 'sending') enter('idle');
    }
  }

  async function safePass(flags: PassFlags): Promise<PassOutcome> {
    try {
      return await runReplayPass(passDeps, flags);
    } catch (err) {
      // Storage failed mid-pass: report, and leave the rest to the next kick. A record left
      // 'sending' is reset by the next pass; the server's idempotency makes a resend safe.
      deps.onError?.(err);
      return { retryAt: null };
    }
  }

  function whenSettled(): Promise<void> {
    if (SETTLED.has(state)) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  return {
    get state() {
      return state;
    },
    kick(options = {}) {
      dispatch({ type: 'kicked', flags: { ignoreBackoff: options.ignoreBackoff ?? false, reachable: options.reachable ?? false } });
      return whenSettled();
    },
    whenSettled,
    serverAnswered(status) {
      if (state === 'backing-off' && status < 500 && status !== 429) dispatch({ type: 'kicked', flags: { ignoreBackoff: false, reachable: true } });
    },
    dispose() {
      dispatch({ type: 'disposed' });
    },
  };
}
