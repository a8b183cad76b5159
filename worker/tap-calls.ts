/**
 * Taps made in one burst travel as one message (issue 16, bench 8). The calls below only apply
 * a tap and queue it in the outbox (DESIGN.md rule 1); the page sends those made in one task
 * together (src/state/tap-batch.ts) and the worker starts them in their order, so that the
 * outbox's group commit (worker/engine/outbox-sync.ts) writes them in one transaction instead
 * of ending its first write behind a thousand messages still to handle.
 *
 * A call missing here still works (it goes alone); one listed here must only queue a tap.
 */
import type { WorkerApi } from './api-types';

export const TAP_CALLS = [
  'likePost', 'unlikePost', 'savePost', 'unsavePost', 'addComment', 'deleteComment', 'likeComment', 'unlikeComment',
  'followUser', 'unfollowUser', 'blockUser', 'unblockUser', 'approveFollowRequest', 'ignoreFollowRequest',
  'followHashtag', 'unfollowHashtag', 'markActivityChecked', 'clearSearchHistory', 'markSuggestionsSeen',
  'sendDirectText', 'sendDirectLike', 'shareDirectPost', 'unsendDirectMessage', 'reactDirectMessage', 'markDirectSeen',
  'approveDirectRequest', 'declineDirectRequest', 'markStorySeen',
] as const satisfies readonly (keyof WorkerApi)[];

export type TapCallName = (typeof TAP_CALLS)[number];

/** One call of a batch: a method of TAP_CALLS and its arguments. */
export interface TapCall {
  method: TapCallName;
  args: unknown[];
}

/** How one call of a batch ended; an error as its name and message (what a page can show). */
export type TapOutcome = { ok: true } | { ok: false; name: string; message: string };

const TAP_SET: ReadonlySet<string> = new Set(TAP_CALLS);

export function isTapCall(name: string): name is TapCallName {
  return TAP_SET.has(name);
}

/**
 * Starts each call in order, in this task (as separate messages would, one after another), and
 * answers how each ended. A method not in TAP_CALLS is refused, not run.
 */
export async function runTapCalls(api: Pick<WorkerApi, TapCallName>, calls: readonly TapCall[]): Promise<TapOutcome[]> {
  const runs = calls.map(({ method, args }): Promise<unknown> => {
    if (!isTapCall(method)) return Promise.reject(new TypeError(`not a tap call: ${String(method)}`));
    const fn = api[method] as (...a: unknown[]) => Promise<unknown>;
    try {
      return fn(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  });
  const settled = await Promise.allSettled(runs);
  return settled.map((r): TapOutcome => {
    if (r.status === 'fulfilled') return { ok: true };
    const e = r.reason as { name?: unknown; message?: unknown } | null;
    return { ok: false, name: typeof e?.name === 'string' ? e.name : 'Error', message: typeof e?.message === 'string' ? e.message : String(r.reason) };
  });
}
