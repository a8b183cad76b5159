/**
 * Starts the client on the main thread: reads the bootstrap, builds the session, starts the
 * worker (Comlink), hands it a MessagePort for the mirror's patches, forwards online/offline,
 * asks for outbox replays, and registers the service worker in production builds.
 *
 *   startClient() ─▶ worker.init(session, viewerId, port) ─▶ first snapshot ─▶ ClientHandle
 *                                                 └─▶ a first screen (a start from cache) ─▶ ClientHandle, the rest after the snapshot
 */
import * as Comlink from 'comlink';
import { BOOTSTRAP_GLOBAL } from '../../sync/api/bootstrap';
import type { WorkerApi } from '../../worker/api-types';
import type { ServiceWorkerLike } from './background-sync';
import { createReplayRequester } from './background-sync';
import type { KeyValueStorage } from './bootstrap';
import { readBootstrap } from './bootstrap';
import type { ClientHandle } from './client-context';
import { createMirror } from './mirror';
import { createWaitingWatch } from './waiting-watch';
import { buildSession } from './session-config';
import type { Bootstrap } from '../../sync/api/bootstrap';
import { pagePushEnv } from '../lib/push/page-push-env';
import { setupPushOnRegistration } from '../lib/push/push-client';
import { startPageTelemetry } from '../lib/analytics/page-telemetry';
import { cacheUrlsMessage, mediaImagesLoaded } from './warm-media-cache';
import { dropFirstScreens } from '../lib/first-screen/store';
import { wrapWorker } from './tap-batch';

export { ClientProvider, useBootstrap, useClient, useWorker } from './client-context';
export type { ClientHandle } from './client-context';
export { useSnapshot } from './use-snapshot';

/** The browser as startClient sees it (tests pass a fake). */
export interface ClientEnv {
  /** window._sharedData */
  bootstrap: unknown;
  cookie(): string;
  href: string;
  online(): boolean;
  storage: KeyValueStorage | null;
  createWorker(): Comlink.Endpoint & { terminate?: () => void };
  onConnectivity(listener: (online: boolean) => void): () => void;
  serviceWorker: ServiceWorkerLike | null;
  /** Register the service worker (production builds only). */
  registerServiceWorker(): void;
  /** navigator.storage.persist (DESIGN.md Persistence: ask for persistent storage). */
  persistStorage(): Promise<unknown>;
  onError(error: unknown): void;
  /** Added (issue 14): the page's logging (src/lib/analytics/page-telemetry.ts); absent in tests. */
  startTelemetry?: (worker: Comlink.Remote<WorkerApi>, bootstrap: Bootstrap | null) => Promise<void>;
  /** Added (issue 14): web push set up on service-worker registration, only if permission is already granted (000 §4). */
  setupPush?: () => Promise<unknown>;
  /**
   * Added (issue 17): drops the pages' first screens kept for the service worker
   * (src/lib/first-screen/store.ts): a tap stored since makes them a picture of the past, which a
   * new tab must not show; each page keeps its screen again once quiet. Absent in tests.
   */
  dropFirstScreens?: () => Promise<void>;
  /**
   * Calls `listener` when the page is hidden (tab switched, app sent to the background) or left
   * (reload, close): the cache's debounced write (001 §9) is then made at once, so that a page
   * opened again right after shows what was just seen. Absent in tests.
   */
  onHidden?: (listener: () => void) => () => void;
}

function browserEnv(): ClientEnv {
  const hasSw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && import.meta.env.PROD;
  return {
    bootstrap: (window as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL],
    cookie: () => document.cookie,
    href: window.location.href,
    online: () => navigator.onLine,
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })(),
    createWorker: () => new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module' }),
    onConnectivity(listener) {
      const on = () => listener(true);
      const off = () => listener(false);
      window.addEventListener('online', on);
      window.addEventListener('offline', off);
      return () => {
        window.removeEventListener('online', on);
        window.removeEventListener('offline', off);
      };
    },
    serviceWorker: hasSw ? (navigator.serviceWorker as unknown as ServiceWorkerLike) : null,
    registerServiceWorker() {
      if (!hasSw) return;
      void import('workbox-window')
        .then(({ Workbox }) => {
          // A page the service worker did not control at its load: once it takes control, the
          // pictures already shown go into its media cache (warm-media-cache.ts).
          const sw = navigator.serviceWorker;
          if (sw.controller === null) {
            sw.addEventListener(
              'controllerchange',
              () => {
                const urls = mediaImagesLoaded(performance.getEntriesByType('resource') as PerformanceResourceTiming[], location.origin);
                if (urls.length > 0) sw.controller?.postMessage(cacheUrlsMessage(urls));
              },
              { once: true },
            );
          }
          return new Workbox('/sw.js', { scope: '/' }).register();
        })
        .catch((e: unknown) => console.error('[client] service worker registration failed', e));
    },
    onHidden(listener) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', listener);
      };
    },
    persistStorage: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
    dropFirstScreens: () => (typeof caches === 'undefined' ? Promise.resolve() : dropFirstScreens()),
    onError: (e) => console.error('[client]', e),
    startTelemetry: startPageTelemetry,
    setupPush: () => {
      const push = pagePushEnv();
      return push === null ? Promise.resolve() : setupPushOnRegistration(push);
    },
  };
}

