/** Page → service worker messages (sync/outbox/sw-messages.ts), answered on event.ports[0]. */
import { SwMessageType, isSwRequest } from '../sync/outbox/sw-messages';
import type { SwReply } from '../sync/outbox/sw-messages';
import { CacheName } from './cache-names';
import type { SwReplayReport } from './replay';

/** The caches a logout empties. */
export const USER_CACHES = [CacheName.html, CacheName.media] as const;

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
        // The HTML embeds the viewer's bootstrap; media-v1 may hold pictures only this viewer
        // may see (private accounts they follow, their drafts: issue 11 item 8).
        event.waitUntil(
          Promise.all(USER_CACHES.map((name) => scope.caches.delete(name))).then(() => reply({ type: SwMessageType.clearUserCachesDone })),
        );
        break;
    }
  });
}
