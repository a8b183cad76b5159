/**
 * The entity tables: the id-keyed maps inside the state's slices. The store owns them and
 * updates them in place while it dispatches (ownership.ts); the mirror sends them per entity
 * (['posts','byId','123']) and the main-thread mirror updates its copies in place too
 * (src/state/tables.ts lists the same tables; a test keeps the two lists equal).
 *
 * A slice that adds an id-keyed map should list it here (it is still correct when it does not:
 * an unlisted map is copied on every write and diffed by reference, only slower).
 */
import type { ClientState } from '../model';

export interface TableSpec {
  slice: keyof ClientState;
  key: string;
  /** 'slice.key', e.g. 'posts.byId': the table's name in change sets. */
  id: string;
}

const table = (slice: keyof ClientState, key: string): TableSpec => ({ slice, key, id: `${slice}.${key}` });

export const ENTITY_TABLES: readonly TableSpec[] = [
  table('posts', 'byId'),
  table('posts', 'idByCode'),
  table('users', 'users'),
  table('users', 'usernameToId'),
  table('comments', 'byId'),
  table('comments', 'byPostId'),
  table('outbox', 'byId'),
  table('uploads', 'byId'),
  table('relationships', 'byUserId'),
];

/** slice → key → index in ENTITY_TABLES (lookups that build no 'slice.key' string). */
export const TABLE_INDEX: ReadonlyMap<string, ReadonlyMap<string, number>> = (() => {
  const out = new Map<string, Map<string, number>>();
  ENTITY_TABLES.forEach((t, i) => {
    const keys = out.get(t.slice) ?? new Map<string, number>();
    keys.set(t.key, i);
    out.set(t.slice, keys);
  });
  return out;
})();

/** Slices holding at least one table. */
export const TABLE_SLICES: ReadonlySet<string> = new Set(ENTITY_TABLES.map((t) => t.slice));

/**
 * Slices whose reducers keep them immutable (a change makes new objects along its path only)
 * and whose maps the mirror patches key by key, compared by reference (['direct','items','id'],
 * ['direct','threads','id']), as the tables' slices: sent whole, every change of one posted the
 * whole slice (the direct slice: 200 threads and their items, for a typing mark or one message)
 * and made every object in it new on the page (benchmark 13b).
 */
export const KEYED_SLICES: ReadonlySet<string> = new Set(['direct']);

/** Slices whose maps the mirror's patches go into (tables' and keyed slices). */
export const PATCHED_SLICES: ReadonlySet<string> = new Set([...TABLE_SLICES, ...KEYED_SLICES]);

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The table's map in `state`, or undefined when the slice or the map is missing. */
export function readTable(state: ClientState, t: TableSpec): Rec | undefined {
  const slice: unknown = state[t.slice];
  if (!isRec(slice)) return undefined;
  const map = slice[t.key];
  return isRec(map) ? map : undefined;
}
