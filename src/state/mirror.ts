/**
 * The main thread's read-only mirror of the worker state (DESIGN.md data flow). It receives one
 * snapshot and then patches on a MessagePort, applies them (apply-patches.ts: entity tables in
 * place, everything above them copied, so each message gives a new root and new slices where
 * something changed) and notifies subscribers once per message. Selectors read entities by id
 * and never return a whole table (tables.ts).
 */
import type { ClientState } from '../../worker/model';
import type { MirrorMessage } from '../../worker/mirror-protocol';
import { applyPatches } from './apply-patches';
import { emptyClientState } from './empty-state';

export interface MirrorPort {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start(): void;
  close(): void;
}

export interface Mirror {
  getState(): ClientState;
  /** Called once per applied message; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Resolves when the first snapshot arrived. */
  ready: Promise<void>;
  isReady(): boolean;
  close(): void;
}

export function createMirror(port: MirrorPort, initial: ClientState = emptyClientState()): Mirror {
  let state = initial;
  let seq = 0;
  let readyFlag = false;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolveReady = r));
  const listeners = new Set<() => void>();
  /** The listeners as an array, made again only after a (un)subscribe. */
  let calling: readonly (() => void)[] | null = null;

  const onMessage = (event: MessageEvent) => {
    const msg = event.data as MirrorMessage;
    if (msg.type === 'snapshot') {
      state = msg.state;
      readyFlag = true;
      resolveReady();
    } else if (msg.type === 'patches') {
      if (!readyFlag) return; // patches before a snapshot cannot be applied
      if (msg.seq !== seq + 1) console.warn(`[mirror] patch ${msg.seq} after ${seq}`);
      state = applyPatches(state, msg.patches);
    } else {
      return;
    }
    seq = msg.seq;
    calling ??= [...listeners];
    for (const l of calling) l();
  };
  port.addEventListener('message', onMessage);
  port.start();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      calling = null;
      return () => {
        listeners.delete(listener);
        calling = null;
      };
    },
    ready,
    isReady: () => readyFlag,
    close() {
      port.removeEventListener('message', onMessage);
      port.close();
      listeners.clear();
      calling = null;
    },
  };
}
