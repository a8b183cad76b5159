/**
 * Writes a cache of N posts into the REAL cache database through the REAL persistence code
 * (worker/persistence): a fresh database, restore (enables writes), one flush.
 */
import { deleteDB } from 'idb';
import { buildClientState } from '../lib/client-state';
import { createPersistence } from '../../worker';
import { CACHE_DB_NAME } from '../../worker/persistence/schema';
import { systemClock } from '../../worker/platform';
import type { Logger } from '../../worker/platform';

const log: Logger = {
  info: () => undefined,
  warn: (m, d) => console.warn(m, d),
  error: (m, d) => console.error(m, d),
};

/** `viewerId`: the viewer the cache is for (default: the bench's own, '1000'). */
export async function seedCache(posts: number, forViewer?: string): Promise<{ viewerId: string; ms: number }> {
  const { state, viewerId } = buildClientState(forViewer === undefined ? { posts } : { posts, viewerId: forViewer });
  await deleteDB(CACHE_DB_NAME);
  const t0 = performance.now();
  let full = false;
  const persistence = createPersistence({ idb: indexedDB, clock: systemClock(), log, getState: () => state, onQuotaExceeded: () => (full = true) });
  await persistence.restore({ viewerId, trustCachedViewer: false });
  await persistence.flush();
  persistence.close();
  if (full) throw new Error('the cache did not fit (QuotaExceededError)');
  return { viewerId, ms: performance.now() - t0 };
}
