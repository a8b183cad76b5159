/**
 * The entity tables of the mirror: the id-keyed maps inside the state's slices, the same list
 * as worker/store/tables.ts (a test keeps them equal; the UI imports worker TYPES only).
 *
 * THE RULE for reading them: an entity table is a stable container, updated IN PLACE by
 * patches (O(1) per entity, whatever its size). Its slice object (s.posts, s.outbox, …) and
 * the root get a new identity on every change inside them; the entities are immutable values
 * (a changed post is a new object). So a selector reads entities by id,
 * `s => s.posts.byId[id]` or a field of it, and never returns a whole table
 * (`s => s.outbox.byId` would never change). To derive from a whole table, select a derived
 * value with an isEqual (e.g. a count, a list compared with shallowEqual), or select the slice
 * (`s => s.outbox`) and derive from it.
 */
export const MIRROR_TABLES: ReadonlySet<string> = new Set([
  'posts.byId',
  'posts.idByCode',
  'users.users',
  'users.usernameToId',
  'comments.byId',
  'comments.byPostId',
  'outbox.byId',
  'uploads.byId',
  'relationships.byUserId',
]);

/**
 * Whether [slice, key] names a table of MIRROR_TABLES (a test keeps the two equal). Asked for
 * every patch op on the main thread, with names fresh from each message: string compares
 * touch nothing but the two strings, where a Map or Set lookup hashes the name and reads its
 * tables first (≈ 0.4 µs a message after an idle moment, measured in benchmark 2).
 */
export function isMirrorTable(slice: string, key: string): boolean {
  switch (slice) {
    case 'posts':
      return key === 'byId' || key === 'idByCode';
    case 'users':
      return key === 'users' || key === 'usernameToId';
    case 'comments':
      return key === 'byId' || key === 'byPostId';
    case 'outbox':
    case 'uploads':
      return key === 'byId';
    case 'relationships':
      return key === 'byUserId';
    default:
      return false;
  }
}
