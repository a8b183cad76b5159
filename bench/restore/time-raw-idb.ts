/** Baseline: raw idb, openDB + getAll of the four cache stores in one read transaction. */
import { openDB } from 'idb';
import { ALL_STORES, CACHE_DB_NAME } from '../../worker/persistence/schema';

export interface RawRead {
  ms: number;
  counts: { posts: number; users: number; comments: number; meta: number };
}

export async function timeRawIdb(): Promise<RawRead> {
  const t0 = performance.now();
  const db = await openDB(CACHE_DB_NAME);
  const tx = db.transaction(ALL_STORES, 'readonly');
  const [posts, users, comments, meta] = await Promise.all([
    tx.objectStore('posts').getAll(),
    tx.objectStore('users').getAll(),
    tx.objectStore('comments').getAll(),
    tx.objectStore('meta').getAll(),
    tx.done,
  ]);
  const ms = performance.now() - t0;
  db.close();
  return { ms, counts: { posts: posts.length, users: users.length, comments: comments.length, meta: meta.length } };
}
