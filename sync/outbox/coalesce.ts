/**
 * What enqueueing a record does to the queue (DESIGN.md rule 7: toggles are set operations;
 * a queued record may be dropped only when the server's state already equals the final one,
 * never on the assumption that what the screen showed before the tap was the server's). Pure.
 *
 * - A toggle ('set': like, unlike, save, unsave, comment like and unlike) holds the final state
 *   the person chose. It replaces every record of its coalesce key still waiting (pending),
 *   sent or not: the final state is what the server needs, sent idempotently. Like, unlike
 *   made offline sends one unlike: the screen's state before the tap may have been a stale
 *   snapshot (a reload, another device), so "nothing" could leave the server liked.
 * - A record being sent right now stays (its request may be on the wire or already applied),
 *   and the new one goes after it: FIFO per entity sends them in that order.
 * - A comment-delete ('delete') of a comment-add that was never sent (pending, never tried)
 *   removes both, and with them the pending records that need that comment (likes of it,
 *   replies to it, and so on). An add tried once may have reached the server though its
 *   answer was lost: the delete then goes after it, with the add's server id.
 * - Only records of the same viewer (MutationRecord.viewerId) coalesce: one viewer's unlike
 *   never cancels another viewer's like queued on the same browser.
 */
import { cancels, clientIdsUsed, coalesceKey, coalesceMode } from '../mutations/mutation';
import type { MutationRecord } from '../mutations/types';

export interface EnqueuePlan {
  add: boolean;
  /** Ids of queued records to remove. */
  cancel: string[];
}

const isQueued = (r: MutationRecord): boolean => r.state === 'pending' || r.state === 'sending';
/** Nothing of it can have reached the server: waiting, and never handed to the transport. */
const neverSent = (r: MutationRecord): boolean => r.state === 'pending' && r.attempts === 0;

/** `queue` in FIFO order. */
export function planEnqueue(fullQueue: readonly MutationRecord[], next: MutationRecord): EnqueuePlan {
  const queue = fullQueue.filter((r) => r.viewerId === next.viewerId);
  const key = coalesceKey(next);
  switch (coalesceMode(next)) {
    case 'set':
      return { add: true, cancel: queue.filter((r) => r.state === 'pending' && coalesceKey(r) === key).map((r) => r.id) };
    case 'delete': {
      const created = queue.findLast((r) => isQueued(r) && coalesceKey(r) === key);
      if (created?.name !== 'comment-add' || !cancels(next, created) || !neverSent(created)) return { add: true, cancel: [] };
      return { add: false, cancel: [created.id, ...dependentsOf(queue, created.args.clientId)] };
    }
    case 'create':
    case 'once':
      return { add: true, cancel: [] };
  }
}

/** Pending records that need a comment that will now never exist, transitively. */
function dependentsOf(queue: readonly MutationRecord[], clientId: string): string[] {
  const gone = new Set([clientId]);
  const ids: string[] = [];
  for (const record of queue) {
    if (record.state !== 'pending' || !clientIdsUsed(record).some((id) => gone.has(id))) continue;
    ids.push(record.id);
    if (record.name === 'comment-add') gone.add(record.args.clientId);
  }
  return ids;
}
