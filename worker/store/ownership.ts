/**
 * The ownership scope: how an entity update costs O(1) while reducers stay pure functions.
 *
 * Outside a scope (unit tests folding actions, rebase tests, bench data builders) setKey,
 * withoutKey and mergeById copy the map, so no earlier state is ever changed. While the store
 * dispatches, it runs the reducers inside a scope that OWNS the store's entity maps
 * (tables.ts): those three write into the owned map in place and note each write, {table,
 * key}, in the dispatch's change set. Any other map (a map a reducer just built, a map of
 * another state) is still copied.
 *
 * Consequences, relied on by the store, the mirror sender and persistence:
 * - A state the store handed out shares its entity maps with later states: compare entity
 *   maps of two store states by the change sets, never by reference. Entities themselves are
 *   never mutated (a changed post is a new object), so comparing entities by reference holds.
 * - A reducer may return its slice unchanged after an in-place write (it compares maps by
 *   reference); the store then copies that slice object (store.ts), so the identity of a slice
 *   and of the root still changes whenever anything in them changed.
 * - A reducer that replaces a whole table returns a map it built itself (a literal or a
 *   spread), never a map taken from an action or from another state: the store adopts it as
 *   its own and will write into it.
 */

/** What dispatches changed in the tables, by table id ('posts.byId'). */
export interface ChangeSet {
  /** Keys set or deleted, per table, in first-write order. */
  keys: Map<string, Set<string>>;
  /** Tables whose map was replaced by a new one (restore, logout, a relisted outbox). */
  replaced: Set<string>;
}

export function emptyChanges(): ChangeSet {
  return { keys: new Map(), replaced: new Set() };
}

export function noteKey(c: ChangeSet, table: string, key: string): void {
  const keys = c.keys.get(table);
  if (keys) keys.add(key);
  else c.keys.set(table, new Set([key]));
}

/** Add `from` into `into` (a consumer collecting the changes since it last looked). */
export function mergeChanges(into: ChangeSet, from: ChangeSet): void {
  for (const [table, keys] of from.keys) for (const key of keys) noteKey(into, table, key);
  for (const table of from.replaced) into.replaced.add(table);
}

/** What the store keeps for its dispatches (one object, reused: the hot path allocates nothing). */
export interface OwnershipScope {
  /** Owned map → its table id. */
  owned: Map<object, string>;
  /** Tables written in place during the current dispatch. */
  written: Set<string>;
  /** Where writes are noted: the change set of each of the store's trackers. */
  sinks: ChangeSet[];
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
  scope.written.add(table);
  for (const sink of scope.sinks) noteKey(sink, table, key);
  return true;
}
