/**
 * Predictions: the mirror's local echo of a worker call (a like, a save), shown in the same
 * task as the tap.
 *
 * Why: Chrome defers posted-message tasks after a discrete input (a click) until the next
 * frame has been produced (DeferRendererTasksAfterInput), so anything the worker answers to a
 * tap paints one frame late, however fast the worker is (measured: click → painted 23 ms
 * median through the worker, 9 ms for a plain React state toggle). So the UI applies the same
 * optimistic entity change at once, and the worker stays the owner of the state:
 *
 *   predict(ops, call) ─▶ the predicted entities show at once (their worker values kept aside)
 *   worker patch on a predicted entity ─▶ held: it updates the kept value, the prediction stays
 *   call settles (its optimistic patch was posted before its answer) ─▶ the kept worker values
 *   show again (normally equal to the prediction; if the worker did not apply it, it reverts)
 *
 * Entity-level ops only ([slice, table, id]); a worker op on a path above a predicted entity
 * (a whole table, the snapshot) drops those predictions: the worker's data wins.
 */
import type { PatchOp } from '../../worker/mirror-protocol';

interface Held {
  path: readonly string[];
  /** The worker's value (has false: no such entity). */
  has: boolean;
  value: unknown;
  /** Predictions on this path not yet settled. */
  count: number;
}

export interface Predictions {
  /** Record a prediction of `ops`; `read` gives the current (worker) value of a path. */
  add(ops: readonly PatchOp[], read: (path: readonly string[]) => { has: boolean; value: unknown }): void;
  /** The worker's patches minus those held back for predicted entities. */
  filter(patches: readonly PatchOp[]): readonly PatchOp[];
  /** A prediction's call settled: the ops that show the worker's values again. */
  release(ops: readonly PatchOp[]): PatchOp[];
  clear(): void;
}

const keyOf = (path: readonly string[]): string => path.join('\u0000');

function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  if (prefix.length >= path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== path[i]) return false;
  return true;
}

export function createPredictions(): Predictions {
  const held = new Map<string, Held>();
  return {
    add(ops, read) {
      for (const op of ops) {
        const key = keyOf(op.path);
        const entry = held.get(key);
        if (entry) entry.count++;
        else held.set(key, { path: op.path, ...read(op.path), count: 1 });
      }
    },
    filter(patches) {
      if (held.size === 0) return patches;
      const out: PatchOp[] = [];
      for (const op of patches) {
        const entry = held.get(keyOf(op.path));
        if (entry) {
          entry.has = op.op === 'set';
          entry.value = op.op === 'set' ? op.value : undefined;
          continue;
        }
        for (const [key, h] of held) if (isPrefix(op.path, h.path)) held.delete(key);
        out.push(op);
      }
      return out;
    },
    release(ops) {
      const out: PatchOp[] = [];
      for (const op of ops) {
        const key = keyOf(op.path);
        const entry = held.get(key);
        if (!entry || --entry.count > 0) continue;
        held.delete(key);
        out.push(entry.has ? { op: 'set', path: entry.path, value: entry.value } : { op: 'del', path: entry.path });
      }
      return out;
    },
    clear: () => held.clear(),
  };
}
