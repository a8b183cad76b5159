/**
 * The state changes of the patch bench, as the engine makes them for a like tap
 * (worker/engine/outbox-sync.ts): step 2k likes a post (its outbox item appears, the optimistic
 * like applies); step 2k+1 unlikes it (the queued like is cancelled: its item goes away, the
 * unlike applies). Both actions of a step are dispatched together, so one patch message
 * carries them (the mirror sender coalesces per microtask).
 */
import type { Action } from '../../worker/store';

export function likeStep(postIds: readonly string[], step: number): Action[] {
  const n = Math.floor(step / 2);
  const postId = postIds[n % postIds.length];
  if (postId === undefined) throw new Error('no posts');
  const id = `bench-${n}`;
  if (step % 2 === 1) return [{ type: 'outbox-item-removed', id }, { type: 'post-unlike-requested', postId }];
  return [
    {
      type: 'outbox-item-upserted',
      item: { id, name: 'post-like', entityKey: `post:${postId}`, state: 'pending', attempts: 0, createdAt: 1_750_000_000_000 + n, summary: 'Like', error: null },
    },
    { type: 'post-like-requested', postId },
  ];
}
