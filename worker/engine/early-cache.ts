/**
 * The restored cache's tables, to the mirror before the first snapshot (ARCHITECTURE.md, start):
 * the restore reports each entity store as soon as it is read (persistence `onTable`), and its
 * entries go as early parts of the snapshot to come (worker/mirror/early-snapshot.ts), the posts
 * with the code index the restore builds of them. The sender's first snapshot completes them.
 */
import type { PatchPort } from '../mirror/sender';
import type { EarlyParts } from '../mirror/snapshot-parts';
import { createEarlySnapshot } from '../mirror/early-snapshot';
import type { CacheTable } from '../persistence/read-cache';

/** The store tables the cache's entity stores restore into (posts-, users-, comments-reducer). */
const TABLE_OF: Record<CacheTable, string> = { posts: 'posts.byId', postCodes: 'posts.idByCode', users: 'users.users', comments: 'comments.byId' };

export interface EarlyCache {
  /** For the restore: a cache store, read. */
  onTable(table: CacheTable, map: Record<string, unknown>): void;
  /** For the sender: what went. */
  sent(): EarlyParts;
}

export function createEarlyCache(port: PatchPort): EarlyCache {
  const early = createEarlySnapshot(port);
  return {
    onTable(table, map) {
      early.send(TABLE_OF[table], map);
    },
    sent: () => early.sent(),
  };
}
