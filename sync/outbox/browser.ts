/**
 * Production edges of the outbox for the worker and the service worker: the Web Lock, the
 * BroadcastChannel, Background Sync registration, and a replayer wired to them.
 */
import type { Transport } from '../transport/types';
import { createReplayer } from './replayer';
import type { Replayer } from './replayer';
import type { ReplayStore } from './replay-pass';
import type { SwReply, SwRequest } from './sw-messages';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG } from './types';
import type { OutboxEvent } from './types';

/** navigator.locks.request, waiting for the lock; without Web Locks, fn runs unguarded. */
export async function webLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks === undefined) return fn();
  return await locks.request(name, () => fn());
}

/** Posts outbox events on OUTBOX_CHANNEL (other contexts, and other channel objects here). */
export function createOutboxBroadcaster(): { notify: (event: OutboxEvent) => void; close: () => void } {
  if (typeof BroadcastChannel === 'undefined') return { notify: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  return { notify: (event) => channel.postMessage(event), close: () => channel.close() };
}

/** Listens to outbox events from every replayer; answers the unsubscribe function. */
export function listenToOutbox(onEvent: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => onEvent(message.data);
  return () => channel.close();
}

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * DESIGN.md rule 4: asks for a Background Sync `sync` event on OUTBOX_SYNC_TAG, so the
 * service worker replays when connectivity returns even with no tab open. Answers false
 * where the API (or a service worker) is missing: the tab's own replayer and the service
 * worker's start-up replay cover those browsers.
 */
export async function requestOutboxSync(): Promise<boolean> {
  const container = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  if (container === undefined) return false;
  try {
    const registration = (await container.ready) as ServiceWorkerRegistration & SyncCapableRegistration;
    if (registration.sync === undefined) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a message to the active service worker and waits for its reply on a MessageChannel
 * (the 'replay-outbox' fallback of DESIGN.md rule 4; 'clear-user-caches' after logout). Null
 * when there is no service worker or it did not answer within timeoutMs. The time limit
 * covers waiting for a registration too: `ready` never settles where none was registered.
 */
export async function sendToServiceWorker(request: SwRequest, timeoutMs = 30_000): Promise<SwReply | null> {
  const container = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  if (container === undefined) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let done = false;
    const timer = globalThis.setTimeout(() => finish(null), timeoutMs);
    function finish(reply: SwReply | null): void {
      if (done) return;
      done = true;
      globalThis.clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    }
    channel.port1.onmessage = (event: MessageEvent<SwReply>) => finish(event.data);
    const post = (worker: ServiceWorker | null): void => {
      if (done) return;
      if (worker === null) return finish(null);
      worker.postMessage(request, [channel.port2]);
    };
    if (container.controller !== null) post(container.controller);
    else container.ready.then((registration) => post(registration.active), () => finish(null));
  });
}

export interface BrowserReplayerOptions {
  store: ReplayStore;
  transport: Transport;
  /** The viewer of the transport's session: only their records are sent. */
  viewerId: () => string | null;
  notify?: (event: OutboxEvent) => void;
  onError?: (err: unknown) => void;
}

/** A replayer with the real clock, Math.random, the Web Lock and navigator.onLine. */
export function createBrowserReplayer(options: BrowserReplayerOptions): Replayer {
  return createReplayer({
    store: options.store,
    transport: options.transport,
    viewerId: options.viewerId,
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    },
    random: Math.random,
    withLock: webLock,
    isOnline: () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true,
    notify: options.notify ?? createOutboxBroadcaster().notify,
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });
}
