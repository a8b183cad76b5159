/**
 * Outbox replay from the service worker (DESIGN.md rule 4), triggered by ./background-sync.ts
 * and by a {type:'replay-outbox'} message (./messages.ts). It runs the same replayer as the
 * tabs, under the same Web Lock, with the session the worker last wrote to the outbox, and
 * sends only the records of that session's viewer (SessionConfig.viewerId): after a logout the
 * worker writes a session with viewerId null, and nothing is sent until someone logs in; the
 * records of another viewer wait, untouched, for theirs.
 */
import { createOutboxBroadcaster, webLock } from '../sync/outbox/browser';
import { createReplayer } from '../sync/outbox/replayer';
import type { ReplayClock } from '../sync/outbox/replayer';
import { openOutboxStore } from '../sync/outbox/store';
import type { OutboxDb } from '../sync/outbox/store';
import type { OutboxEvent } from '../sync/outbox/types';
import { isOwnedBy } from '../sync/outbox/viewer';
import { createBatchingTransport } from '../sync/transport/batch';
import { createTransport } from '../sync/transport/transport';
import type { SessionConfig, TransportDeps } from '../sync/transport/types';
import type { MutationRecord } from '../sync/mutations/types';

/** The Workbox Queue's name (./background-sync.ts); Workbox derives OUTBOX_SYNC_TAG from it. */
export const OUTBOX_QUEUE_NAME = 'outbox';

export interface SwReplayDeps {
  openStore: () => Promise<OutboxDb>;
  fetch: typeof fetch;
  origin: string;
  clock: ReplayClock;
  random: () => number;
  withLock: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  isOnline: () => boolean;
  notify: (event: OutboxEvent) => void;
}

export interface SwReplayReport {
  /**
   * False when no session was ever written (nobody logged in on this device yet), or the
   * stored one has no viewer (logged out, or written before sessions carried one).
   */
  ran: boolean;
  /**
   * Records the session's viewer still waits on (pending or sending) after the pass: a
   * Background Sync is retried while it is above 0. With no session at all, every waiting
   * record; with a session of no viewer, 0 (nothing here could send them before a login).
   */
  pending: number;
}

export async function replayFromServiceWorker(deps: SwReplayDeps): Promise<SwReplayReport> {
  const store = await deps.openStore();
  try {
    const saved = await store.readSession();
    if (saved === undefined) return { ran: false, pending: await countWaiting(store, () => true) };
    // A session written before sessions carried a viewer has none: treated as logged out.
    const viewerId = (saved as Partial<SessionConfig>).viewerId ?? null;
    if (viewerId === null) return { ran: false, pending: 0 };
    let session: SessionConfig = { ...saved, viewerId };
    let learned: Partial<SessionConfig> = {};
    const transportDeps: TransportDeps = {
      fetch: deps.fetch,
      origin: deps.origin,
      getSession: () => session,
      onSessionUpdate: (patch) => {
        session = { ...session, ...patch };
        learned = { ...learned, ...patch };
      },
      // A checkpoint cannot be shown from here; the record fails and the tab tells the user.
      onRedirect: () => undefined,
      setTimeout: (fn, ms) => deps.clock.setTimeout(fn, ms),
      clearTimeout: (handle) => deps.clock.clearTimeout(handle),
    };
    // The mutations of one task leave as one request, as the worker's (issue 17, bench 7).
    const transport = createBatchingTransport(createTransport(transportDeps), transportDeps);
    const replayer = createReplayer({ ...deps, store, transport, viewerId: () => viewerId });
    try {
      await replayer.kick({ ignoreBackoff: true });
    } finally {
      replayer.dispose();
    }
    if (Object.keys(learned).length > 0) {
      // Merge into what is stored now: the worker may have written a newer session meanwhile,
      // and what this viewer's answers taught is not for another viewer's (or no viewer's).
      const current = (await store.readSession()) ?? session;
      if ((current as Partial<SessionConfig>).viewerId === viewerId) await store.writeSession({ ...current, ...learned });
    }
    return { ran: true, pending: await countWaiting(store, (r) => isOwnedBy(r, viewerId)) };
  } finally {
    store.close();
  }
}

async function countWaiting(store: OutboxDb, counts: (r: MutationRecord) => boolean): Promise<number> {
  return (await store.list()).filter((r) => (r.state === 'pending' || r.state === 'sending') && counts(r)).length;
}

export function serviceWorkerReplayDeps(scope: ServiceWorkerGlobalScope): SwReplayDeps {
  return {
    openStore: () => openOutboxStore(),
    fetch: (input, init) => scope.fetch(input, init),
    origin: scope.location.origin,
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => scope.setTimeout(fn, ms),
      clearTimeout: (handle) => scope.clearTimeout(handle as number),
    },
    random: Math.random,
    withLock: webLock,
    isOnline: () => scope.navigator.onLine,
    notify: createOutboxBroadcaster().notify,
  };
}
