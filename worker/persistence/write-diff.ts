/**
 * Only changed entities are written (000 §9 / 001 §9 cache writes): a diff by reference against
 * the last persisted view (put changed, delete removed), applied in ONE transaction per batch.
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
