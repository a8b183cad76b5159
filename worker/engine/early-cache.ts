/**
 * The restored cache's tables, to the mirror before the first snapshot (ARCHITECTURE.md, start):
 * the restore reports each entity store as soon as it is read (persistence `onTable`), and its
 * entries go as early parts of the snapshot to come (worker/mirror/early-snapshot.ts); the
 * posts' code index is not sent: the mirror builds it of the posts (the parts say so), and the
 * restore's own index stands for it (the same entries). The sender's first snapshot completes them.
 */
import type { PatchPort } from '../mirror/sender';
import type { EarlyParts } from '../mirror/snapshot-parts';
import { createEarlySnapshot } from '../mirror/early-snapshot';
import type { CacheTable } from '../persistence/read-cache';

/** The store tables the cache's entity stores restore into (posts-, users-, comments-reducer). */
const TABLE_OF: Record<Exclude<CacheTable, 'postCodes'>, string> = { posts: 'posts.byId', users: 'users.users', comments: 'comments.byId' };
const CODES = { tableId: 'posts.idByCode', field: 'code' };

export interface EarlyCache {
  /** For the restore: a cache store, read. */
  onTable(table: CacheTable, map: Record<string, unknown>, values?: readonly { id: string }[]): void;
  /** For the sender: what went. */
  sent(): EarlyParts;
}

export function createEarlyCache(port: PatchPort): EarlyCache {
  const early = createEarlySnapshot(port);
  return {
    onTable(table, map, values) {
      if (table === 'postCodes') early.indexed(CODES.tableId, map);
      else early.send(TABLE_OF[table], map, { index: table === 'posts' ? CODES : undefined, values });
    },
    sent: () => early.sent(),
  };
}
