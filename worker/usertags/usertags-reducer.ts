/**
 * Added (usertags): the slice's reducer and the tag's effect on its post (001 §6 "Viewers can
 * approve or remove a photo-of-you tag"). Every effect is a set operation (remove the viewer's
 * tag, mark it approved, put it back), so the store may re-apply a waiting record over server
 * data (DESIGN.md rule 5). A refusal puts back what the record says the tag was.
 */
import type { Post, PostUsertag } from '../model';
import type { Action } from '../store/actions';
import type { UsertagAction } from './usertags-actions';
import type { UsertagsState } from './usertags-state';
import { initialUsertags } from './usertags-state';

type TagAction = Extract<UsertagAction, { tag: unknown }>;

/** Whether the action takes the viewer's tag off the post (untag, or review remove), puts it back, or approves it. */
function effectOf(action: TagAction): 'remove' | 'restore' | 'approve' | 'unapprove' {
  const failed = action.type.endsWith('-failed');
  if ('approve' in action && action.approve) return failed ? 'unapprove' : 'approve';
  return failed ? 'restore' : 'remove';
}

export function isUsertagPostAction(action: Action): action is TagAction {
  return action.type.startsWith('usertag-untag-') || (action.type.startsWith('usertag-review-') && !action.type.startsWith('usertag-review-preference-'));
}

/** The post after a tag action of the viewer's (the same post when nothing changes). */
export function postAfterUsertag(post: Post, action: TagAction): Post {
  const tags = post.usertags ?? [];
  const { tag } = action;
  const mine = tags.find((t) => t.userId === tag.userId);
  switch (effectOf(action)) {
    case 'remove':
      return mine === undefined && post.viewerInPhotoOfYou !== true ? post : { ...post, usertags: tags.filter((t) => t.userId !== tag.userId), viewerInPhotoOfYou: false };
    case 'restore': {
      if (mine !== undefined && post.viewerInPhotoOfYou === true) return post;
      const back: PostUsertag = { userId: tag.userId, username: tag.username, x: tag.x, y: tag.y, ...(tag.pending ? { pending: true } : {}) };
      return { ...post, usertags: mine === undefined ? [...tags, back] : tags, viewerInPhotoOfYou: true };
    }
    case 'approve':
    case 'unapprove': {
      const pending = effectOf(action) === 'unapprove';
      if (mine === undefined || (mine.pending === true) === pending) return post;
      return { ...post, usertags: tags.map((t) => (t === mine ? { userId: t.userId, username: t.username, x: t.x, y: t.y, ...(pending ? { pending: true } : {}) } : t)) };
    }
  }
}

const withoutPending = (state: UsertagsState, postId: string): UsertagsState =>
  state.pending.some((p) => p.postId === postId) ? { ...state, pending: state.pending.filter((p) => p.postId !== postId) } : state;

export function usertagsReducer(state: UsertagsState, action: Action): UsertagsState {
  switch (action.type) {
    case 'usertags-loaded':
      return { reviewEnabled: action.enabled, pending: action.pending, loaded: true };
    case 'usertag-untag-requested':
    case 'usertag-untag-succeeded':
    case 'usertag-review-requested':
    case 'usertag-review-succeeded':
      return withoutPending(state, action.postId);
    case 'usertag-untag-failed':
    case 'usertag-review-failed':
      // A refused answer of a pending tag puts it back on the list, first (it was the newest known).
      if (!action.tag.pending || state.pending.some((p) => p.postId === action.postId)) return state;
      return { ...state, pending: [{ postId: action.postId, ownerId: action.ownerId }, ...state.pending] };
    case 'usertag-review-preference-requested':
    case 'usertag-review-preference-succeeded':
      return state.reviewEnabled === action.enabled ? state : { ...state, reviewEnabled: action.enabled };
    case 'usertag-review-preference-failed':
      return state.reviewEnabled === !action.enabled ? state : { ...state, reviewEnabled: !action.enabled };
    case 'cache-restored': {
      const cached = action.cache.usertags;
      return cached && !state.loaded ? cached : state;
    }
    case 'session-cleared':
      return state.loaded || state.reviewEnabled !== null ? initialUsertags() : state;
    default:
      return state;
  }
}
