/**
 * posts slice (001 §4 Posts). Like and save are idempotent set operations, so re-applying a
 * pending mutation after a pull is safe (DESIGN.md rule 5): liking a liked post changes nothing.
 */
import { CLIENT_ID_PREFIX } from '../../sync';
import type { ClientState, Post } from '../model';
import type { Action } from './actions';
import { entitiesOf } from './actions';
import { mergeById, setKey, setKeys, withTables, withoutKey } from './equal';
import { deletedMeanwhile, isCopyOfPending } from './comments-reducer';
import { takesMap } from './restored-cache';
import { isUsertagPostAction, postAfterUsertag } from '../usertags/usertags-reducer';

type PostsState = ClientState['posts'];

/** 001 §4 Posts: liking raises numLikes and numPreviewLikes by one; unliking lowers them. */
function setLiked(post: Post, liked: boolean): Post {
  if (post.likedByViewer === liked) return post;
  const d = liked ? 1 : -1;
  return {
    ...post,
    likedByViewer: liked,
    numLikes: Math.max(0, post.numLikes + d),
    numPreviewLikes: Math.max(0, post.numPreviewLikes + d),
  };
}

function setSaved(post: Post, saved: boolean): Post {
  return post.savedByViewer === saved ? post : { ...post, savedByViewer: saved };
}

function update(state: PostsState, id: string, fn: (p: Post) => Post): PostsState {
  const post = state.byId[id];
  if (!post) return state;
  const next = fn(post);
  return next === post ? state : withTables(state, { byId: setKey(state.byId, id, next) });
}

function replaceId(ids: string[], from: string, to: string): string[] {
  if (!ids.includes(from)) return ids;
  return ids.includes(to) ? ids.filter((i) => i !== from) : ids.map((i) => (i === from ? to : i));
}

/** 'local:<uploadId>': the post shown while an upload is not published yet. */
const localPostId = (uploadId: string): string => `${CLIENT_ID_PREFIX}${uploadId}`;

function withoutPost(state: PostsState, id: string): PostsState {
  const post = state.byId[id];
  if (!post) return state;
  return withTables(state, { byId: withoutKey(state.byId, id), idByCode: withoutKey(state.idByCode, post.code) });
}

function mergePosts(state: PostsState, posts: readonly Post[]): PostsState {
  if (posts.length === 0) return state;
  const byId = mergeById(state.byId, posts);
  // One copy of the map per batch at most (none inside the store's ownership scope).
  const idByCode = setKeys(state.idByCode, posts.map((p) => [p.code, p.id] as const));
  return withTables(state, { byId, idByCode });
}

/** `comments` is the comments slice before the action (read only, for delete counts). */
/** Shortcode → post id for every post of `byId` (the index the restore builds). */
export function codeIndex(byId: Readonly<Record<string, Post>>): Record<string, string> {
  const idByCode: Record<string, string> = {};
  for (const p of Object.values(byId)) idByCode[p.code] = p.id;
  return idByCode;
}

