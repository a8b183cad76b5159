/**
 * comments slice (001 §4 Comments). Pending comments use their client id ('local:<uuid>') until
 * the server answers; success replaces the id. Every case is an idempotent set operation, so a
 * pending mutation can be re-applied after a pull (DESIGN.md rule 5).
 */
import { CLIENT_ID_PREFIX, Limits } from '../../sync';
import type { ClientState, Comment, PostComments } from '../model';
import type { CommentsPage } from '../normalize/types';
import type { Action } from './actions';
import { entitiesOf } from './actions';
import { keepEqual, mergeById, setKey, withTables, withoutKey } from './equal';
import { emptyPagination } from './initial-state';
import { takesMap } from './restored-cache';

type CommentsState = ClientState['comments'];

function updateComment(state: CommentsState, id: string, fn: (c: Comment) => Comment): CommentsState {
  const c = state.byId[id];
  if (!c) return state;
  const next = fn(c);
  return next === c ? state : withTables(state, { byId: setKey(state.byId, id, next) });
}

function updateList(state: CommentsState, postId: string, fn: (l: PostComments) => PostComments): CommentsState {
  const list = state.byPostId[postId];
  if (!list) return state;
  const next = fn(list);
  return next === list ? state : withTables(state, { byPostId: setKey(state.byPostId, postId, next) });
}

/** 001 §4 Comments: like request increments and sets liked; unlike is symmetrical. */
/** Added (reports): 001 §3 didReportAsSpam, the viewer's own report of the comment. */
export function markReported(c: Comment, reported: boolean): Comment {
  return c.didReportAsSpam === reported ? c : { ...c, didReportAsSpam: reported };
}

function setLiked(c: Comment, liked: boolean): Comment {
  if (c.likedByViewer === liked) return c;
  return { ...c, likedByViewer: liked, likeCount: Math.max(0, c.likeCount + (liked ? 1 : -1)) };
}

/** 001 §4 Comments: delete request marks deleted and decrements the count; failure reverts. */
function setDeleted(state: CommentsState, postId: string, commentId: string, deleted: boolean): CommentsState {
  const c = state.byId[commentId];
  if (!c || c.deleted === deleted) return state;
  const marked = updateComment(state, commentId, (x) => ({ ...x, deleted }));
  return updateList(marked, postId, (l) => ({ ...l, count: Math.max(0, l.count + (deleted ? -1 : 1)) }));
}

function firstPage(page: CommentsPage): PostComments {
  const pagination = { ...emptyPagination(page.commentIds.length), hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor, loadedCount: page.commentIds.length };
  return { commentIds: page.commentIds, count: page.count, pagination };
}

function appendPage(list: PostComments | undefined, page: CommentsPage): PostComments {
  if (!list) return firstPage(page);
  const have = new Set(list.commentIds);
  const commentIds = [...list.commentIds, ...page.commentIds.filter((id) => !have.has(id))];
  const pagination = {
    ...list.pagination,
    hasNextPage: page.pageInfo.hasNextPage,
    endCursor: page.pageInfo.endCursor,
    loadedCount: commentIds.length,
    visibleCount: list.pagination.visibleCount + Limits.commentsPageSize,
    isFetching: false,
  };
  return { commentIds, count: page.count, pagination };
}

/** Added (ppost): the thread a reply joins: the top-level comment of the one it answers. */
function threadOf(state: CommentsState, repliedTo: string | null): string | null {
  if (repliedTo === null) return null;
  return state.byId[repliedTo]?.parentId ?? repliedTo;
}

/** Added (ppost): a payload that does not tell a comment's thread keeps the one known. */
function keepThreads(state: CommentsState, incoming: readonly Comment[]): readonly Comment[] {
  if (!incoming.some((c) => c.parentId === undefined && state.byId[c.id]?.parentId !== undefined)) return incoming;
  return incoming.map((c) => {
    const known = c.parentId === undefined ? state.byId[c.id]?.parentId : undefined;
    return known === undefined ? c : { ...c, parentId: known };
  });
}

/**
 * `previewIds`: the post's preview comments (the feed's copy of the post). A server copy of the
 * pending comment there or in the list means it was posted (its answer lost, or not read yet):
 * the local copy goes, and the list names the server's (issue 17, the sync model: the add's
 * answer lost; a feed pull brought the server's copy into the preview → the list kept the
 * local copy beside it and the comment showed twice).
 */
function added(state: CommentsState, a: Extract<Action, { type: 'comment-add-requested' }>, previewIds: readonly string[]): CommentsState {
  const comment: Comment = {
    id: a.clientId, text: a.text, userId: a.userId, postedAt: a.postedAt, likeCount: 0,
    likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false,
    parentId: threadOf(state, a.repliedToCommentId),
  };
  const listIds = state.byPostId[a.postId]?.commentIds ?? [];
  const copy = [...listIds, ...previewIds].find((id) => isCopyOfPending(state.byId[id], id, a));
  if (copy !== undefined) return listIds.includes(a.clientId) || state.byId[a.clientId] ? replacedBy(state, a, copy) : state;
  const byId = state.byId[a.clientId] ? state.byId : setKey(state.byId, a.clientId, comment);
  return listed(withTables(state, { byId }), a.postId, a.clientId, a.repliedToCommentId);
}

