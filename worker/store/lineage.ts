/**
 * Which keys a map changed in, remembered beside the immutable maps themselves: each map made
 * by setKey / withoutKey / mergeById records the map it came from (weakly) and the keys it
 * changed. The mirror's diff walks this chain instead of scanning every key of a big map;
 * where the chain is broken (a map built another way, or an old map collected) it scans.
 * Reducers stay pure: this is a memo on objects that never change.
 */
const lineage = new WeakMap<object, { base: WeakRef<object>; keys: readonly string[] }>();

export function recordLineage(next: object, base: object, keys: readonly string[]): void {
  lineage.set(next, { base: new WeakRef(base), keys });
}

/** The keys `next` may differ in from `prev`, or null when unknown (scan instead). */
export function changedKeys(prev: object, next: object, maxSteps = 256): Set<string> | null {
  const keys = new Set<string>();
  let cur: object | undefined = next;
  for (let i = 0; i < maxSteps && cur !== undefined; i++) {
    if (cur === prev) return keys;
    const step = lineage.get(cur);
    if (!step) return null;
    for (const k of step.keys) keys.add(k);
    cur = step.base.deref();
  }
  return null;
}
