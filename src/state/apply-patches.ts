/**
 * Apply mirror patches immutably: copy along each path, so untouched branches keep their
 * references (a screen re-renders only when what it reads changed). A container copied once
 * in a message is reused by the message's later ops (no repeated copies of big maps).
 */
import type { PatchOp } from '../../worker/mirror-protocol';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

export function applyPatches<T>(root: T, patches: readonly PatchOp[]): T {
  if (patches.length === 0) return root;
  const fresh = new WeakSet<object>();
  const copy = (v: unknown): Rec => {
    if (isRec(v) && fresh.has(v)) return v;
    const c: Rec = isRec(v) ? (Array.isArray(v) ? ([...v] as unknown as Rec) : { ...v }) : {};
    fresh.add(c);
    return c;
  };
  let out: unknown = root;
  for (const p of patches) {
    if (p.path.length === 0) {
      out = p.op === 'set' ? p.value : undefined;
      continue;
    }
    out = copy(out);
    let parent = out as Rec;
    for (let i = 0; i < p.path.length - 1; i++) {
      const key = p.path[i] as string;
      const child = copy(parent[key]);
      parent[key] = child;
      parent = child;
    }
    const leaf = p.path[p.path.length - 1] as string;
    if (p.op === 'set') parent[leaf] = p.value;
    else delete parent[leaf];
  }
  return out as T;
}
