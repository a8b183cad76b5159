/**
 * The worker store: state, dispatch, subscribers, change trackers. Listeners run once per
 * dispatch; the mirror and persistence coalesce on their own. Server-data actions are
 * followed by a rebase of the pending outbox records (DESIGN.md rule 5).
 *
 * Ownership (ownership.ts): the store owns the entity maps of its state (tables.ts) and runs
 * the reducers inside an ownership scope, so an entity update writes into the owned map in
 * place (O(1), not a copy of a 10,000-entry map) and is appended to the store's change log.
 *
 *   dispatch ─▶ scope { rootReducer ─▶ adopt new maps ─▶ rebase? ─▶ adopt } ─▶ fresh slices
 *            ─▶ commit: state = next; listeners(state, prev)
 *   (each write, and each replaced table, is appended to the change log as it happens, and a
 *   dispatch whose reducers changed any slice object notes SHAPE after them: without it, the
 *   log's writes are all that changed; each tracker reads the log from where it last took,
 *   and the read part is dropped)
 *
 * - The initial state's maps are copied once, so the caller's state is never written.
 * - A map a reducer built to replace a table (restore, logout) is adopted as the owned one and
 *   its table is logged as REPLACED.
 * - Every slice with a noted write gets a new slice object (and the state a new root) even
 *   when its reducer returned it unchanged: slice identity still tells "something changed".
 * - Since states share their maps, consumers read WHAT changed from a tracker (track()):
 *   the mirror sender (patches) and persistence (dirty keys), not from reference diffs.
 */
import { entityKey } from '../../sync';
import type { MutationRecord } from '../../sync';
import type { ClientState } from '../model';
import type { Action } from './actions';
import { isServerData } from './actions';
import { initialState } from './initial-state';
import type { MutationContext } from './mutation-actions';
import type { ChangeSet, OwnershipScope } from './ownership';
import { REPLACED, SHAPE, emptyChanges, enterOwned, exitOwned } from './ownership';
import { rebase } from './rebase';
import { rootReducer } from './root-reducer';
import { ENTITY_TABLES, readTable } from './tables';

/** Collects the changes of every dispatch since it was made or last taken. */
export interface ChangeTracker {
  /** The changes since the last take (and forget them). */
  take(): ChangeSet;
  stop(): void;
}

export interface Store {
  getState(): ClientState;
  dispatch(action: Action): void;
  /**
   * Re-apply the pending outbox records now (after a revert; DESIGN.md rule 5); `entities`:
   * only the records of these entity keys (a success or revert changed only those).
   */
  rebase(entities?: ReadonlySet<string>): void;
  /** `prev` shares its entity maps with `state` (written in place): use track() for what changed. */
  subscribe(listener: (state: ClientState, prev: ClientState) => void): () => void;
  track(): ChangeTracker;
}

export interface StoreDeps {
  initial?: ClientState;
  /** Outbox records not yet reconciled (pending, sending, done). */
  pendingRecords(): readonly MutationRecord[];
  context(): MutationContext;
}

type Rec = Record<string, unknown>;
type Listener = (s: ClientState, p: ClientState) => void;

/** The log is compacted (its part every tracker read dropped) once it holds this many entries. */
const COMPACT_AT = 256;

/** The initial state with its own copies of the entity maps (the caller's stay untouched). */
function ownCopy(state: ClientState): ClientState {
  const slices = new Map<string, Rec>();
  for (const t of ENTITY_TABLES) {
    const map = readTable(state, t);
    if (!map) continue;
    const slice = slices.get(t.slice) ?? { ...(state[t.slice] as unknown as Rec) };
    slice[t.key] = { ...map };
    slices.set(t.slice, slice);
  }
  return { ...state, ...Object.fromEntries(slices) } as ClientState;
}

/** New slice objects (and root) for slices written in place whose reducer kept the object. */
function freshSlices(prev: ClientState, next: ClientState, written: number): ClientState {
  let out: Record<string, unknown> | null = null;
  for (let i = 0; i < ENTITY_TABLES.length; i++) {
    if ((written & (1 << i)) === 0) continue;
    const slice = (ENTITY_TABLES[i] as (typeof ENTITY_TABLES)[number]).slice;
    const cur = (out ?? next)[slice];
    if (cur !== prev[slice]) continue;
    out ??= { ...next };
    out[slice] = { ...(cur as Rec) };
  }
  return out ? (out as unknown as ClientState) : next;
}

