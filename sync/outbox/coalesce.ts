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
 * - A refused one ('failed', shown in "Unsent activity") goes too: the new tap is the person's
 *   last word on that thing, and the old refusal's revert, re-applied at every start, would
 *   otherwise undo it on screen (issue 17, the sync model: save refused; save again, sent;
 *   reload → the post showed unsaved).
 * - A comment-delete ('delete') of a comment-add that was never sent (pending, never tried)
 *   removes both, and with them the pending records that need that comment (likes of it,
 *   replies to it, and so on). An add tried once may have reached the server though its
 *   answer was lost: the delete then goes after it, with the add's server id.
 * - Added (ppost): a 'delete' also drops the pending 'set' records of its key (a post's caption
 *   edits go with the post's delete), and a 'set' made while a delete of its key is queued is
 *   not added (an edit of a post being deleted). A 'delete' drops a refused delete of its key
 *   too, as a toggle drops a refused toggle.
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
  return planAgainst(queue.filter((r) => coalesceKey(r) === key), () => queue, next);
}

/**
 * `sameKey`: the queued records of `next`'s viewer and coalesce key, FIFO; `viewerQueue`: all
 * of that viewer's, FIFO (read only when a comment-add is cancelled, for what depends on it).
 */
function planAgainst(sameKey: readonly MutationRecord[], viewerQueue: () => readonly MutationRecord[], next: MutationRecord): EnqueuePlan {
  switch (coalesceMode(next)) {
    case 'set':
      // Nothing is set on a thing whose delete is queued (a post's edit after its delete).
      if (sameKey.some((r) => isQueued(r) && coalesceMode(r) === 'delete')) return { add: false, cancel: [] };
      return { add: true, cancel: sameKey.filter((r) => r.state === 'pending' || r.state === 'failed').map((r) => r.id) };
    case 'delete': {
      const created = sameKey.findLast(isQueued);
      if (created?.name !== 'comment-add' || !cancels(next, created) || !neverSent(created)) {
        // A delete drops the set operations of its key still waiting (a post's caption edits),
        // and an earlier delete of it that was refused: its revert, re-applied at every start,
        // would otherwise bring back what this one deleted (issue 17, the sync model: a delete
        // refused; deleted again, sent; reload → the comment showed again).
        const dropped = (r: MutationRecord) => (r.state === 'pending' && coalesceMode(r) === 'set') || (r.state === 'failed' && coalesceMode(r) === 'delete');
        return { add: true, cancel: sameKey.filter(dropped).map((r) => r.id) };
      }
      return { add: false, cancel: [created.id, ...dependentsOf(viewerQueue(), created.args.clientId)] };
    }
    case 'create':
    case 'once':
      return { add: true, cancel: [] };
  }
}

/**
 * Plans several records enqueued one after the other in one transaction (the group commit of
 * a burst of taps, issue 16), each against the queue as the ones before it left it: the same
 * answers as planEnqueue on the queue kept up to date, without reading the whole queue for
 * each (records are indexed by viewer and coalesce key).
 */
export interface QueuePlanner {
  /** Plans `next` and applies the plan to the planner's queue. */
  enqueue(next: MutationRecord): EnqueuePlan;
}

export function createQueuePlanner(queue: readonly MutationRecord[]): QueuePlanner {
  /** Every record, FIFO (a Map keeps insertion order; removal is O(1)). */
  const all = new Map<string, MutationRecord>();
  const byKey = new Map<string, Map<string, MutationRecord>>();
  const keyOf = (r: MutationRecord): string => `${r.viewerId}\u0000${coalesceKey(r)}`;
  const keys = new Map<string, string>();
  const add = (r: MutationRecord): void => {
    const key = keyOf(r);
    all.set(r.id, r);
    keys.set(r.id, key);
    let bucket = byKey.get(key);
    if (!bucket) byKey.set(key, (bucket = new Map()));
    bucket.set(r.id, r);
  };
  const remove = (id: string): void => {
    const key = keys.get(id);
    if (key === undefined) return;
    all.delete(id);
    keys.delete(id);
    byKey.get(key)?.delete(id);
  };
  queue.forEach(add);
  return {
    enqueue(next) {
      const sameKey = [...(byKey.get(keyOf(next))?.values() ?? [])];
      const plan = planAgainst(sameKey, () => [...all.values()].filter((r) => r.viewerId === next.viewerId), next);
      plan.cancel.forEach(remove);
      if (plan.add) add(next);
      return plan;
    },
  };
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
