/**
 * Messages from the worker to the main-thread mirror, on a dedicated MessagePort.
 * DESIGN.md: the mirror is updated by small patches, never whole-state copies (the first
 * message is the one snapshot).
 */
import type { ClientState } from './model';

export type PatchOp =
  | { op: 'set'; path: readonly string[]; value: unknown }
  | { op: 'del'; path: readonly string[] };

/** Entries of one entity table (worker/store/tables.ts), to merge into the mirror's copy. */
export interface SnapshotPart {
  slice: string;
  key: string;
  entries: Record<string, unknown>;
  /**
   * The entries index the slice's table `index.key` too: each entry's string field
   * `index.field` → the entry's key (posts.idByCode, the posts by code). The mirror builds those
   * entries itself instead of reading them (early parts: worker/mirror/early-snapshot.ts).
   */
  index?: { key: string; field: string };
}

/**
 * The snapshot may come in parts (worker/mirror/snapshot-parts.ts): 'snapshot' with its large
 * tables empty and `parts` messages to come, then that many 'snapshot-part' messages (same
 * seq); the mirror is ready once it holds them all. Patches follow, on the same port.
 */
export type MirrorMessage =
  | { type: 'snapshot'; seq: number; state: ClientState; parts: number }
  | ({ type: 'snapshot-part'; seq: number } & SnapshotPart)
  /**
   * A part sent early as a list (worker/mirror/early-snapshot.ts): its entries are the values,
   * each keyed by its `id` (entriesOf); the mirror reads it as that 'snapshot-part'.
   */
  | ({ type: 'snapshot-values'; seq: number; values: readonly { id: string }[] } & Omit<SnapshotPart, 'entries'>)
  | { type: 'patches'; seq: number; patches: PatchOp[] }
  /**
   * Issue 16: a start from cache sends first, before the snapshot, a state of the feed's first
   * page alone (worker/engine/first-screen.ts; `status.restored` false), for the page to paint
   * while the rest is read. Seq 0, before any: the snapshot replaces it whole, and patches wait for that.
   */
  | { type: 'first-screen'; seq: 0; state: ClientState };

/** The entries a part's `index` stands for (both sides build them with this). */
export function indexEntries(entries: Record<string, unknown>, field: string, into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const key in entries) {
    const value = (entries[key] as Record<string, unknown> | null | undefined)?.[field];
    if (typeof value === 'string') into[value] = key;
  }
  return into;
}

/** A 'snapshot-values' list's entries: each value by its `id` (into `entries`, when given). */
export function entriesOf(values: readonly { id: string }[], entries: Record<string, unknown> = {}): Record<string, unknown> {
  for (const v of values) entries[v.id] = v;
  return entries;
}

/** The entries a list's `index` stands for: indexEntries(entriesOf(values), field, into), without the copy. */
export function indexValues(values: readonly { id: string }[], field: string, into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const v of values) {
    const value = (v as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') into[value] = v.id;
  }
  return into;
}
