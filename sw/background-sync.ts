/**
 * DESIGN.md rule 4: the service worker replays the outbox on the Background Sync `sync` event
 * and, where that API is missing, on every start. workbox-background-sync's Queue 'outbox'
 * provides both (its tag is OUTBOX_SYNC_TAG) and calls onSync; the replay is ours. Nothing is
 * ever pushed into Workbox's own queue: it drops a request on any HTTP answer (4xx and 5xx
 * alike), holds bodies whole in memory, and replays only on start without the API.
 */
import { Queue } from 'workbox-background-sync';
import { OUTBOX_QUEUE_NAME, replayFromServiceWorker, serviceWorkerReplayDeps } from './replay';
import type { SwReplayReport } from './replay';

/** Must run during the service worker's first evaluation (it adds the 'sync' listener). */
export function registerOutboxReplay(scope: ServiceWorkerGlobalScope): (() => Promise<SwReplayReport>) {
  const replay = (): Promise<SwReplayReport> => replayFromServiceWorker(serviceWorkerReplayDeps(scope));
  const hasSyncApi = 'sync' in scope.registration;
  new Queue(OUTBOX_QUEUE_NAME, {
    onSync: async () => {
      const report = await replay();
      // In a sync event, a throw makes the browser schedule another one later. Without the
      // API this runs on start, where there is nobody to retry: just stop.
      if (hasSyncApi && report.pending > 0) throw new Error(`outbox: ${report.pending} records still waiting`);
    },
  });
  return replay;
}