export function postsReducer(state: PostsState, action: Action, comments: ClientState['comments']): PostsState {
  // Added (usertags): the viewer's tag taken off, approved or put back (../usertags/usertags-reducer.ts).
  if (isUsertagPostAction(action)) return update(state, action.postId, (p) => postAfterUsertag(p, action));
  switch (action.type) {
    case 'post-like-requested':
    case 'post-like-succeeded':
    case 'post-unlike-failed':
      return update(state, action.postId, (p) => setLiked(p, true));
    case 'post-unlike-requested':
    case 'post-unlike-succeeded':
    case 'post-like-failed':
      return update(state, action.postId, (p) => setLiked(p, false));
    case 'post-save-requested':
    case 'post-save-succeeded':
    case 'post-unsave-failed':
      return update(state, action.postId, (p) => setSaved(p, true));
    case 'post-unsave-requested':
    case 'post-unsave-succeeded':
    case 'post-save-failed':
      return update(state, action.postId, (p) => setSaved(p, false));
    case 'post-deleted':
    case 'post-delete-succeeded':
      return withoutPost(state, action.postId);
    // Added (ppost): hidden while the delete waits; shown again when it is refused.
    case 'post-delete-requested':
    case 'post-delete-failed': {
      const deleted = action.type === 'post-delete-requested';
      return update(state, action.postId, (p) => ((p.deleted ?? false) === deleted ? p : { ...p, deleted }));
    }
    // 001 §3 Post captionIsEdited: an edit marks it; a refusal puts the caption before back.
    case 'post-caption-edit-requested':
    case 'post-caption-edit-succeeded':
      return update(state, action.postId, (p) => (p.caption === action.caption && p.captionIsEdited ? p : { ...p, caption: action.caption, captionIsEdited: true }));
    case 'post-caption-edit-failed':
      return update(state, action.postId, (p) => (p.caption === action.caption ? p : { ...p, caption: action.caption }));
    // 001 §4 Comments: posted adds it and increments the post count (top-level only).
    case 'comment-add-requested':
      if (action.repliedToCommentId !== null) return state;
      return update(state, action.postId, (p) =>
        p.previewCommentIds.includes(action.clientId) || p.previewCommentIds.some((id) => isCopyOfPending(comments.byId[id], id, action))
          ? p
          : { ...p, numComments: p.numComments + 1, previewCommentIds: [...p.previewCommentIds, action.clientId] },
      );
    case 'comment-add-failed':
      if (action.repliedToCommentId !== null) return state;
      return update(state, action.postId, (p) =>
        p.previewCommentIds.includes(action.clientId)
          ? { ...p, numComments: Math.max(0, p.numComments - 1), previewCommentIds: p.previewCommentIds.filter((i) => i !== action.clientId) }
          : p,
      );
    case 'comment-add-succeeded':
      return update(state, action.postId, (p) => {
        const ids = replaceId(p.previewCommentIds, action.clientId, action.comment.id);
        // Neither copy here (the tab closed before the cache held the local one and the
        // service worker sent it, CHAOS_SEED=4): the server's is added as the request would.
        if (ids === p.previewCommentIds && action.repliedToCommentId === null && !ids.includes(action.comment.id) && !deletedMeanwhile(comments, action)) {
          return { ...p, numComments: p.numComments + 1, previewCommentIds: [...ids, action.comment.id] };
        }
        if (ids === p.previewCommentIds) return p;
        // The server's copy was already here (a pull while sending): the local one was a duplicate.
        const dup = ids.length < p.previewCommentIds.length;
        return { ...p, previewCommentIds: ids, numComments: dup ? Math.max(0, p.numComments - 1) : p.numComments };
      });
    // 001 §4 Comments: a delete request decrements the count; failure reverts. The comments
    // slice (read before the action) tells whether the mark really changes.
    case 'comment-delete-requested':
    case 'comment-delete-failed': {
      const comment = comments.byId[action.commentId];
      const deleting = action.type === 'comment-delete-requested';
      if (!comment || comment.deleted === deleting) return state;
      return update(state, action.postId, (p) => ({ ...p, numComments: Math.max(0, p.numComments + (deleting ? -1 : 1)) }));
    }
    case 'cache-restored': {
      // 001 §3: a cache init merges stored state (what is already in memory is newer). Into an
      // empty table, a cache handing over its maps gives them (restored-cache.ts `ownMaps`).
      const { cache } = action;
      if (takesMap(cache, state.byId)) return { byId: cache.posts, idByCode: cache.idByCode ?? codeIndex(cache.posts) };
      const byId = { ...cache.posts, ...state.byId };
      return { byId, idByCode: codeIndex(byId) };
    }
    case 'session-cleared':
      return { byId: {}, idByCode: {} };
    // Added (upload helper), 001 §7 Creation and upload: the local post of an upload.
    case 'upload-post-composed':
      return mergePosts(state, [action.post]);
    case 'upload-post-withdrawn':
    case 'upload-configure-failed':
      return withoutPost(state, localPostId(action.uploadId));
    case 'upload-configure-succeeded':
      return mergePosts(withoutPost(state, localPostId(action.uploadId)), action.bundle.posts);
    default: {
      const entities = entitiesOf(action);
      return entities ? mergePosts(state, entities.posts) : state;
    }
  }
}
