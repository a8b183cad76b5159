/**
 * The write ops of a batch from the store's change set (worker/store/ownership.ts): the store
 * writes its entity maps in place, so an old state cannot be diffed against a new one by
 * reference; instead the keys it noted since the last write are compared with what the
 * database holds (`written`, persistence's own copy of the persisted view). O(changes) per
 * batch; a table replaced wholesale (restore, logout) is compared key by key once.
 *
 * Same output as diffViews(written, persistedView(state)) (write-diff.ts), which stays the path
 * for a trimmed cache and for callers without a change tracker.
 */
import { isClientId } from '../../sync';
import type { ClientState } from '../model';
import { deepEqual } from '../store/equal';
import type { ChangeSet } from '../store/ownership';
import { byTableId } from '../store/ownership';
import type { PersistedView } from './persisted-view';
import { META_MAPS } from './meta-maps';
import { MetaKey, persistedMeta } from './persisted-view';
import type { StoreName } from './schema';
import { Store } from './schema';
import type { WriteOp } from './write-diff';

type Rec = Record<string, unknown>;
/** The change log grouped by table id (a write batch runs every 500 ms at most: allocate freely). */
type Changes = ReturnType<typeof byTableId>;

/** The keys to look at: the noted ones, or every key on either side when the map was replaced. */
function keysOf(changes: Changes, table: string, map: Rec, written: Rec, prefix = ''): Iterable<string> {
  if (!changes.replaced.has(table)) return changes.keys.get(table) ?? [];
  const keys = new Set(Object.keys(map));
  for (const k of Object.keys(written)) if (k.startsWith(prefix)) keys.add(k.slice(prefix.length));
  return keys;
}

function entityOps(store: StoreName, table: string, map: Rec, written: Rec, changes: Changes, ops: WriteOp[], skip?: (id: string) => boolean): void {
  for (const key of keysOf(changes, table, map, written)) {
    if (skip?.(key)) continue;
    const value = map[key];
    if (value === undefined) {
      if (key in written) ops.push({ store, key });
    } else if (written[key] !== value) ops.push({ store, key, value });
  }
}

function metaOp(key: string, value: unknown, written: Rec, ops: WriteOp[]): void {
  if (value === undefined) {
    if (key in written) ops.push({ store: Store.meta, key });
  } else if (!(key in written) || !deepEqual(written[key], value)) ops.push({ store: Store.meta, key, value });
}

function usernameMapChanged(map: Record<string, string>, written: unknown, changes: Changes): boolean {
  const table = 'users.usernameToId';
  const prev = (written ?? {}) as Record<string, string>;
  if (changes.replaced.has(table)) return !deepEqual(map, prev);
  for (const key of changes.keys.get(table) ?? []) if (map[key] !== prev[key]) return true;
  return false;
}

export function dirtyOps(written: PersistedView, state: ClientState, log: ChangeSet): WriteOp[] {
  const changes = byTableId(log);
  const ops: WriteOp[] = [];
  entityOps(Store.posts, 'posts.byId', state.posts.byId, written.posts, changes, ops, isClientId);
  entityOps(Store.users, 'users.users', state.users.users, written.users, changes, ops);
  entityOps(Store.comments, 'comments.byId', state.comments.byId, written.comments, changes, ops);
  // Meta: one entry per entry of the meta maps (meta-maps.ts), the username map whole, and the small values.
  for (const spec of META_MAPS) {
    const map = spec.read(state) as Rec;
    for (const id of keysOf(changes, spec.table, map, written.meta, spec.prefix)) metaOp(spec.prefix + id, map[id], written.meta, ops);
  }
  const names = state.users.usernameToId;
  if (usernameMapChanged(names, written.meta[MetaKey.usernameToId], changes)) {
    ops.push({ store: Store.meta, key: MetaKey.usernameToId, value: { ...names } });
  }
  for (const [key, value] of Object.entries(persistedMeta(state))) metaOp(key, value, written.meta, ops);
  return ops;
}
