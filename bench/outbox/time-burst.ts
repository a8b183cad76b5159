/**
 * The timed path: N likes tapped in one burst through the REAL worker (worker/main.ts, the
 * engine behind Comlink, offline so nothing is sent), each on a different post of a restored
 * cache. The clock starts before the first `likePost` call and stops when the REAL mirror
 * (src/state/mirror.ts) shows all N outbox items: the engine shows an item only once its
 * record is stored in IndexedDB (worker/engine/outbox-sync.ts), so that is when all N are
 * durable. The outbox database is checked to hold the N records afterwards.
 */
import * as Comlink from 'comlink';
import { openDB } from 'idb';
import { OUTBOX_DB_NAME } from '../../sync/outbox/types';
import { createMirror } from '../../src/state/mirror';
import { wrapWorker } from '../../src/state/tap-batch';
import type { Mirror } from '../../src/state/mirror';
import { benchSession } from '../lib/engine-session';

export interface Burst {
  /** First likePost call → the mirror shows all N items. */
  ms: number;
  /** First likePost call → every likePost call resolved (for information). */
  resolvedMs: number;
  /** Records in the outbox database afterwards. */
  stored: number;
}

function whenItems(mirror: Mirror, n: number): Promise<number> {
  const count = () => Object.keys(mirror.getState().outbox.byId).length;
  return new Promise((resolve) => {
    if (count() >= n) return resolve(performance.now());
    const stop = mirror.subscribe(() => {
      if (count() < n) return;
      stop();
      resolve(performance.now());
    });
  });
}

export async function timeBurst(viewerId: string, n: number): Promise<Burst> {
  const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module' });
  const api = wrapWorker(worker); // as startClient holds it: taps of one task go as one message
  const channel = new MessageChannel();
  const mirror = createMirror(channel.port1);
  try {
    await api.setOnline(false); // nothing is sent: the row is about the writes
    await api.init(benchSession(viewerId), viewerId, Comlink.transfer(channel.port2, [channel.port2]), { bootstrap: 'server' });
    await mirror.ready;
    const ids = Object.keys(mirror.getState().posts.byId).slice(0, n);
    if (ids.length < n) throw new Error(`the cache holds ${ids.length} posts, ${n} needed`);
    if (Object.keys(mirror.getState().outbox.byId).length > 0) throw new Error('the outbox is not empty before the burst');
    const t0 = performance.now();
    const shown = whenItems(mirror, n);
    const calls = ids.map((id) => api.likePost(id));
    const t1 = await shown;
    await Promise.all(calls);
    const t2 = performance.now();
    const db = await openDB(OUTBOX_DB_NAME);
    const stored = await db.count('mutations');
    db.close();
    return { ms: t1 - t0, resolvedMs: t2 - t0, stored };
  } finally {
    mirror.close();
    api[Comlink.releaseProxy]();
    worker.terminate();
  }
}
