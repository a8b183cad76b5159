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
import { indexEntries } from '../mirror-protocol';
import type { TableSpec } from '../store/tables';
import { ENTITY_TABLES } from '../store/tables';

/** A table of the same slice indexing the one sent (posts.idByCode: the posts by their `code`). */
export interface EarlyIndex {
  tableId: string;
  field: string;
}

export interface EarlySnapshot {
  /**
   * Send the entries of the table ('posts.byId') now, when above the part size (smaller ones go
   * in the snapshot). With `index`, the mirror builds that table's entries from these (the
   * parts say so: mirror-protocol.ts), and they count as sent early.
   */
  send(tableId: string, map: Record<string, unknown>, index?: EarlyIndex): void;
  /**
   * The map of a table an `index` stood for, holding exactly the entries the mirror builds (the
   * restore's code index of the posts it sent): once the store takes it, the sender's first
   * snapshot reads what changed in it from the store's log (as for a map sent).
   */
  indexed(tableId: string, map: Record<string, unknown>): void;
  /** What went, for the sender's first snapshot. */
  sent(): EarlyParts;
}

/** `seq`: the snapshot's (the sender's first is 1). */
export function createEarlySnapshot(port: PatchPort, seq = 1, partSize = SNAPSHOT_PART_SIZE): EarlySnapshot {
  const tables = new Map<number, SnapshotPart[]>();
  const sources = new Map<number, object>();
  const tableOf = (tableId: string): { i: number; t: TableSpec } => {
    const i = ENTITY_TABLES.findIndex((t) => t.id === tableId);
    const t = ENTITY_TABLES[i];
    if (t === undefined) throw new Error(`early snapshot: no table ${tableId}`);
    if (tables.has(i)) throw new Error(`early snapshot: ${tableId} sent twice`);
    return { i, t };
  };
  return {
    send(tableId, map, index) {
      const { i, t } = tableOf(tableId);
      const by = index ? tableOf(index.tableId) : null;
      if (by && by.t.slice !== t.slice) throw new Error(`early snapshot: ${index?.tableId} is not in ${t.slice}`);
      const keys = Object.keys(map);
      if (keys.length <= partSize) return;
      // The parts are our own objects: what was sent stays known even if `map` changes later.
      const parts = partsOf(t, map, keys, partSize);
      tables.set(i, parts);
      sources.set(i, map);
      if (by && index) {
        // What the mirror builds of each part, kept as the index's parts (never posted).
        const mark = { key: by.t.key, field: index.field };
        tables.set(by.i, parts.map((p) => ({ slice: t.slice, key: by.t.key, entries: indexEntries(p.entries, index.field) })));
        for (const part of parts) port.postMessage({ type: 'snapshot-part', seq, ...part, index: mark });
      } else {
        for (const part of parts) port.postMessage({ type: 'snapshot-part', seq, ...part });
      }
    },
    indexed(tableId, map) {
      const i = ENTITY_TABLES.findIndex((t) => t.id === tableId);
      if (tables.has(i) && !sources.has(i)) sources.set(i, map);
    },
    sent: () => ({ seq, tables, sources }),
  };
}
