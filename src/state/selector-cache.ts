/**
 * Memoised selection for useSyncExternalStore: the same state and selector give the same
 * value, and a new value equal (isEqual) to the last one gives the last one back, so React
 * sees no change and the component does not re-render.
 */
import type { ClientState } from '../../worker/model';

export type Selector<T> = (s: ClientState) => T;
export type IsEqual<T> = (a: T, b: T) => boolean;

export interface SelectorCache<T> {
  read(state: ClientState, selector: Selector<T>, isEqual: IsEqual<T>): T;
}

export function createSelectorCache<T>(): SelectorCache<T> {
  let memo: { state: ClientState; selector: Selector<T>; value: T } | null = null;
  return {
    read(state, selector, isEqual) {
      if (memo && memo.state === state && memo.selector === selector) return memo.value;
      const value = selector(state);
      const kept = memo && isEqual(memo.value, value) ? memo.value : value;
      memo = { state, selector, value: kept };
      return kept;
    },
  };
}

/** Shallow equality of arrays and plain objects (for selectors that build a small object). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && Object.is(ra[k], rb[k]));
}
