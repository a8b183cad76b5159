/**
 * Sends the state to the main-thread mirror: one 'snapshot' first, then after each batch of
 * dispatches (coalesced within a microtask) the patches since the last message. Plain
 * postMessage on the port given to init (no Comlink), so delivery costs about a raw post.
 *
 * The store writes its entity tables in place (worker/store/ownership.ts), so the patches are
 * built from the store's change set since the last message (diffChanges): O(what changed),
 * whatever the size of the state.
 */
import type { ClientState } from '../model';
import type { MirrorMessage } from '../mirror-protocol';
import type { ChangeTracker } from '../store/store';
import { diffChanges } from './changes-diff';

export interface PatchPort {
  postMessage(message: MirrorMessage): void;
}

/** The store, as far as the sender needs it. */
export interface MirrorSource {
  getState(): ClientState;
  track(): ChangeTracker;
}

export interface MirrorSender {
  /** Call after a dispatch; sends once per microtask. */
  notify(): void;
  /** Send what changed now (tests, shutdown). */
  flush(): void;
  /** Stop collecting changes (the sender is not used again). */
  dispose(): void;
}

export function createMirrorSender(port: PatchPort, source: MirrorSource, queue: (fn: () => void) => void = queueMicrotask): MirrorSender {
  const tracker = source.track();
  let last: ClientState | null = null;
  let seq = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const state = source.getState();
    const changes = tracker.take();
    if (last === null) {
      port.postMessage({ type: 'snapshot', seq: ++seq, state });
    } else {
      if (state === last) return;
      const patches = diffChanges(last, state, changes);
      if (patches.length > 0) port.postMessage({ type: 'patches', seq: ++seq, patches });
    }
    last = state;
  };

  return {
    notify() {
      if (scheduled) return;
      scheduled = true;
      queue(flush);
    },
    flush,
    dispose: () => tracker.stop(),
  };
}