/** The local copy of a pending comment gives way to the server's copy `copyId` (listed once, in its place). */
function replacedBy(state: CommentsState, a: { postId: string; clientId: string; repliedToCommentId: string | null }, copyId: string): CommentsState {
  const next = withTables(state, { byId: withoutKey(state.byId, a.clientId) });
  return updateList(next, a.postId, (l) => {
    if (!l.commentIds.includes(a.clientId)) return l;
    if (l.commentIds.includes(copyId)) {
      const dec = a.repliedToCommentId === null ? 1 : 0;
      return { ...l, commentIds: l.commentIds.filter((i) => i !== a.clientId), count: Math.max(0, l.count - dec) };
    }
    return { ...l, commentIds: l.commentIds.map((i) => (i === a.clientId ? copyId : i)) };
  });
}

/** How much older than the tap (seconds) the server's copy of a comment may look (clock skew). */
const COPY_SKEW_S = 300;

/**
 * `c` (listed as `id`) is the server's copy of the pending comment `a` (issue 17, found by the
 * sync model): its success applied (it carries a's client id), or, when the answer to the send
 * was lost and a pull brought the comment first, a server comment of the same author and text
 * not older than the tap and claimed by no other send. The optimistic add then adds no second
 * copy; were it another comment with the same words, the send's success lists it then.
 */
export function isCopyOfPending(c: Comment | undefined, id: string, a: { clientId: string; userId: string; text: string; postedAt: number }): boolean {
  if (c === undefined || id === a.clientId) return false;
  if (c.clientId !== undefined) return c.clientId === a.clientId;
  return !id.startsWith(CLIENT_ID_PREFIX) && c.userId === a.userId && c.text === a.text && c.postedAt >= a.postedAt - COPY_SKEW_S;
}

/** The comment `id` (in byId) at the end of its post's list, once. */
function listed(state: CommentsState, postId: string, id: string, repliedToCommentId: string | null): CommentsState {
  const list = state.byPostId[postId];
  if (list?.commentIds.includes(id)) return state;
  // 001 §4 Comments: posted adds it and increments the post count (top-level only).
  const inc = repliedToCommentId === null ? 1 : 0;
  const next: PostComments = list
    ? { ...list, commentIds: [...list.commentIds, id], count: list.count + inc }
    : { commentIds: [id], count: inc, pagination: { ...emptyPagination(1), loadedCount: 1 } };
  return withTables(state, { byPostId: setKey(state.byPostId, postId, next) });
}

/**
 * The server's copy replaces the local one. When neither is listed (the tab closed before the
 * cache held the local comment, and the service worker sent it: CHAOS_SEED=4) the server's is
 * added as a request would have added it: a success never leaves the comment out.
 */
function addSucceeded(state: CommentsState, a: Extract<Action, { type: 'comment-add-succeeded' }>): CommentsState {
  const parentId = state.byId[a.clientId]?.parentId ?? threadOf(state, a.repliedToCommentId);
  const deleted = deletedMeanwhile(state, a);
  const byId = withoutKey(mergeById(state.byId, [{ ...a.comment, parentId, clientId: a.clientId, deleted: deleted || a.comment.deleted }]), a.clientId);
  const next = withTables(state, { byId });
  const list = next.byPostId[a.postId];
  const id = a.comment.id;
  if (!list || (!list.commentIds.includes(a.clientId) && !list.commentIds.includes(id))) return deleted ? next : listed(next, a.postId, id, a.repliedToCommentId);
  return updateList(next, a.postId, (l) => {
    if (!l.commentIds.includes(a.clientId)) return l;
    // The server's copy was already listed (a pull while sending): drop the local duplicate.
    if (l.commentIds.includes(id)) {
      return { ...l, commentIds: l.commentIds.filter((i) => i !== a.clientId), count: Math.max(0, l.count - 1) };
    }
    return { ...l, commentIds: l.commentIds.map((i) => (i === a.clientId ? id : i)) };
  });
}

/**
 * The person deleted the comment before its send's success arrived: the local copy, or the
 * server's copy a pull brought while the answer was lost (issue 17, the sync model: the send's
 * retry backed off on a 503 while the delete of the pulled copy went through; the retry was
 * answered with the first result, and the comment came back). A deletion is always newer
 * than the success of the comment's own send.
 */
export function deletedMeanwhile(state: CommentsState, a: { clientId: string; comment: { id: string } }): boolean {
  return state.byId[a.clientId]?.deleted === true || state.byId[a.comment.id]?.deleted === true;
}

