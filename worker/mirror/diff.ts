/**
 * State → patches (worker/mirror-protocol.ts). Entity tables (worker/store/tables.ts:
 * posts.byId, users.users, comments.byId, outbox.byId, uploads.byId, …) go per entity:
 * ['posts','byId','123'] set/del; other fields go as whole small objects (['feed'], ['status'],
 * ['users','viewerId']), by reference.
 *
 * diffChanges(last, state, changes) is what the mirror sender uses: the store writes its
 * tables in place, so two of its states share their maps and the table ops come from the
 * change set the store noted (O(changes)); slices and other fields are compared by reference.
 * diffState(prev, next) compares two PURE states (folded outside the store, e.g. tests and the
 * patch bench's baseline) by reference, following the maps' lineage (store/lineage.ts).
 * For the same change both give the same ops in the same order (slices, then keys, in order).
 */
import type { ClientState } from '../model';
import type { PatchOp } from '../mirror-protocol';
import { changedKeys } from '../store/lineage';
import type { ChangeSet } from '../store/ownership';
import { keysWritten, wasReplaced } from '../store/ownership';
import { TABLE_INDEX, TABLE_SLICES } from '../store/tables';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEmpty(r: Rec): boolean {
  for (const _ in r) return false;
  return true;
}

function diffMap(path: string[], prev: Rec, next: Rec, out: PatchOp[]): void {
  // Known changes (the usual case): O(changes), not O(size of the map).
  const known = changedKeys(prev, next);
  if (known && !(known.size > 1 && isEmpty(prev))) {
    for (const key of known) {
      if (key in next) {
        if (!(key in prev) || prev[key] !== next[key]) out.push({ op: 'set', path: [...path, key], value: next[key] });
      } else if (key in prev) out.push({ op: 'del', path: [...path, key] });
    }
    return;
  }
  const ops: PatchOp[] = [];
  let kept = 0;
  for (const key of Object.keys(next)) {
    const v = next[key];
    if (!(key in prev) || prev[key] !== v) ops.push({ op: 'set', path: [...path, key], value: v });
    else kept++;
  }
  for (const key of Object.keys(prev)) if (!(key in next)) ops.push({ op: 'del', path: [...path, key] });
  // Nothing survives (first load, logout): one set of the map is smaller than many ops.
  if (kept === 0 && ops.length > 1) out.push({ op: 'set', path, value: next });
  else out.push(...ops);
}

function diffSlice(key: string, prev: unknown, next: unknown, out: PatchOp[]): void {
  if (prev === next) return;
  if (!TABLE_SLICES.has(key) || !isRec(prev) || !isRec(next)) {
    out.push({ op: 'set', path: [key], value: next });
    return;
  }
  for (const sub of Object.keys(next)) {
    const a = prev[sub];
    const b = next[sub];
    if (a === b) continue;
    if (isRec(a) && isRec(b)) diffMap([key, sub], a, b, out);
    else out.push({ op: 'set', path: [key, sub], value: b });
  }
  for (const sub of Object.keys(prev)) if (!(sub in next)) out.push({ op: 'del', path: [key, sub] });
}

export function diffState(prev: ClientState, next: ClientState): PatchOp[] {
  const out: PatchOp[] = [];
  if (prev === next) return out;
  const p = prev as unknown as Rec;
  const n = next as unknown as Rec;
  for (const key of Object.keys(n)) diffSlice(key, p[key], n[key], out);
  for (const key of Object.keys(p)) if (!(key in n)) out.push({ op: 'del', path: [key] });
  return out;
}

/**
 * A table whose map was replaced (or that changed with no map of its own before): the keys
 * that differ by reference, plus every noted key (its old map was written in place, so what
 * the mirror holds for it is not what `prev` shows now).
 */
function replacedTable(slice: string, sub: string, prev: Rec, next: Rec, noted: readonly string[] | null, out: PatchOp[]): void {
  const ops: PatchOp[] = [];
  const notedSet = noted ? new Set(noted) : null;
  let kept = 0;
  for (const key of Object.keys(next)) {
    const v = next[key];
    if (!(key in prev) || prev[key] !== v || notedSet?.has(key)) ops.push({ op: 'set', path: [slice, sub, key], value: v });
    else kept++;
  }
  for (const key of Object.keys(prev)) if (!(key in next)) ops.push({ op: 'del', path: [slice, sub, key] });
  if (noted) for (const key of noted) if (!(key in next) && !(key in prev)) ops.push({ op: 'del', path: [slice, sub, key] });
  if (kept === 0 && ops.length > 1) out.push({ op: 'set', path: [slice, sub], value: next });
  else out.push(...ops);
}

/** `map` has exactly the keys of `keys` (looks at no more than keys.length + 1 of its keys). */
function hasOnly(map: Rec, keys: readonly string[]): boolean {
  const set = new Set(keys);
  let n = 0;
  for (const key in map) if (++n > set.size || !set.has(key)) return false;
  return n === set.size;
}

function tableOps(slice: string, sub: string, table: number, prev: unknown, next: unknown, changes: ChangeSet, out: PatchOp[]): void {
  const noted = keysWritten(changes, table);
  if (prev === next && !wasReplaced(changes, table)) {
    if (noted === null || !isRec(next)) return;
    // Every key of the map written, none deleted (a first load): one set of the map.
    if (noted.length > 1 && hasOnly(next, noted)) {
      out.push({ op: 'set', path: [slice, sub], value: next });
      return;
    }
    for (const key of noted) {
      if (key in next) out.push({ op: 'set', path: [slice, sub, key], value: next[key] });
      else out.push({ op: 'del', path: [slice, sub, key] });
    }
    return;
  }
  if (isRec(prev) && isRec(next)) replacedTable(slice, sub, prev, next, noted, out);
  else if (next === undefined) out.push({ op: 'del', path: [slice, sub] });
  else out.push({ op: 'set', path: [slice, sub], value: next });
}

/**
 * Patches from the state last sent to `next`, given the store's change log in between. Runs
 * once per patch message: it walks the slices by reference and reads the tables' keys from the
 * log, allocating little more than the ops.
 */
export function diffChanges(prev: ClientState, next: ClientState, changes: ChangeSet): PatchOp[] {
  const out: PatchOp[] = [];
  if (prev === next) return out;
  const p = prev as unknown as Rec;
  const n = next as unknown as Rec;
  for (const key in n) {
    const a = p[key];
    const b = n[key];
    if (a === b) continue; // the store gives a written slice a new object
    const tables = TABLE_INDEX.get(key);
    if (tables === undefined || !isRec(a) || !isRec(b)) {
      out.push({ op: 'set', path: [key], value: b });
      continue;
    }
    for (const sub in b) {
      const table = tables.get(sub);
      if (table !== undefined) tableOps(key, sub, table, a[sub], b[sub], changes, out);
      else if (a[sub] !== b[sub]) {
        const x = a[sub];
        const y = b[sub];
        if (isRec(x) && isRec(y)) diffMap([key, sub], x, y, out);
        else out.push({ op: 'set', path: [key, sub], value: y });
      }
    }
    for (const sub in a) if (!(sub in b)) out.push({ op: 'del', path: [key, sub] });
  }
  for (const key in p) if (!(key in n)) out.push({ op: 'del', path: [key] });
  return out;
}
