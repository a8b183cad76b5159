/**
 * The timed path: the REAL worker (worker/main.ts, the engine behind Comlink) restores the
 * cache and sends its first snapshot to the REAL main-thread mirror (src/state/mirror.ts),
 * as startClient does (src/state/worker-client.ts): setOnline, then init with a transferred
 * MessagePort; the clock stops when the mirror has applied the snapshot and init resolved.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api-types';
import { createMirror } from '../../src/state/mirror';
import { benchSession } from '../lib/engine-session';

export interface EngineRestore {
  /** init() → snapshot applied, the worker already running. */
  warmMs: number;
  /** new Worker() → snapshot applied. */
  coldMs: number;
}

export async function timeEngineRestore(viewerId: string, expectedPosts: number): Promise<EngineRestore> {
  const t0 = performance.now();
  const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<WorkerApi>(worker);
  const channel = new MessageChannel();
  const mirror = createMirror(channel.port1);
  try {
    await api.setOnline(true); // the worker is up and answering
    const t1 = performance.now();
    await api.init(benchSession(viewerId), viewerId, Comlink.transfer(channel.port2, [channel.port2]), { bootstrap: 'server' });
    await mirror.ready;
    const t2 = performance.now();
    const state = mirror.getState();
    const got = Object.keys(state.posts.byId).length;
    if (got !== expectedPosts || !state.status.restored) throw new Error(`the snapshot holds ${got} posts (restored: ${state.status.restored}), expected ${expectedPosts}`);
    return { warmMs: t2 - t1, coldMs: t2 - t0 };
  } finally {
    mirror.close();
    api[Comlink.releaseProxy]();
    worker.terminate();
  }
}
