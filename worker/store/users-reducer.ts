/** users slice (001 §3 User; users state holds the username-to-id map and viewerId). */
import type { ClientState, User } from '../model';
import type { UserPatch } from '../normalize/types';
import type { Action } from './actions';
import { entitiesOf } from './actions';
import { deepEqual, setKey, setKeys, withTables } from './equal';
import type { CountDelta } from './relationship-counts';
import { countDeltas } from './relationship-counts';

type UsersState = ClientState['users'];

function fromPatch(patch: UserPatch, prev: User | undefined): User {
  const base: User = prev ?? {
    id: patch.id,
    username: patch.username,
    fullName: '',
    profilePictureUrl: '',
    isPrivate: false,
    isVerified: false,
    bio: null,
    counts: null,
  };
  return { ...base, ...patch };
}

/**
 * Payloads carry partial users (a comment owner has no full name): merge, never blank out.
 * The batch is merged first, then written with one copy per map at most (none inside the
 * store's ownership scope).
 */
function mergeUsers(state: UsersState, patches: readonly UserPatch[]): UsersState {
  if (patches.length === 0) return state;
  const merged = new Map<string, User>();
  for (const patch of patches) {
    const prev = merged.get(patch.id) ?? state.users[patch.id];
    const next = fromPatch(patch, prev);
    merged.set(patch.id, prev && deepEqual(prev, next) ? prev : next);
  }
  const users = setKeys(state.users, merged);
  const usernameToId = setKeys(state.usernameToId, [...merged.values()].map((u) => [u.username, u.id] as const));
  return withTables(state, { users, usernameToId });
}

/** Added (people helper): followedBy / follows moved by a relationship answer (relationship-counts.ts). */
function moveCounts(state: UsersState, deltas: readonly CountDelta[]): UsersState {
  let users = state.users;
  for (const { userId, field, delta } of deltas) {
    const user = users[userId];
    if (!user?.counts) continue;
    users = setKey(users, userId, { ...user, counts: { ...user.counts, [field]: Math.max(0, user.counts[field] + delta) } });
  }
  return withTables(state, { users });
}

/**
 * Added (profile), issue 12: the owner's post count follows a delete at once and comes back with
 * a refusal. Read against the post's mark before the action (`posts`), so an effect re-applied
 * by a rebase counts once: the request counts only a post not yet hidden, the refusal only a
 * hidden one, the success only one whose request was not applied here (sent by the service worker).
 */
export function postDeleteCountDelta(action: Extract<Action, { type: 'post-delete-requested' | 'post-delete-failed' | 'post-delete-succeeded' }>, posts: ClientState['posts']): number {
  const post = posts.byId[action.postId];
  if (!post) return 0;
  const hidden = post.deleted === true;
  if (action.type === 'post-delete-failed') return hidden ? 1 : 0;
  return hidden ? 0 : -1;
}

function movePostCount(state: UsersState, ownerId: string | undefined, delta: number): UsersState {
  const user = ownerId === undefined ? undefined : state.users[ownerId];
  if (delta === 0 || ownerId === undefined || !user?.counts) return state;
  const users = setKey(state.users, ownerId, { ...user, counts: { ...user.counts, media: Math.max(0, user.counts.media + delta) } });
  return withTables(state, { users });
}

/**
 * `relationships` is that slice before the action (read only: what the server had confirmed);
 * `posts` too (read only: whether a post's delete is already shown).
 */
export function usersReducer(state: UsersState, action: Action, relationships: ClientState['relationships'], posts: ClientState['posts']): UsersState {
  switch (action.type) {
    case 'post-delete-requested':
    case 'post-delete-failed':
    case 'post-delete-succeeded':
      return movePostCount(state, posts.byId[action.postId]?.owner, postDeleteCountDelta(action, posts));
    case 'user-follow-succeeded':
    case 'user-unfollow-succeeded':
    case 'user-block-succeeded':
    case 'follow-request-approve-succeeded':
      return moveCounts(state, countDeltas(action, relationships, state));
    case 'viewer-changed': {
      const merged = mergeUsers(state, action.user ? [action.user] : []);
      return merged.viewerId === action.viewerId ? merged : { ...merged, viewerId: action.viewerId };
    }
    case 'cache-restored': {
      const { cache } = action;
      return {
        users: { ...cache.users, ...state.users },
        usernameToId: { ...cache.usernameToId, ...state.usernameToId },
        viewerId: state.viewerId ?? cache.viewerId,
      };
    }
    case 'session-cleared':
      return { users: {}, usernameToId: {}, viewerId: null };
    default: {
      const entities = entitiesOf(action);
      return entities ? mergeUsers(state, entities.users) : state;
    }
  }
}
