/**
 * Which outbox records are new and waiting, told change by change (the replay request of
 * worker-client.ts: a record never seen waiting asks for a replay; one back to waiting after a
 * failed send keeps its backoff). Issue 17: the whole outbox was scanned on every mirror
 * message, 1,000 items a message while 1,000 queued actions were sent; now a patch message
 * costs its own ops (a record added, changed or removed), and only a state replaced whole (a
 * snapshot) or an outbox op of another shape is read in full.
 */
import type { OutboxItemView } from '../../worker/model';
import type { PatchOp } from '../../worker/mirror-protocol';

type OutboxById = Readonly<Record<string, OutboxItemView | undefined>>;

export interface WaitingWatch {
  /**
   * The ids waiting now and never seen waiting before, given the change just applied (its ops,
   * or null for a state replaced whole) and the outbox table after it.
   */
  fresh(change: readonly PatchOp[] | null, byId: OutboxById): string[];
}

const isWaiting = (item: unknown): boolean => typeof item === 'object' && item !== null && (item as OutboxItemView).state === 'pending';

/** A watch that has seen the waiting records of `byId` already. */
export function createWaitingWatch(byId: OutboxById): WaitingWatch {
  const seen = new Set<string>();
  const scan = (table: OutboxById): string[] => {
    const out: string[] = [];
    for (const id in table) {
      if (!isWaiting(table[id]) || seen.has(id)) continue;
      seen.add(id);
      out.push(id);
    }
    return out;
  };
  scan(byId);
  return {
    fresh(change, table) {
      if (change === null) return scan(table);
      const out: string[] = [];
      for (const op of change) {
        if (op.path[0] !== 'outbox') continue;
        if (op.path.length !== 3 || op.path[1] !== 'byId') return [...out, ...scan(table)];
        const id = op.path[2] as string;
        if (op.op === 'set' && isWaiting(op.value) && !seen.has(id)) {
          seen.add(id);
          out.push(id);
        }
      }
      return out;
    },
  };
}
