/**
 * State → patches (worker/mirror-protocol.ts) for two PURE states (folded outside a store:
 * tests, the patch bench's baseline), by reference, following the maps' lineage
 * (store/lineage.ts). Entity tables (worker/store/tables.ts) go per entity:
 * ['posts','byId','123'] set/del; the maps of a keyed slice (tables.ts KEYED_SLICES) per key
 * (['direct','items','id']); other fields go as whole small objects (['feed'], ['status'],
 * ['users','viewerId']).
 *
 * The mirror sender does not use it: the store writes its tables in place, so two of its
 * states share their maps; it uses diffChanges (changes-diff.ts), which gives the same ops in
 * the same order for the same change (slices, then keys, in order).
 */
import type { ClientState } from '../model';
import type { PatchOp } from '../mirror-protocol';
import { changedKeys } from '../store/lineage';
import { PATCHED_SLICES } from '../store/tables';

type Rec = Record<string, unknown>;
export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEmpty(r: Rec): boolean {
  for (const _ in r) return false;
  return true;
}

export function diffMap(path: string[], prev: Rec, next: Rec, out: PatchOp[]): void {
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
  if (!PATCHED_SLICES.has(key) || !isRec(prev) || !isRec(next)) {
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
