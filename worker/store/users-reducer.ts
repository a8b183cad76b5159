/** users slice (001 §3 User; users state holds the username-to-id map and viewerId). */
import type { ClientState, User } from '../model';
import type { UserPatch } from '../normalize/types';
import type { Action } from './actions';
import { entitiesOf } from './actions';
import { deepEqual, setKey } from './equal';

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

/** Payloads carry partial users (a comment owner has no full name): merge, never blank out. */
function mergeUsers(state: UsersState, patches: readonly UserPatch[]): UsersState {
  if (patches.length === 0) return state;
  let users = state.users;
  let usernameToId = state.usernameToId;
  for (const patch of patches) {
    const prev = users[patch.id];
    const next = fromPatch(patch, prev);
    if (!prev || !deepEqual(prev, next)) users = setKey(users, patch.id, next);
    usernameToId = setKey(usernameToId, next.username, next.id);
  }
  return users === state.users && usernameToId === state.usernameToId ? state : { ...state, users, usernameToId };
}

export function usersReducer(state: UsersState, action: Action): UsersState {
  switch (action.type) {
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
