/**
 * The first snapshot, in parts: the state with its large entity tables left empty, then those
 * tables' entries in parts of at most `partSize`. Structured clone is the cost of a snapshot
 * (10,000 posts: ≈ 60 ms to serialise in the worker, ≈ 85 ms to deserialise on the main
 * thread); sent in parts, the main thread reads one part while the worker writes the next, on
 * the other core, and no single task on the main thread is long.
 *
 * Some parts may have gone EARLY, before the state existed (early-snapshot.ts: the restored
 * cache's tables, while the engine still works on them). `splitAfterEarly` then sends only
 * what the state holds beyond them: the entries that are not the very objects sent early.
 * When the state's table is the very map the parts were made from (the store took the
 * restored cache's maps as its own: restored-cache.ts `ownMaps`), those are the keys the
 * store's change log noted since; else every entry sent is compared (≈ 31,000 for a cache of
 * 10,000 posts: ≈ 30 ms, bench 1).
 *
 * Pure: the tables of `state` are read, never written; the head shares every other object.
 */
import type { ClientState } from '../model';
import type { SnapshotPart } from '../mirror-protocol';
import type { ChangeSet } from '../store/ownership';
import { keysWritten, wasReplaced } from '../store/ownership';
import type { TableSpec } from '../store/tables';
import { ENTITY_TABLES, readTable } from '../store/tables';

/** Entries per part (ours to choose: a few ms of structured clone each). */
export const SNAPSHOT_PART_SIZE = 1000;

export interface SplitSnapshot {
  /** The state to send first: each split table replaced by an empty map. */
  head: ClientState;
  parts: SnapshotPart[];
}

/** Parts sent before their snapshot: its seq, and per table (index in ENTITY_TABLES) the entries sent (made when asked). */
export interface EarlyParts {
  seq: number;
  tables: ReadonlyMap<number, () => readonly SnapshotPart[]>;
  /**
   * Per table, the map its parts were made from. Such a map is written by nobody until a store
   * takes it as its table, and then only in place with each write in the store's log.
   */
  sources?: ReadonlyMap<number, object>;
}

type Rec = Record<string, unknown>;

/** The entries of `map` at `keys`, in parts of at most `partSize`. */
export function partsOf(t: TableSpec, map: Rec, keys: readonly string[], partSize: number): SnapshotPart[] {
  const parts: SnapshotPart[] = [];
  for (let start = 0; start < keys.length; start += partSize) {
    const entries: Rec = {};
    const end = Math.min(keys.length, start + partSize);
    for (let i = start; i < end; i++) {
      const key = keys[i] as string;
      entries[key] = map[key];
    }
    parts.push({ slice: t.slice, key: t.key, entries });
  }
  return parts;
}

/** The keys of `map` whose value is not the one sent early; null when a key sent is gone (a part cannot delete). */
function keysBeyond(map: Rec, sent: readonly SnapshotPart[]): string[] | null {
  let count = 0;
  let differ = false;
  for (const part of sent) {
    for (const key in part.entries) {
      count++;
      if (map[key] === part.entries[key]) continue;
      if (!(key in map)) return null;
      differ = true;
    }
  }
  const keys = Object.keys(map);
  if (!differ && keys.length === count) return []; // the usual case: nothing but what went early
  const sentValue = new Map<string, unknown>();
  for (const part of sent) for (const key in part.entries) sentValue.set(key, part.entries[key]);
  return keys.filter((key) => !sentValue.has(key) || sentValue.get(key) !== map[key]);
}

/**
 * The keys of `map`, the very map `sent` was made from, written since (`written`: the store's
 * log for the table since before it could first write the map); null when a key sent is gone.
 */
function keysWrittenSince(map: Rec, sent: () => readonly SnapshotPart[], written: readonly string[] | null): string[] | null {
  const keys: string[] = [];
  for (const key of written ?? []) {
    if (key in map) keys.push(key);
    else if (sent().some((part) => key in part.entries)) return null;
  }
  return keys;
}

function split(state: ClientState, partSize: number, early: EarlyParts | null, changes: ChangeSet | null): SplitSnapshot | null {
  const parts: SnapshotPart[] = [];
  let head: Rec | null = null;
  for (let i = 0; i < ENTITY_TABLES.length; i++) {
    const t = ENTITY_TABLES[i] as TableSpec;
    const map = readTable(state, t);
    const sent = early?.tables.get(i);
    if (!map) {
      if (sent) return null;
      continue;
    }
    // The store took the map in these changes (its table replaced by it): every write since is in them.
    const byLog = sent !== undefined && changes !== null && early?.sources?.get(i) === map && wasReplaced(changes, i);
    const keys = !sent ? Object.keys(map) : byLog ? keysWrittenSince(map, sent, keysWritten(changes, i)) : keysBeyond(map, sent());
    if (keys === null) return null;
    if (!sent && keys.length <= partSize) continue;
    head ??= { ...state };
    head[t.slice] = { ...(head[t.slice] as Rec), [t.key]: {} };
    parts.push(...partsOf(t, map, keys, partSize));
  }
  return { head: (head ?? state) as unknown as ClientState, parts };
}

export function splitSnapshot(state: ClientState, partSize = SNAPSHOT_PART_SIZE): SplitSnapshot {
  return split(state, partSize, null, null) as SplitSnapshot;
}

/**
 * The snapshot to send after `early`: each table sent early goes empty in the head (the mirror
 * fills it from the early parts) and only its entries beyond them follow, as parts; other large
 * tables as splitSnapshot sends them. Null when the early parts do not fit the state (an entry
 * sent early is gone, or its table): send a whole snapshot under another seq then.
 * `changes`: the store's change log since a tracker started; a table whose map is the one sent
 * early and was taken by the store in these changes is read from them, any other compared.
 */
export function splitAfterEarly(state: ClientState, early: EarlyParts, partSize = SNAPSHOT_PART_SIZE, changes: ChangeSet | null = null): SplitSnapshot | null {
  return split(state, partSize, early, changes);
}
