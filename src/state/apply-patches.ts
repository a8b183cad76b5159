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
import { MIRROR_TABLES } from './tables';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

/** 'slice.key' ids → slice → keys, so a lookup builds no string. */
function bySlice(tables: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const id of tables) {
    const dot = id.indexOf('.');
    const slice = id.slice(0, dot);
    const keys = out.get(slice) ?? new Set<string>();
    keys.add(id.slice(dot + 1));
    out.set(slice, keys);
  }
  return out;
}

const DEFAULT_TABLES = bySlice(MIRROR_TABLES);

/** Every op sets or deletes one entity of a table that `root` holds: the message of a like, a save, a comment. */
function onlyEntityOps(root: Rec, patches: readonly PatchOp[], tableKeys: Map<string, Set<string>>): boolean {
  for (const p of patches) {
    const path = p.path;
    if (path.length !== 3) return false;
    const slice = root[path[0] as string];
    if (!isRec(slice) || tableKeys.get(path[0] as string)?.has(path[1] as string) !== true) return false;
    const table = slice[path[1] as string];
    if (!isRec(table) || Array.isArray(table)) return false;
  }
  return true;
}

/** The usual message, entity ops only: copy the root and each touched slice once, write the tables in place. */
function applyEntityOps(root: Rec, patches: readonly PatchOp[]): Rec {
  const out: Rec = { ...root };
  for (const p of patches) {
    const [sliceKey, tableKey, id] = p.path as [string, string, string];
    let slice = out[sliceKey] as Rec;
    if (slice === root[sliceKey]) out[sliceKey] = slice = { ...slice };
    const table = slice[tableKey] as Rec;
    if (p.op === 'set') table[id] = p.value;
    else delete table[id];
  }
  return out;
}

export function applyPatches<T>(root: T, patches: readonly PatchOp[], tables?: ReadonlySet<string>): T {
  if (patches.length === 0) return root;
  const tableKeys = tables ? bySlice(tables) : DEFAULT_TABLES;
  if (isRec(root) && !Array.isArray(root) && onlyEntityOps(root, patches, tableKeys)) return applyEntityOps(root, patches) as T;
  /** Containers copied by this call (a handful: the root and a few slices). */
  const fresh: object[] = [];
  const own = (v: unknown): Rec => {
    if (isRec(v) && fresh.includes(v)) return v;
    const c: Rec = isRec(v) ? (Array.isArray(v) ? ([...v] as unknown as Rec) : { ...v }) : {};
    fresh.push(c);
    return c;
  };
  let out: unknown = root;
  for (const p of patches) {
    const path = p.path;
    const last = path.length - 1;
    if (last < 0) {
      out = p.op === 'set' ? p.value : undefined;
      continue;
    }
    const top = own(out);
    out = top;
    let parent = top;
    if (last === 2 && tableKeys.get(path[0] as string)?.has(path[1] as string) && isRec(top[path[0] as string])) {
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
        const inPlace = i === 1 && isRec(child) && !Array.isArray(child) && tableKeys.get(path[0] as string)?.has(key) === true;
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
