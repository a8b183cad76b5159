/**
 * The first snapshot, in parts: the state with its large entity tables left empty, then those
 * tables' entries in parts of at most `partSize`. Structured clone is the cost of a snapshot
 * (10,000 posts: ≈ 60 ms to serialise in the worker, ≈ 85 ms to deserialise on the main
 * thread); sent in parts, the main thread reads one part while the worker writes the next, on
 * the other core, and no single task on the main thread is long.
 *
 * Pure: the tables of `state` are read, never written; the head shares every other object.
 */
import type { ClientState } from '../model';
import type { SnapshotPart } from '../mirror-protocol';
import { ENTITY_TABLES, readTable } from '../store/tables';

/** Entries per part (ours to choose: a few ms of structured clone each). */
export const SNAPSHOT_PART_SIZE = 1000;

export interface SplitSnapshot {
  /** The state to send first: each split table replaced by an empty map. */
  head: ClientState;
  parts: SnapshotPart[];
}

type Rec = Record<string, unknown>;

export function splitSnapshot(state: ClientState, partSize = SNAPSHOT_PART_SIZE): SplitSnapshot {
  const parts: SnapshotPart[] = [];
  let head: Rec | null = null;
  for (const t of ENTITY_TABLES) {
    const map = readTable(state, t);
    if (!map) continue;
    const keys = Object.keys(map);
    if (keys.length <= partSize) continue;
    head ??= { ...state };
    head[t.slice] = { ...(head[t.slice] as Rec), [t.key]: {} };
    for (let start = 0; start < keys.length; start += partSize) {
      const entries: Rec = {};
      const end = Math.min(keys.length, start + partSize);
      for (let i = start; i < end; i++) {
        const key = keys[i] as string;
        entries[key] = map[key];
      }
      parts.push({ slice: t.slice, key: t.key, entries });
    }
  }
  return { head: (head ?? state) as unknown as ClientState, parts };
}
