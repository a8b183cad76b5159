/**
 * Ask for an outbox replay (DESIGN.md rule 4): register the Background Sync tag so the service
 * worker replays even if this tab closes; where Background Sync is missing, post
 * {type:'replay-outbox'} to the active service worker and replay in this tab's worker too.
 */
import { OUTBOX_SYNC_TAG } from '../../sync/outbox/types';

export const REPLAY_MESSAGE = { type: 'replay-outbox' } as const;

interface RegistrationLike {
  active: { postMessage(message: unknown): void } | null;
  sync?: { register(tag: string): Promise<void> };
}

export interface ServiceWorkerLike {
  ready: Promise<RegistrationLike>;
}

export interface ReplayRequestDeps {
  serviceWorker: ServiceWorkerLike | null;
  replayNow(): Promise<void>;
  onError(error: unknown): void;
}

export function createReplayRequester(deps: ReplayRequestDeps): () => Promise<void> {
  return async () => {
    try {
      const registration = deps.serviceWorker ? await deps.serviceWorker.ready : null;
      if (registration?.sync) {
        await registration.sync.register(OUTBOX_SYNC_TAG);
        return;
      }
      registration?.active?.postMessage(REPLAY_MESSAGE);
      await deps.replayNow();
    } catch (error) {
      deps.onError(error);
      await deps.replayNow().catch(deps.onError);
    }
  };
}
