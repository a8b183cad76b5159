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

/** Which [slice, key] pairs are entity tables (updated in place). */
export type IsTable = (slice: string, key: string) => boolean;

/**
 * The usual message (a like, a save, a comment): entity ops only. One pass: each op is checked
 * (one entity of a table `root` holds) and applied, the root and each touched slice copied once,
 * the tables written in place. Returns the new root and how many ops it applied: fewer than all
 * when an op of another kind came, which the general path below takes from there. Indexed
 * loops, no destructuring: this runs once per message, often before the engine optimised it.
 */
function applyEntityOps(root: Rec, patches: readonly PatchOp[], isTable: IsTable): { out: Rec; applied: number } {
  let out: Rec | null = null;
  let i = 0;
  for (; i < patches.length; i++) {
    const p = patches[i] as PatchOp;
    const path = p.path;
    if (path.length !== 3) break;
    const sliceKey = path[0] as string;
    const tableKey = path[1] as string;
    if (!isTable(sliceKey, tableKey)) break;
    const base = out ?? root;
    let slice = base[sliceKey];
    if (!isRec(slice)) break;
    const table = slice[tableKey];
    if (!isRec(table) || Array.isArray(table)) break;
    out ??= { ...root };
    if (slice === root[sliceKey]) out[sliceKey] = slice = { ...slice };
    if (p.op === 'set') table[path[2] as string] = p.value;
    else delete table[path[2] as string];
  }
  return { out: out ?? root, applied: i };
}

export function applyPatches<T>(root: T, patches: readonly PatchOp[], isTable: IsTable = isMirrorTable): T {
  if (patches.length === 0) return root;
  let start = 0;
  let out: unknown = root;
  if (isRec(root) && !Array.isArray(root)) {
    const fast = applyEntityOps(root, patches, isTable);
    if (fast.applied === patches.length) return fast.out as T;
    start = fast.applied;
    out = fast.out;
  }
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
    if (last === 2 && isTable(path[0] as string, path[1] as string) && isRec(top[path[0] as string])) {
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
        const inPlace = i === 1 && isRec(child) && !Array.isArray(child) && isTable(path[0] as string, key);
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
