/**
 * Apply mirror patches. Containers along a patch's path are copied (root, slice, any small
 * object), so untouched branches keep their identity and touched ones get a new one, EXCEPT
 * the entity tables (tables.ts: posts.byId, users.users, …), which are updated in place: an
 * entity patch costs O(1), not a copy of a 10,000-entry map. The slice above a table is still
 * copied, so `s.posts` changes whenever `s.posts.byId` did. A container copied once in a
 * message is reused by the message's later ops.
 *
 * So a state returned earlier shares its tables with the current one: read entities by id
 * (see tables.ts for the rule selectors follow). This runs for every message on the main
 * thread: it allocates nothing but the copies (no weak sets, no key strings).
 */
import type { PatchOp } from '../../worker/mirror-protocol';
import { isMirrorTable } from './tables';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

/**
 * Apply `patches` to `root`: the usual message (a like, a save, a comment: entity ops only) in
 * one pass, each op checked (one entity of a table `root` holds) and applied, the root and each
 * touched slice copied once, the tables written in place; from the first op of another kind,
 * the general path below takes over. Indexed loops, no destructuring, one function: this runs
 * once per message, after an idle moment, often before the engine optimised it.
 */
export function applyPatches<T>(root: T, patches: readonly PatchOp[]): T {
  if (!isRec(root) || Array.isArray(root)) return applyGeneral(root, patches, 0);
  let out: Rec | null = null;
  for (let i = 0; i < patches.length; i++) {
    const p = patches[i] as PatchOp;
    const path = p.path;
    const sliceKey = path[0] as string;
    const tableKey = path[1] as string;
    const slice = path.length === 3 && isMirrorTable(sliceKey, tableKey) ? (out ?? root)[sliceKey] : undefined;
    const table = isRec(slice) ? slice[tableKey] : undefined;
    if (!isRec(table) || Array.isArray(table)) return applyGeneral((out ?? root) as T, patches, i);
    out ??= { ...root };
    if (slice === root[sliceKey]) out[sliceKey] = { ...(slice as Rec) };
    if (p.op === 'set') table[path[2] as string] = p.value;
    else delete table[path[2] as string];
  }
  return (out ?? root) as T;
}

/** Every kind of op, from `start`: containers on a path copied, tables written in place. */
function applyGeneral<T>(root: T, patches: readonly PatchOp[], start: number): T {
  let out: unknown = root;
  /** Containers copied by this call (a handful: the root and a few slices). */
  const fresh: object[] = [];
  const own = (v: unknown): Rec => {
    if (isRec(v) && fresh.includes(v)) return v;
    const c: Rec = isRec(v) ? (Array.isArray(v) ? ([...v] as unknown as Rec) : { ...v }) : {};
    fresh.push(c);
    return c;
  };
  for (let n = start; n < patches.length; n++) {
    const p = patches[n] as PatchOp;
    const path = p.path;
    const last = path.length - 1;
    if (last < 0) {
      out = p.op === 'set' ? p.value : undefined;
      continue;
    }
    const top = own(out);
    out = top;
    let parent = top;
    if (last === 2 && isMirrorTable(path[0] as string, path[1] as string) && isRec(top[path[0] as string])) {
      // The usual patch, one entity of a table: copy the slice (once), write the table in place.
      const slice = own(top[path[0] as string]);
      top[path[0] as string] = slice;
      const table = slice[path[1] as string];
      parent = isRec(table) && !Array.isArray(table) ? table : (slice[path[1] as string] = {});
    } else {
      for (let i = 0; i < last; i++) {
        const key = path[i] as string;
        const child = parent[key];
        // A table deeper on the path is still written in place; anything else is copied.
        const inPlace = i === 1 && isRec(child) && !Array.isArray(child) && isMirrorTable(path[0] as string, key);
        const next = inPlace ? child : own(child);
        parent[key] = next;
        parent = next;
      }
    }
    const leaf = path[last] as string;
    if (p.op === 'set') parent[leaf] = p.value;
    else delete parent[leaf];
  }
  return out as T;
}
