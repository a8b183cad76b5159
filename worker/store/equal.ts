/**
 * Helpers for pure reducers over entity maps. setKey, withoutKey, setKeys and mergeById copy
 * the map (pure: a test folding actions never sees an earlier state change), except inside
 * the store's ownership scope, where the maps the store owns are written in place, O(1) per
 * entity, and each write is logged (ownership.ts). Write through these helpers only: a
 * reducer that assigns into a map itself bypasses the log and the copy.
 */
import { recordLineage } from './lineage';
import { claimWrite } from './ownership';

/** Structural equality of plain JSON-like data (state entities). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && deepEqual(ra[k], rb[k]));
}

/**
 * Merge entities into a map by id, keeping the old object when the new one is equal, so
 * diffs (mirror, persistence) see only real changes. Returns `map` itself when nothing
 * changed, and also when the store's ownership scope owns it (written in place, ownership.ts).
 */
export function mergeById<T extends { id: string }>(map: Record<string, T>, incoming: readonly T[]): Record<string, T> {
  let out: Record<string, T> | null = null;
  const keys: string[] = [];
  for (const entity of incoming) {
    const target = out ?? map;
    const prev = target[entity.id];
    if (prev !== undefined && deepEqual(prev, entity)) continue;
    if (out === null && claimWrite(map, entity.id)) {
      map[entity.id] = entity;
      continue;
    }
    out ??= { ...map };
    out[entity.id] = entity;
    keys.push(entity.id);
  }
  if (out) recordLineage(out, map, keys);
  return out ?? map;
}

/**
 * `state` with these tables: `state` itself when it holds them already (each written in place
 * by the store's ownership scope, or unchanged), else a copy with them. So an action that only
 * writes entities keeps its slice object, and the store's log alone tells what changed
 * (ownership.ts SHAPE: the mirror then sends the log's entities without comparing slices).
 */
export function withTables<S extends object>(state: S, tables: Partial<S>): S {
  for (const key in tables) if (tables[key] !== state[key]) return { ...state, ...tables };
  return state;
}

/**
 * Set one key of a record: a copy outside the store's ownership scope (pure), in place inside
 * it (ownership.ts). Returns the same record when the value is identical.
 */
export function setKey<T>(map: Record<string, T>, key: string, value: T): Record<string, T> {
  if (map[key] === value) return map;
  if (claimWrite(map, key)) {
    map[key] = value;
    return map;
  }
  const out = { ...map, [key]: value };
  recordLineage(out, map, [key]);
  return out;
}

/** Remove one key: a copy outside the ownership scope, in place inside it. */
export function withoutKey<T>(map: Record<string, T>, key: string): Record<string, T> {
  if (!(key in map)) return map;
  if (claimWrite(map, key)) {
    delete map[key];
    return map;
  }
  const { [key]: _removed, ...rest } = map;
  recordLineage(rest, map, [key]);
  return rest;
}

/**
 * Set many keys (one copy outside the ownership scope, in place inside it); `map` itself when
 * every value is identical.
 */
export function setKeys<T>(map: Record<string, T>, entries: Iterable<readonly [string, T]>): Record<string, T> {
  let out: Record<string, T> | null = null;
  const keys: string[] = [];
  for (const [key, value] of entries) {
    if ((out ?? map)[key] === value) continue;
    if (out === null && claimWrite(map, key)) {
      map[key] = value;
      continue;
    }
    out ??= { ...map };
    out[key] = value;
    keys.push(key);
  }
  if (out) recordLineage(out, map, keys);
  return out ?? map;
}

/** `next`, or `prev` when they are structurally equal (keeps references stable for diffs). */
export function keepEqual<T>(prev: T | undefined, next: T): T {
  return prev !== undefined && deepEqual(prev, next) ? prev : next;
}
