/**
 * Sends the state to the main-thread mirror: one 'snapshot' first, then after each batch of
 * dispatches (coalesced within a microtask) the patches since the last message. Plain
 * postMessage on the port given to init (no Comlink), so delivery costs about a raw post.
 */
import type { ClientState } from '../model';
import type { MirrorMessage } from '../mirror-protocol';
import { diffState } from './diff';

export interface PatchPort {
  postMessage(message: MirrorMessage): void;
}

export interface MirrorSender {
  /** Call after a dispatch; sends once per microtask. */
  notify(): void;
  /** Send what changed now (tests, shutdown). */
  flush(): void;
}

export function createMirrorSender(port: PatchPort, getState: () => ClientState, queue: (fn: () => void) => void = queueMicrotask): MirrorSender {
  let last: ClientState | null = null;
  let seq = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const state = getState();
    if (last === null) {
      port.postMessage({ type: 'snapshot', seq: ++seq, state });
    } else {
      if (state === last) return;
      const patches = diffState(last, state);
      if (patches.length === 0) return;
      port.postMessage({ type: 'patches', seq: ++seq, patches });
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
  };
}
