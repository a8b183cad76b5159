/**
 * Parts of the first snapshot, sent before it: a large table's entries as soon as the engine
 * has them (the restored cache's posts, users and comments), while it goes on with the
 * restore's dispatch, the outbox and the uploads. The main thread reads them meanwhile, so the
 * mirror is ready sooner: reading 10,000 posts there is the longest part of a start from cache.
 *
 * Nothing is promised by an early part: the sender's first snapshot checks what was sent
 * early against its state (snapshot-parts.ts `splitAfterEarly`: by the store's change log when
 * the store took the very map sent as its table, else entry by entry) and sends what differs;
 * when the early parts do not fit at all, it sends a whole snapshot under the next seq, and
 * the mirror drops parts of a seq no snapshot came for.
 */
import type { PatchPort } from './sender';
import type { EarlyParts } from './snapshot-parts';
import { SNAPSHOT_PART_SIZE, partsOf } from './snapshot-parts';
import type { SnapshotPart } from '../mirror-protocol';
import { ENTITY_TABLES } from '../store/tables';

export interface EarlySnapshot {
  /** Send the entries of the table ('posts.byId') now, when above the part size (smaller ones go in the snapshot). */
  send(tableId: string, map: Record<string, unknown>): void;
  /** What went, for the sender's first snapshot. */
  sent(): EarlyParts;
}

/** `seq`: the snapshot's (the sender's first is 1). */
export function createEarlySnapshot(port: PatchPort, seq = 1, partSize = SNAPSHOT_PART_SIZE): EarlySnapshot {
  const tables = new Map<number, SnapshotPart[]>();
  const sources = new Map<number, object>();
  return {
    send(tableId, map) {
      const index = ENTITY_TABLES.findIndex((t) => t.id === tableId);
      const t = ENTITY_TABLES[index];
      if (t === undefined) throw new Error(`early snapshot: no table ${tableId}`);
      if (tables.has(index)) throw new Error(`early snapshot: ${tableId} sent twice`);
      const keys = Object.keys(map);
      if (keys.length <= partSize) return;
      // The parts are our own objects: what was sent stays known even if `map` changes later.
      const parts = partsOf(t, map, keys, partSize);
      tables.set(index, parts);
      sources.set(index, map);
      for (const part of parts) port.postMessage({ type: 'snapshot-part', seq, ...part });
    },
    sent: () => ({ seq, tables, sources }),
  };
}
