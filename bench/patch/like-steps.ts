/**
 * The state changes of the patch bench, in the messages the engine makes for a like tap and
 * an unlike (worker/engine/outbox-sync.ts `enqueue`): the optimistic effect is dispatched and
 * posted at once, alone (the first change of a turn: worker/mirror/sender.ts), before
 * `enqueue` awaits the IndexedDB write; once the record is stored, the outbox item is upserted (a like) or removed (an
 * unlike cancelling the queued like), in a message of its own. So a cycle of four steps, one
 * dispatch and one patch message each: like, item added, unlike, item removed.
 */
import type { Action } from '../../worker/store';

export function likeStep(postIds: readonly string[], step: number): Action[] {
  const n = Math.floor(step / 4);
  const postId = postIds[n % postIds.length];
  if (postId === undefined) throw new Error('no posts');
  const id = `bench-${n}`;
  switch (step % 4) {
    case 0:
      return [{ type: 'post-like-requested', postId }];
    case 1:
      return [{ type: 'outbox-item-upserted', item: { id, name: 'post-like', entityKey: `post:${postId}`, state: 'pending', attempts: 0, createdAt: 1_750_000_000_000 + n, summary: 'Like', error: null } }];
    case 2:
      return [{ type: 'post-unlike-requested', postId }];
    default:
      return [{ type: 'outbox-item-removed', id }];
  }
}
