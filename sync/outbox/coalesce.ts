/**
 * What enqueueing a record does to the queue (DESIGN.md: "A like then an unlike made offline
 * on one post ends in the right state and sends no more than it needs"). Pure.
 *
 * - The newest queued (pending or sending) record with the same coalesce key is the inverse
 *   of the new one and still pending: both go (the server never hears of either).
 * - A comment-delete of a still-pending comment-add's client id removes both, and with them
 *   the pending records that need that comment (likes of it, replies to it, and so on).
 * - An inverse already being sent stays, and the new record is appended after it.
 * - Only records of the same viewer (MutationRecord.viewerId) coalesce: one viewer's unlike
 *   never cancels another viewer's like queued on the same browser.
 */
import { cancels, clientIdsUsed, coalesceKey } from '../mutations/mutation';
import type { MutationRecord } from '../mutations/types';

export interface EnqueuePlan {
  add: boolean;
  /** Ids of queued records to remove. */
  cancel: string[];
}

const isQueued = (r: MutationRecord): boolean => r.state === 'pending' || r.state === 'sending';

/** `queue` in FIFO order. */
export function planEnqueue(fullQueue: readonly MutationRecord[], next: MutationRecord): EnqueuePlan {
  const queue = fullQueue.filter((r) => r.viewerId === next.viewerId);
  const key = coalesceKey(next);
  const newest = queue.findLast((r) => isQueued(r) && coalesceKey(r) === key);
  if (newest === undefined || newest.state !== 'pending' || !cancels(next, newest)) return { add: true, cancel: [] };

  const cancel = [newest.id];
  if (newest.name === 'comment-add') cancel.push(...dependentsOf(queue, newest.args.clientId));
  return { add: false, cancel };
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
