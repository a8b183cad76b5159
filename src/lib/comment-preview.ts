/**
 * The comments a post card previews (001 §9 Comments shown 4): the post's preview comments
 * together with any comments the client holds for the post (so a comment the viewer just
 * added shows at once), deleted ones skipped, oldest first, the last 4.
 * Returned as a joined key so a selector gives a primitive (stable between renders).
 */
import { Limits } from '../../sync/api/constants';
import type { ClientState, Comment } from '../../worker/model';

export const ID_SEPARATOR = '\u0001';

/**
 * The last key per post's preview id list, with what it was made from: every card runs this
 * selector on every mirror message (a like, a toast), so the key is made again only when the
 * post's comment lists or the comments slice (new on any comment change) did change.
 */
const made = new WeakMap<readonly string[], { extra: readonly string[] | undefined; comments: object; key: string }>();

export function previewCommentKey(s: Pick<ClientState, 'posts' | 'comments'>, postId: string): string {
  const post = s.posts.byId[postId];
  if (!post) return '';
  const extraIds = s.comments.byPostId[postId]?.commentIds;
  const last = made.get(post.previewCommentIds);
  if (last && last.extra === extraIds && last.comments === s.comments) return last.key;
  const ids = [...new Set([...post.previewCommentIds, ...(extraIds ?? [])])];
  const live = ids
    .map((id) => s.comments.byId[id])
    .filter((c): c is Comment => c !== undefined && !c.deleted)
    .sort((a, b) => a.postedAt - b.postedAt);
  const key = live
    .slice(-Limits.commentsShown)
    .map((c) => c.id)
    .join(ID_SEPARATOR);
  made.set(post.previewCommentIds, { extra: extraIds, comments: s.comments, key });
  return key;
}

export function splitKey(key: string): string[] {
  return key === '' ? [] : key.split(ID_SEPARATOR);
}

/** Visible comments of a post page list, deleted ones skipped (001 §4 Comments). */
export function visibleCommentKey(s: Pick<ClientState, 'comments'>, postId: string): string {
  const ids = s.comments.byPostId[postId]?.commentIds ?? [];
  return ids.filter((id) => s.comments.byId[id]?.deleted === false).join(ID_SEPARATOR);
}