export async function startClient(env: ClientEnv = browserEnv()): Promise<ClientHandle> {
  const { bootstrap, source } = readBootstrap(env.bootstrap, env.storage, env.online());
  const session = buildSession(bootstrap, env.cookie(), env.href);
  env.registerServiceWorker();
  env.persistStorage().catch(env.onError);

  const endpoint = env.createWorker();
  const worker = wrapWorker(endpoint);
  const channel = new MessageChannel();
  const mirror = createMirror(channel.port1);
  let closed = false;
  const stops: (() => void)[] = [];
  /** Asks for a replay once the snapshot is in (afterStart); before that the worker's own start sends. */
  let replay = (): void => undefined;
  // The page's connection is forwarded from before the worker starts: an offline event while
  // it restores, or while the page starts its logging and push, is never lost (the app would
  // say "online" until the next change). Subscribed before the first reading is sent, so no
  // change falls between the two.
  stops.push(
    env.onConnectivity((online) => {
      worker.setOnline(online).catch(env.onError);
      if (online) replay();
    }),
  );
  await worker.setOnline(env.online());
  const started = worker
    .init(session, bootstrap?.viewerId ?? null, Comlink.transfer(channel.port2, [channel.port2]), { bootstrap: source, viewer: bootstrap?.viewer ?? null })
    .then(() => mirror.ready);

  /** Once the snapshot is in: logging, push, replays; what close() stops. */
  const afterStart = async (): Promise<void> => {
    await started;
    if (closed) return;
    // Issue 14: the page's logging pipeline (one port to the worker's logging engine).
    await env.startTelemetry?.(worker, bootstrap).catch(env.onError);
    if (closed) return;
    // Issue 14: a logged-in viewer's push subscription, renewed at start if permission was granted (not awaited).
    if (bootstrap?.viewerId != null) env.setupPush?.().catch(env.onError);

    const requestReplay = createReplayRequester({ serviceWorker: env.serviceWorker, replayNow: () => worker.replayNow(), onError: env.onError });
    replay = () => void requestReplay();
    // When the outbox gets work, ask for a replay that survives this tab (Background Sync).
    // Only for records not seen waiting before: one back to waiting after a failed send (a 5xx,
    // e.g. 001 §7 "transcode not finished") waits for its backoff; asking again here would send it
    // at once, ignoring the backoff, in a loop (fixed by the upload helper, issue 3).
    // Issue 17: told by each message's ops (waiting-watch.ts), not by a scan of the outbox.
    // New work also makes the first screens kept for a new tab stale (they lack the tap).
    if (env.onHidden) stops.push(env.onHidden(() => void worker.writeCacheNow().catch(env.onError)));
    const waiting = createWaitingWatch(mirror.getState().outbox.byId);
    stops.push(
      mirror.subscribe((change) => {
        if (waiting.fresh(change, mirror.getState().outbox.byId).length === 0) return;
        replay();
        env.dropFirstScreens?.().catch(env.onError);
      }),
    );
  };

  // Issue 16: a start from cache shows its first screen (the feed's first page) before the
  // snapshot; the page renders it then, and the rest follows once the snapshot is in. Without
  // one (an empty cache), the page waits for the snapshot and the rest, as before.
  const early = await Promise.race([mirror.firstScreen.then(() => true), started.then(() => false)]);
  const rest = afterStart();
  if (early) rest.catch(env.onError);
  else await rest;

  return {
    worker,
    mirror,
    bootstrap,
    close() {
      closed = true;
      for (const stop of stops) stop();
      mirror.close();
      worker[Comlink.releaseProxy]();
      endpoint.terminate?.();
    },
  };
}
