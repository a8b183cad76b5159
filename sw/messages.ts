/** Page → service worker messages (sync/outbox/sw-messages.ts), answered on event.ports[0]. */
import { SwMessageType, isSwRequest } from '../sync/outbox/sw-messages';
import type { SwReply } from '../sync/outbox/sw-messages';
import { CacheName } from './cache-names';
import type { SwReplayReport } from './replay';

export function registerMessages(scope: ServiceWorkerGlobalScope, replay: () => Promise<SwReplayReport>): void {
  scope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (!isSwRequest(data)) return;
    const reply = (message: SwReply): void => event.ports[0]?.postMessage(message);
    switch (data.type) {
      case SwMessageType.replayOutbox:
        event.waitUntil(
          replay().then(
            (report) => reply({ type: SwMessageType.replayOutboxDone, pending: report.pending, error: null }),
            (err: unknown) => reply({ type: SwMessageType.replayOutboxDone, pending: -1, error: String(err) }),
          ),
        );
        break;
      case SwMessageType.clearUserCaches:
        event.waitUntil(scope.caches.delete(CacheName.html).then(() => reply({ type: SwMessageType.clearUserCachesDone })));
        break;
    }
  });
}