export function createStore(deps: StoreDeps): Store {
  let state = ownCopy(deps.initial ?? initialState());
  /** Table index → owned map (the scope holds the reverse). */
  const ownedBy: (object | undefined)[] = [];
  const scope: OwnershipScope = { owned: new Map(), written: 0, log: null };
  const listeners = new Set<Listener>();
  /** The listeners as an array, made again only after a (un)subscribe. */
  let calling: readonly Listener[] | null = null;
  /** Each tracker's position in the log. */
  const cursors: { pos: number }[] = [];

  /**
   * Take the maps at the table paths of `s` as the owned ones (new maps: table replaced).
   * `from`: the state before, whose unchanged slices need no look.
   */
  const adopt = (s: ClientState, note: boolean, from: ClientState | null): void => {
    for (let i = 0; i < ENTITY_TABLES.length; i++) {
      const t = ENTITY_TABLES[i] as (typeof ENTITY_TABLES)[number];
      if (from !== null && s[t.slice] === from[t.slice]) continue;
      const map = readTable(s, t);
      const cur = ownedBy[i];
      if (map === cur) continue;
      if (cur !== undefined) scope.owned.delete(cur);
      ownedBy[i] = undefined;
      if (note && scope.log) {
        scope.log.tables.push(i);
        scope.log.keys.push(REPLACED);
      }
      if (map === undefined) continue;
      // A reducer must not put one map at two table paths; owning it twice would misfile writes.
      if (scope.owned.has(map)) throw new Error(`store: table ${t.id} shares its map with another table`);
      scope.owned.set(map, i);
      ownedBy[i] = map;
    }
  };
  adopt(state, false, null);

  /** Reducers (and the rebase) in the ownership scope; then commit, even when one threw. */
  const run = (action: Action | null, withRebase: boolean, entities?: ReadonlySet<string>): void => {
    const prev = state;
    let next = prev;
    scope.written = 0;
    const outer = enterOwned(scope);
    try {
      if (action) {
        next = rootReducer(prev, action);
        adopt(next, true, prev);
      }
      if (withRebase) {
        const before = next;
        const records = deps.pendingRecords();
        next = rebase(next, entities ? records.filter((r) => entities.has(entityKey(r))) : records, deps.context());
        adopt(next, true, before);
      }
    } finally {
      exitOwned(outer);
      // The reducers kept every slice: what changed is the in-place writes the log holds.
      if (next !== prev && scope.log) {
        scope.log.tables.push(SHAPE);
        scope.log.keys.push('');
      }
      if (scope.written !== 0) next = freshSlices(prev, next, scope.written);
      if (next !== prev) {
        state = next;
        calling ??= [...listeners];
        for (const l of calling) l(state, prev);
      }
    }
  };

  /** Drop the part of the log every tracker has read. */
  const compact = (): void => {
    const log = scope.log;
    if (!log || log.tables.length < COMPACT_AT) return;
    let min = log.tables.length;
    for (let i = 0; i < cursors.length; i++) min = Math.min(min, (cursors[i] as { pos: number }).pos);
    if (min < COMPACT_AT || min * 2 < log.tables.length) return;
    log.tables.splice(0, min);
    log.keys.splice(0, min);
    for (let i = 0; i < cursors.length; i++) (cursors[i] as { pos: number }).pos -= min;
  };

  return {
    getState: () => state,
    dispatch(action) {
      run(action, isServerData(action));
    },
    rebase(entities) {
      run(null, true, entities);
    },
    subscribe(listener) {
      listeners.add(listener);
      calling = null;
      return () => {
        listeners.delete(listener);
        calling = null;
      };
    },
    track() {
      const log = (scope.log ??= emptyChanges());
      const cursor = { pos: log.tables.length };
      cursors.push(cursor);
      let stopped = false;
      return {
        take() {
          if (stopped) return emptyChanges();
          const from = cursor.pos;
          const end = log.tables.length;
          if (from === end) return emptyChanges();
          // One write (a tap) is the usual take: two literals cost less than two slices.
          const out: ChangeSet =
            end - from === 1
              ? { tables: [log.tables[from] as number], keys: [log.keys[from] as string] }
              : { tables: log.tables.slice(from, end), keys: log.keys.slice(from, end) };
          cursor.pos = end;
          if (end >= COMPACT_AT) compact();
          return out;
        },
        stop() {
          if (stopped) return;
          stopped = true;
          cursors.splice(cursors.indexOf(cursor), 1);
          if (cursors.length === 0) scope.log = null;
          else compact();
        },
      };
    },
  };
}
