/** An engine over fake-indexeddb, a manual clock and a scripted fetch, for the engine tests. */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { ApiPath } from '../../sync/api/paths';
import { openOutboxStore } from '../../sync/outbox/store';
import { answerBatch } from '../../sync/transport/batch-test-kit';
import type { OutboxDb } from '../../sync/outbox/store';
import type { SessionConfig } from '../../sync/transport/types';
import { createEngine } from '../engine';
import type { Engine } from '../engine';
import { createManualClock } from './manual-clock';

export const ORIGIN = 'https://lumen.test';

export const SESSION: SessionConfig = {
  csrfToken: 'csrf1', rolloutHash: 'r1', appId: '936619743392459', wwwClaim: '0', mid: 'mid1', consentPending: false, hl: null, encryption: null, viewerId: null,
};

export type Handler = (req: { method: string; url: URL; body: string }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Shared storage for engines that stand for the same browser profile across reloads. */
export interface Profile {
  idb: IDBFactory;
  outboxName: string;
}

let profiles = 0;
export function newProfile(): Profile {
  profiles += 1;
  return { idb: new IDBFactory(), outboxName: `outbox-test-${profiles}-${Math.random()}` };
}

export interface HarnessOptions {
  /** A real BroadcastChannel (Node's), so engines over one profile hear each other. */
  broadcast?: boolean;
  wrapOutbox?: (db: OutboxDb) => OutboxDb;
  /** navigator.storage (persistent storage requests). */
  storage?: { persist: () => Promise<boolean> };
}

export function createHarness(profile: Profile, handler: Handler, opts: HarnessOptions = {}) {
  const clock = createManualClock();
  const calls: { method: string; path: string }[] = [];
  let n = 0;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
    // The outbox's batches (sync/transport/batch.ts): the handler sees each item as if it came alone.
    if (method === 'POST' && url.pathname === ApiPath.batch) {
      return answerBatch(body, (item) => {
        const itemUrl = new URL(item.path, ORIGIN);
        calls.push({ method: item.method, path: itemUrl.pathname });
        return handler({ method: item.method, url: itemUrl, body: item.body });
      });
    }
    calls.push({ method, path: url.pathname });
    return handler({ method, url, body });
  };
  /** What worker/main.ts gives onTaskStart: here the test says when a task starts. */
  let taskStart: () => void = () => undefined;
  const engine: Engine = createEngine({
    fetch: fetchImpl as typeof fetch,
    origin: ORIGIN,
    clock,
    idb: profile.idb,
    openOutbox: async (options) => (opts.wrapOutbox ?? ((db) => db))(await openOutboxStore({ ...options, name: profile.outboxName })),
    BroadcastChannel: opts.broadcast ? BroadcastChannel : null,
    locks: null,
    uuid: () => `uuid-${++n}`,
    random: () => 0.5,
    log,
    onTaskStart: (listener) => void (taskStart = listener),
    storage: opts.storage ?? null,
  });
  const channel = new MessageChannel();
  const start = async (viewerId: string | null = 'v1', online = true) => {
    engine.setOnline(online);
    await engine.init(SESSION, viewerId, channel.port1);
  };
  const posts = () => calls.filter((c) => c.method === 'POST');
  const outbox = () => openOutboxStore({ name: profile.outboxName });
  /** Once: a harness closed by its test is not closed again after it (closedAfterEach). */
  let closed: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closed ??= (async () => {
      await engine.dispose();
      channel.port1.close();
      channel.port2.close();
    })());
  return { engine, clock, calls, posts, log, start, outbox, close, port: channel.port2, senderPort: channel.port1, taskStarted: () => taskStart() };
}

export type Harness = ReturnType<typeof createHarness>;

/**
 * The harnesses of a test file, each closed after its test: `const keep = closedAfterEach();`
 * at the top, then `keep(createHarness(…))`.
 */
export function closedAfterEach(): (h: Harness) => Harness {
  const open: Harness[] = [];
  afterEach(async () => {
    for (const h of open.splice(0)) await h.close();
  });
  return (h) => {
    open.push(h);
    return h;
  };
}
