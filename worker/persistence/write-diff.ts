/**
 * Only changed entities are written (000 §9 / 001 §9 cache writes), in ONE transaction per
 * batch. The ops come from the store's change set (dirty-ops.ts) or, for a trimmed cache and
 * callers without a change tracker, from a diff by reference of the persisted view against what
 * was written (put changed, delete removed). `written` is persistence's own copy, kept up to
 * date by applyOps after each successful batch; it never shares a map with the store.
 */
import { deepEqual } from '../store/equal';
import type { PersistedView } from './persisted-view';
import type { CacheDb, StoreName } from './schema';
import { ALL_STORES, Store } from './schema';

export interface WriteOp {
  store: StoreName;
  /** The record to put, or undefined to delete `key`. */
  value?: unknown;
  key: string;
}

function diffMap(store: StoreName, prev: Record<string, unknown>, next: Record<string, unknown>, ops: WriteOp[], same: (a: unknown, b: unknown) => boolean): void {
  if (prev === next) return;
  for (const [key, value] of Object.entries(next)) {
    if (!(key in prev) || !same(prev[key], value)) ops.push({ store, key, value });
  }
  for (const key of Object.keys(prev)) if (!(key in next)) ops.push({ store, key });
}

export function diffViews(prev: PersistedView, next: PersistedView): WriteOp[] {
  const ops: WriteOp[] = [];
  const byRef = (a: unknown, b: unknown) => a === b;
  diffMap(Store.posts, prev.posts, next.posts, ops, byRef);
  diffMap(Store.users, prev.users, next.users, ops, byRef);
  diffMap(Store.comments, prev.comments, next.comments, ops, byRef);
  // Meta values are small and often rebuilt (the feed's first page): compare by value.
  diffMap(Store.meta, prev.meta, next.meta, ops, (a, b) => a === b || deepEqual(a, b));
  return ops;
}

/** Record a written batch in `written` (in place: it is persistence's own). */
export function applyOps(written: PersistedView, ops: readonly WriteOp[]): void {
  for (const op of ops) {
    const map: Record<string, unknown> = written[op.store];
    if (op.value === undefined) delete map[op.key];
    else map[op.key] = op.value;
  }
}

/** Apply a batch in one readwrite transaction over the stores. */
export async function writeOps(db: CacheDb, ops: readonly WriteOp[]): Promise<void> {
  if (ops.length === 0) return;
  const tx = db.transaction(ALL_STORES, 'readwrite');
  const pending: Promise<unknown>[] = [];
  for (const op of ops) {
    // One untyped path for four stores; each value comes from the matching view map.
    const store = tx.objectStore(op.store) as unknown as { put(v: unknown): Promise<unknown>; delete(k: string): Promise<unknown> };
    const value = op.store === Store.meta && op.value !== undefined ? { key: op.key, value: op.value } : op.value;
    pending.push(value === undefined ? store.delete(op.key) : store.put(value));
  }
  await Promise.all([...pending, tx.done]);
}