function addFailed(state: CommentsState, a: Extract<Action, { type: 'comment-add-failed' }>): CommentsState {
  const next = withTables(state, { byId: withoutKey(state.byId, a.clientId) });
  const dec = a.repliedToCommentId === null ? 1 : 0;
  const out = updateList(next, a.postId, (l) =>
    l.commentIds.includes(a.clientId)
      ? { ...l, commentIds: l.commentIds.filter((i) => i !== a.clientId), count: Math.max(0, l.count - dec) }
      : l,
  );
  return out.byId === state.byId && out.byPostId === state.byPostId ? state : out;
}

/**
 * A post read whose preview holds every comment it counts (numComments ≤ its preview): a
 * comment of the server's the post's list still names, top-level and not in that preview, is
 * gone (deleted elsewhere: by the post's owner, on another device) and leaves the list (issue
 * 17, the sync model: the card went on showing it after the feed was read again). A comment
 * still being sent (a client id) and replies stay; a send settled while the read was on its
 * way is re-applied by the rebase (./rebase.ts, read leases).
 */
function goneFromRead(state: CommentsState, posts: readonly { id: string; numComments: number; previewCommentIds: string[] }[]): CommentsState {
  let next = state;
  for (const post of posts) {
    if (post.numComments > post.previewCommentIds.length) continue;
    next = updateList(next, post.id, (l) => {
      const gone = l.commentIds.filter((id) => !id.startsWith(CLIENT_ID_PREFIX) && !post.previewCommentIds.includes(id) && (next.byId[id]?.parentId ?? null) === null);
      if (gone.length === 0) return l;
      const shown = gone.filter((id) => next.byId[id]?.deleted !== true).length;
      return { ...l, commentIds: l.commentIds.filter((id) => !gone.includes(id)), count: Math.max(0, l.count - shown) };
    });
  }
  return next;
}

/** `posts`: the posts slice before the action (a pending comment's copy may be in a post's preview). */
export function commentsReducer(state: CommentsState, action: Action, posts?: ClientState['posts']): CommentsState {
  switch (action.type) {
    case 'comment-add-requested':
      return added(state, action, posts?.byId[action.postId]?.previewCommentIds ?? []);
    case 'comment-add-succeeded':
      return addSucceeded(state, action);
    case 'comment-add-failed':
      return addFailed(state, action);
    case 'comment-delete-requested':
    case 'comment-delete-succeeded':
      return setDeleted(state, action.postId, action.commentId, true);
    case 'comment-delete-failed':
      return setDeleted(state, action.postId, action.commentId, false);
    case 'comment-like-requested':
    case 'comment-like-succeeded':
    case 'comment-unlike-failed':
      return updateComment(state, action.commentId, (c) => setLiked(c, true));
    case 'comment-unlike-requested':
    case 'comment-unlike-succeeded':
    case 'comment-like-failed':
      return updateComment(state, action.commentId, (c) => setLiked(c, false));
    // Added (reports), 001 §4: the reporter's report marks the comment (the UI hides it); a refusal unmarks it.
    case 'comment-report-requested':
    case 'comment-report-succeeded':
    case 'comment-report-failed':
      return updateComment(state, action.commentId, (c) => markReported(c, action.type !== 'comment-report-failed'));
    case 'comments-page-requested':
      return updateList(state, action.postId, (l) => (l.pagination.isFetching ? l : { ...l, pagination: { ...l.pagination, isFetching: true } }));
    case 'comments-page-failed':
      return updateList(state, action.postId, (l) => (l.pagination.isFetching ? { ...l, pagination: { ...l.pagination, isFetching: false } } : l));
    case 'comments-page-loaded': {
      const prev = state.byPostId[action.page.postId];
      const byId = mergeById(state.byId, keepThreads(state, action.page.comments));
      return withTables(state, { byId, byPostId: setKey(state.byPostId, action.page.postId, keepEqual(prev, appendPage(prev, action.page))) });
    }
    case 'post-page-loaded': {
      const prev = state.byPostId[action.page.postId];
      const byId = mergeById(state.byId, keepThreads(state, action.page.comments));
      return withTables(state, { byId, byPostId: setKey(state.byPostId, action.page.postId, keepEqual(prev, firstPage(action.page.commentsPage))) });
    }
    case 'post-deleted':
    case 'post-delete-succeeded':
      return withTables(state, { byPostId: withoutKey(state.byPostId, action.postId) });
    case 'cache-restored':
      return {
        // Into an empty table, a cache handing over its maps gives its own (restored-cache.ts `ownMaps`).
        byId: takesMap(action.cache, state.byId) ? action.cache.comments : { ...action.cache.comments, ...state.byId },
        byPostId: { ...action.cache.commentsByPostId, ...state.byPostId },
      };
    case 'session-cleared':
      return { byId: {}, byPostId: {} };
    default: {
      const entities = entitiesOf(action);
      if (!entities) return state;
      const byId = entities.comments.length === 0 ? state.byId : mergeById(state.byId, keepThreads(state, entities.comments));
      return goneFromRead(byId === state.byId ? state : { ...state, byId }, entities.posts);
    }
  }
}
