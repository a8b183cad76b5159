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
import { entriesOf, indexEntries } from '../mirror-protocol';
import type { TableSpec } from '../store/tables';
import { ENTITY_TABLES } from '../store/tables';

/** A table of the same slice indexing the one sent (posts.idByCode: the posts by their `code`). */
export interface EarlyIndex {
  tableId: string;
  field: string;
}

export interface EarlySendOptions {
  /** The mirror builds this table's entries from the ones sent (the parts say so: mirror-protocol.ts); they count as sent early. */
  index?: EarlyIndex | undefined;
  /**
   * The map's entries as a list, each value keyed by its `id` (the restore's records as read):
   * sent as lists (mirror-protocol.ts 'snapshot-values'), so no part's keys are built or sent.
   */
  values?: readonly { id: string }[] | undefined;
}

export interface EarlySnapshot {
  /** Send the entries of the table ('posts.byId') now, when above the part size (smaller ones go in the snapshot). */
  send(tableId: string, map: Record<string, unknown>, opts?: EarlySendOptions): void;
  /**
   * The map of a table an `index` stood for, holding exactly the entries the mirror builds (the
   * restore's code index of the posts it sent): once the store takes it, the sender's first
   * snapshot reads what changed in it from the store's log (as for a map sent).
   */
  indexed(tableId: string, map: Record<string, unknown>): void;
  /** What went, for the sender's first snapshot. */
  sent(): EarlyParts;
}

/** Made once, when first asked (the sender's first snapshot rarely needs what was sent: snapshot-parts.ts). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** `seq`: the snapshot's (the sender's first is 1). */
export function createEarlySnapshot(port: PatchPort, seq = 1, partSize = SNAPSHOT_PART_SIZE): EarlySnapshot {
  const tables = new Map<number, () => readonly SnapshotPart[]>();
  const sources = new Map<number, object>();
  const tableOf = (tableId: string): { i: number; t: TableSpec } => {
    const i = ENTITY_TABLES.findIndex((t) => t.id === tableId);
    const t = ENTITY_TABLES[i];
    if (t === undefined) throw new Error(`early snapshot: no table ${tableId}`);
    if (tables.has(i)) throw new Error(`early snapshot: ${tableId} sent twice`);
    return { i, t };
  };
  return {
    send(tableId, map, opts = {}) {
      const { index, values } = opts;
      const { i, t } = tableOf(tableId);
      const by = index ? tableOf(index.tableId) : null;
      if (by && by.t.slice !== t.slice) throw new Error(`early snapshot: ${index?.tableId} is not in ${t.slice}`);
      const mark = by && index ? { index: { key: by.t.key, field: index.field } } : {};
      // What was sent is kept as our own objects (parts, or slices of `values`), so it stays
      // known even when `map` changes later.
      let parts: () => readonly SnapshotPart[];
      if (values) {
        if (values.length <= partSize) return;
        const lists: (readonly { id: string }[])[] = [];
        for (let start = 0; start < values.length; start += partSize) lists.push(values.slice(start, start + partSize));
        for (const list of lists) port.postMessage({ type: 'snapshot-values', seq, slice: t.slice, key: t.key, values: list, ...mark });
        parts = once(() => lists.map((list) => ({ slice: t.slice, key: t.key, entries: entriesOf(list) })));
      } else {
        const keys = Object.keys(map);
        if (keys.length <= partSize) return;
        const made = partsOf(t, map, keys, partSize);
        for (const part of made) port.postMessage({ type: 'snapshot-part', seq, ...part, ...mark });
        parts = () => made;
      }
      tables.set(i, parts);
      sources.set(i, map);
      // What the mirror builds of each part, as the index's parts (never posted).
      if (by && index) tables.set(by.i, once(() => parts().map((p) => ({ slice: t.slice, key: by.t.key, entries: indexEntries(p.entries, index.field) }))));
    },
    indexed(tableId, map) {
      const i = ENTITY_TABLES.findIndex((t) => t.id === tableId);
      if (tables.has(i) && !sources.has(i)) sources.set(i, map);
    },
    sent: () => ({ seq, tables, sources }),
  };
}
