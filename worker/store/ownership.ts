/**
 * The ownership scope: how an entity update costs O(1) while reducers stay pure functions.
 *
 * Outside a scope (unit tests folding actions, rebase tests, bench data builders) setKey,
 * withoutKey, setKeys and mergeById copy the map, so no earlier state is ever changed. While
 * the store dispatches, it runs the reducers inside a scope that OWNS the store's entity maps
 * (tables.ts): those helpers write into the owned map in place and note each write, {table,
 * key}, in the store's change log. Any other map (a map a reducer just built, a map of another
 * state) is still copied.
 *
 * Consequences, relied on by the store, the mirror sender and persistence:
 * - A state the store handed out shares its entity maps with later states: compare entity
 *   maps of two store states by the change log, never by reference. Entities themselves are
 *   never mutated (a changed post is a new object), so comparing entities by reference holds.
 * - A reducer may return its slice unchanged after an in-place write (it compares maps by
 *   reference); the store then copies that slice object (store.ts), so the identity of a slice
 *   and of the root still changes whenever anything in them changed.
 * - A reducer that replaces a whole table returns a map it built itself (a literal or a
 *   spread), never a map taken from an action or from another state: the store adopts it as
 *   its own and will write into it. The one exception: a map an action hands over, made for it
 *   alone and kept by nobody else (cache-restored with `ownMaps`, restored-cache.ts: the
 *   restore's 10,000 posts are not copied again).
 *
 * The log is two flat arrays (table index, key), appended to on every write: this runs for
 * every entity update, so it allocates nothing and hashes nothing but the owned-map lookup.
 */
import { ENTITY_TABLES } from './tables';

/** The key noted when a table's map was replaced by a new one (no entity id looks like it). */
export const REPLACED = '\u0000replaced';

/**
 * The table index noted (with key '') for a dispatch that changed more than entities in place:
 * a slice field, a table replaced (a REPLACED entry always comes with one). Without one, a
 * change set's entries are all that changed.
 */
export const SHAPE = -1;

/** What changed since a tracker last looked: entry i is (table index tables[i], key keys[i]). */
export interface ChangeSet {
  /** Indexes into ENTITY_TABLES, or SHAPE. */
  tables: number[];
  /** The key written (set or deleted), REPLACED, or '' (SHAPE). */
  keys: string[];
}

export function emptyChanges(): ChangeSet {
  return { tables: [], keys: [] };
}

export function mergeChanges(into: ChangeSet, from: ChangeSet): void {
  for (let i = 0; i < from.tables.length; i++) {
    into.tables.push(from.tables[i] as number);
    into.keys.push(from.keys[i] as string);
  }
}

/** Whether the table (index) was replaced by a new map in these changes. */
export function wasReplaced(c: ChangeSet, table: number): boolean {
  for (let i = 0; i < c.tables.length; i++) if (c.tables[i] === table && c.keys[i] === REPLACED) return true;
  return false;
}

/** The keys written in the table (index), each once, in first-write order; null when none. */
export function keysWritten(c: ChangeSet, table: number): string[] | null {
  let out: string[] | null = null;
  let seen: Set<string> | null = null;
  for (let i = 0; i < c.tables.length; i++) {
    if (c.tables[i] !== table) continue;
    const key = c.keys[i] as string;
    if (key === REPLACED) continue;
    if (out === null) {
      out = [key];
      continue;
    }
    // Small batches (a like) compare in place; big ones (a feed page) use a set.
    if (seen === null && out.length > 8) seen = new Set(out);
    if (seen ? seen.has(key) : out.includes(key)) continue;
    out.push(key);
    seen?.add(key);
  }
  return out;
}

/** Per table id ('posts.byId'): the keys written and whether the map was replaced. */
export function byTableId(c: ChangeSet): { keys: Map<string, Set<string>>; replaced: Set<string> } {
  const keys = new Map<string, Set<string>>();
  const replaced = new Set<string>();
  for (let i = 0; i < c.tables.length; i++) {
    const id = ENTITY_TABLES[c.tables[i] as number]?.id;
    if (id === undefined) continue;
    const key = c.keys[i] as string;
    if (key === REPLACED) replaced.add(id);
    else {
      const set = keys.get(id);
      if (set) set.add(key);
      else keys.set(id, new Set([key]));
    }
  }
  return { keys, replaced };
}

/** What the store keeps for its dispatches (one object, reused). */
export interface OwnershipScope {
  /** Owned map → its table index. */
  owned: Map<object, number>;
  /** Bit i: table i written in place during the current dispatch. */
  written: number;
  /** The store's change log; null while nobody tracks changes. */
  log: ChangeSet | null;
}

let active: OwnershipScope | null = null;

/** Make `scope` the running one (its maps writable in place); returns the one to restore. */
export function enterOwned(scope: OwnershipScope): OwnershipScope | null {
  const outer = active;
  active = scope;
  return outer;
}

export function exitOwned(outer: OwnershipScope | null): void {
  active = outer;
}

/**
 * For setKey / withoutKey / setKeys / mergeById: when the running scope owns `map`, note that
 * `key` is about to be written and return true (write in place); otherwise false (copy).
 */
export function claimWrite(map: object, key: string): boolean {
  const scope = active;
  if (scope === null) return false;
  const table = scope.owned.get(map);
  if (table === undefined) return false;
  scope.written |= 1 << table;
  const log = scope.log;
  if (log !== null) {
    log.tables.push(table);
    log.keys.push(key);
  }
  return true;
}
