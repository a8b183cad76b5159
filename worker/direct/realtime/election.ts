/**
 * One socket for all tabs (issue 13): the worker that holds the Web Lock DIRECT_SOCKET_LOCK
 * holds the socket; the others wait in the lock's queue and hear the holder through the
 * BroadcastChannel (relay.ts). The browser releases a lock when its holder's context dies (the
 * tab closed, its worker ended), so the next waiting worker is granted it at once and opens its
 * own socket, resuming after its seqId.
 *
 *   idle ──start──▶ waiting (a lock request queued) ──granted──▶ leader ──stop──▶ idle
 *                      └──stop (request aborted)──▶ idle
 *
 * Without Web Locks (an old browser) every worker is its own leader: one socket per tab.
 */

export const DIRECT_SOCKET_LOCK = 'lumen-direct-socket';

/** navigator.locks as the election uses it (the LockManager overload with options). */
export interface ElectionLocks {
  request(name: string, options: { signal?: AbortSignal }, fn: () => Promise<void>): Promise<void>;
}

export interface ElectionDeps {
  locks: ElectionLocks | null;
  /** This worker holds the lock: open the socket. */
  onLeader(): void;
  /** This worker gave the lock up (stop): close the socket. */
  onResign(): void;
  onError?(err: unknown): void;
}

export interface Election {
  /** Queue for the lock (no-op while waiting or leading). */
  start(): void;
  /** Leave the queue, or give the lock up. */
  stop(): void;
  isLeader(): boolean;
}

export function createElection(deps: ElectionDeps): Election {
  let phase: 'idle' | 'waiting' | 'leader' = 'idle';
  let abort: AbortController | null = null;
  let release: (() => void) | null = null;

  return {
    start() {
      if (phase !== 'idle') return;
      if (deps.locks === null) {
        phase = 'leader';
        deps.onLeader();
        return;
      }
      phase = 'waiting';
      const controller = new AbortController();
      abort = controller;
      deps.locks
        .request(DIRECT_SOCKET_LOCK, { signal: controller.signal }, () => {
          // Granted after a stop (the abort lost the race): give it back at once.
          if (controller.signal.aborted) return Promise.resolve();
          phase = 'leader';
          abort = null;
          return new Promise<void>((resolve) => {
            release = resolve;
            deps.onLeader();
          });
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) deps.onError?.(err);
        });
    },
    stop() {
      if (phase === 'waiting') abort?.abort();
      abort = null;
      const wasLeader = phase === 'leader';
      phase = 'idle';
      if (wasLeader) {
        const r = release;
        release = null;
        deps.onResign();
        r?.();
      }
    },
    isLeader: () => phase === 'leader',
  };
}
