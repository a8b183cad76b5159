/**
 * Fakes for the direct socket's tests (not shipped code): a Web Locks manager shared by several
 * "tabs" (agents) whose death releases what they hold, as the browser does when a tab's worker
 * ends; BroadcastChannels between agents; a WebSocket the test drives. Same idea as
 * sync/outbox/test-kit.ts's createFakeLock, with abort and death.
 */
import type { WireDirectServerMessage } from '../../../sync/api/direct-wire';
import type { ElectionLocks } from './election';
import type { ChannelPort, SocketLike } from './socket-engine';

interface Waiter {
  agent: string;
  fn: () => Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface FakeLockManager {
  /** The ElectionLocks of one agent (a tab's worker). */
  forAgent(agent: string): ElectionLocks;
  /** The agent's context ended: the lock it holds is released and its queued requests go. */
  kill(agent: string): void;
  holder(): string | null;
  waiting(): number;
}

export function createFakeLockManager(): FakeLockManager {
  let held: { agent: string; token: object } | null = null;
  const queue: Waiter[] = [];
  const grantNext = (): void => {
    if (held !== null) return;
    const next = queue.shift();
    if (next === undefined) return;
    const token = {};
    held = { agent: next.agent, token };
    const done = (): void => {
      if (held?.token !== token) return;
      held = null;
      grantNext();
    };
    next.fn().then(() => {
      done();
      next.resolve();
    }, (err: unknown) => {
      done();
      next.reject(err);
    });
  };
  return {
    forAgent: (agent) => ({
      request(_name, options, fn) {
        return new Promise<void>((resolve, reject) => {
          const abortError = (): Error => Object.assign(new Error('aborted'), { name: 'AbortError' });
          if (options.signal?.aborted) return reject(abortError());
          const waiter: Waiter = { agent, fn, resolve, reject };
          queue.push(waiter);
          options.signal?.addEventListener('abort', () => {
            const i = queue.indexOf(waiter);
            if (i >= 0) {
              queue.splice(i, 1);
              reject(abortError());
            }
          });
          grantNext();
        });
      },
    }),
    kill(agent) {
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.agent === agent) queue.splice(i, 1);
      if (held?.agent === agent) {
        held = null;
        grantNext();
      }
    },
    holder: () => held?.agent ?? null,
    waiting: () => queue.length,
  };
}

/** BroadcastChannels of one name between agents: a post reaches every other open port (async, like the real one). */
export function createFakeChannelHub(): { port(agent: string): ChannelPort; flush(): Promise<void> } {
  const ports = new Set<{ agent: string; listener: ((data: unknown) => void) | null; closed: boolean }>();
  let pending: Promise<void> = Promise.resolve();
  return {
    port(agent) {
      const me = { agent, listener: null as ((data: unknown) => void) | null, closed: false };
      ports.add(me);
      return {
        postMessage(data) {
          const copy: unknown = structuredClone(data);
          pending = pending.then(() => {
            for (const p of ports) if (p !== me && !p.closed) p.listener?.(copy);
          });
        },
        onMessage(listener) {
          me.listener = listener;
        },
        close() {
          me.closed = true;
          ports.delete(me);
        },
      };
    },
    async flush() {
      for (let i = 0; i < 5; i++) await pending;
    },
  };
}

export interface FakeSocket extends SocketLike {
  url: string;
  sent: unknown[];
  closedWith: number | null;
  /** The server side: open, push a frame, close. */
  serverOpen(): void;
  serverSend(message: WireDirectServerMessage): void;
  serverClose(code: number): void;
}

/** A WebSocket factory whose sockets the test drives; `sockets` in creation order. */
export function createFakeSockets(): { create: (url: string) => SocketLike; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create(url) {
      const s: FakeSocket = {
        url,
        sent: [],
        closedWith: null,
        onopen: null,
        onmessage: null,
        onclose: null,
        send(data) {
          s.sent.push(JSON.parse(data) as unknown);
        },
        close(code) {
          if (s.closedWith !== null) return;
          s.closedWith = code ?? 1000;
          s.onclose?.({ code: s.closedWith });
        },
        serverOpen: () => s.onopen?.(),
        serverSend: (message) => s.onmessage?.({ data: JSON.stringify(message) }),
        serverClose(code) {
          if (s.closedWith !== null) return;
          s.closedWith = code;
          s.onclose?.({ code });
        },
      };
      sockets.push(s);
      return s;
    },
  };
}
