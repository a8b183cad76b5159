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
 * selector on every change of the screen (a like, a toast), so the key is made again only when
 * the post's comment lists, or one of the comments they name, did change. The comments slice
 * is new on any comment change: while 1,000 queued comments were acknowledged, one each few
 * milliseconds, every card made its key again for each (issue 17: 0.64 s of the page's main
 * thread); now a comment of another post costs a card one look at each comment it names.
 */
interface Made {
  preview: readonly string[];
  extra: readonly string[] | undefined;
  comments: object;
  /** The comment of each id of `preview` then `extra`, in order, as read then. */
  read: readonly (Comment | undefined)[];
  key: string;
}

const made = new WeakMap<readonly string[], Made>();

/** The same lists naming the same comment objects as when `last` was made. */
function sameInputs(last: Made, byId: Readonly<Record<string, Comment | undefined>>, extraIds: readonly string[] | undefined): boolean {
  if (last.extra !== extraIds) return false;
  const read = last.read;
  let i = 0;
  for (const id of last.preview) if (byId[id] !== read[i++]) return false;
  if (extraIds) for (const id of extraIds) if (byId[id] !== read[i++]) return false;
  return true;
}

export function previewCommentKey(s: Pick<ClientState, 'posts' | 'comments'>, postId: string): string {
  const post = s.posts.byId[postId];
  if (!post) return '';
  const extraIds = s.comments.byPostId[postId]?.commentIds;
  const last = made.get(post.previewCommentIds);
  if (last && (last.comments === s.comments ? last.extra === extraIds : sameInputs(last, s.comments.byId, extraIds))) {
    if (last.comments !== s.comments) last.comments = s.comments;
    return last.key;
  }
  const named = extraIds ? [...post.previewCommentIds, ...extraIds] : [...post.previewCommentIds];
  const read = named.map((id) => s.comments.byId[id]);
  const live = [...new Set(named)]
    .map((id) => s.comments.byId[id])
    .filter((c): c is Comment => c !== undefined && !c.deleted)
    .sort((a, b) => a.postedAt - b.postedAt);
  const key = live
    .slice(-Limits.commentsShown)
    .map((c) => c.id)
    .join(ID_SEPARATOR);
  made.set(post.previewCommentIds, { preview: post.previewCommentIds, extra: extraIds, comments: s.comments, read, key });
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
