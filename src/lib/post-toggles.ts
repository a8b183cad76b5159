/**
 * The optimistic effect of liking and saving a post, for the mirror's local echo
 * (src/state/predictions.ts). The same rule as the worker's posts reducer (a test keeps them
 * equal): 001 §4 Posts, liking raises numLikes and numPreviewLikes by one, unliking lowers them;
 * a save only sets savedByViewer. Liking a liked post changes nothing.
 */
import type { Post } from '../../worker/model';

export function likedPost(post: Post, liked: boolean): Post {
  if (post.likedByViewer === liked) return post;
  const d = liked ? 1 : -1;
  return { ...post, likedByViewer: liked, numLikes: Math.max(0, post.numLikes + d), numPreviewLikes: Math.max(0, post.numPreviewLikes + d) };
}

export function savedPost(post: Post, saved: boolean): Post {
  return post.savedByViewer === saved ? post : { ...post, savedByViewer: saved };
}
