/**
 * A post's like or save as the user taps it: the worker call, and its optimistic change shown
 * by the mirror in the same task (predictions.ts), so the tap paints in the next frame.
 */
import type { Post } from '../../worker/model';
import type { Mirror } from './mirror';

export function changePost(mirror: Mirror, postId: string, change: (post: Post) => Post, call: Promise<unknown>): void {
  const post = mirror.getState().posts.byId[postId];
  const next = post ? change(post) : undefined;
  if (post && next && next !== post) mirror.predict([{ op: 'set', path: ['posts', 'byId', postId], value: next }], call);
}
