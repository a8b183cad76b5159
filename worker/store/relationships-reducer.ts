/**
 * Added (people helper): relationships slice, 001 §3 Relationship per user id (persisted, 001 §3
 * Client cache), under the rules of 001 §4 Relationships (relationship-rules.ts). Every change
 * is an idempotent set operation, so re-applying a pending one after a pull changes nothing
 * more (DESIGN.md rule 5).
 */
import type { ClientState, Relationship } from '../model';
import type { Action } from './actions';
import { setKey, setKeys, withTables } from './equal';
import {
  answeredField, emptyRelationship, failedField, followOutcome, followTarget, mergePatch, mergeRelationship, pendingField,
  settledRelationship,
} from './relationship-rules';

type RelationshipsState = ClientState['relationships'];
type UsersState = ClientState['users'];

function update(state: RelationshipsState, userId: string, fn: (r: Relationship) => Relationship): RelationshipsState {
  const prev = state.byUserId[userId] ?? emptyRelationship();
  const next = fn(prev);
  return next === state.byUserId[userId] ? state : withTables(state, { byUserId: setKey(state.byUserId, userId, next) });
}

/** `r` with one field: `r` itself when that field is unchanged (set operations re-applied). */
function field<K extends keyof Relationship>(r: Relationship, key: K, value: Relationship[K]): Relationship {
  return r[key] === value ? r : { ...r, [key]: value };
}

const isPrivate = (users: UsersState, userId: string): boolean => users.users[userId]?.isPrivate ?? false;

/** Block succeeded: blocked, and both follow statuses cleared (001 §4). */
function blocked(r: Relationship): Relationship {
  const out = field(r, 'blockedByViewer', answeredField(r.blockedByViewer, 'blocked'));
  const unfollowed = field(out, 'followedByViewer', answeredField(out.followedByViewer, 'not-following'));
  return field(unfollowed, 'followsViewer', answeredField(unfollowed.followsViewer, 'not-following'));
}

/** `users` is the users slice before the action (read only: is the account private). */
export function relationshipsReducer(state: RelationshipsState, action: Action, users: UsersState): RelationshipsState {
  switch (action.type) {
    case 'user-follow-requested': {
      const target = followTarget(isPrivate(users, action.userId));
      return update(state, action.userId, (r) => field(r, 'followedByViewer', pendingField(r.followedByViewer, target)));
    }
    case 'user-follow-succeeded': {
      const { status } = followOutcome(action.result, isPrivate(users, action.userId));
      return update(state, action.userId, (r) => field(r, 'followedByViewer', answeredField(r.followedByViewer, status)));
    }
    case 'user-unfollow-requested':
      return update(state, action.userId, (r) => field(r, 'followedByViewer', pendingField(r.followedByViewer, 'not-following')));
    case 'user-unfollow-succeeded':
      return update(state, action.userId, (r) => field(r, 'followedByViewer', answeredField(r.followedByViewer, 'not-following')));
    case 'user-follow-failed':
    case 'user-unfollow-failed':
      return update(state, action.userId, (r) => field(r, 'followedByViewer', failedField(r.followedByViewer)));
    case 'user-block-requested':
      return update(state, action.userId, (r) => field(r, 'blockedByViewer', pendingField(r.blockedByViewer, 'blocked')));
    case 'user-block-succeeded':
      return update(state, action.userId, blocked);
    case 'user-unblock-requested':
      return update(state, action.userId, (r) => field(r, 'blockedByViewer', pendingField(r.blockedByViewer, 'unblocked')));
    case 'user-unblock-succeeded':
      return update(state, action.userId, (r) => field(r, 'blockedByViewer', answeredField(r.blockedByViewer, 'unblocked')));
    case 'user-block-failed':
    case 'user-unblock-failed':
      return update(state, action.userId, (r) => field(r, 'blockedByViewer', failedField(r.blockedByViewer)));
    case 'follow-request-approve-requested':
      return update(state, action.userId, (r) => field(r, 'followsViewer', pendingField(r.followsViewer, 'following')));
    case 'follow-request-approve-succeeded':
      return update(state, action.userId, (r) => field(r, 'followsViewer', answeredField(r.followsViewer, 'following')));
    case 'follow-request-ignore-requested':
      return update(state, action.userId, (r) => field(r, 'followsViewer', pendingField(r.followsViewer, 'not-following')));
    case 'follow-request-ignore-succeeded':
      return update(state, action.userId, (r) => field(r, 'followsViewer', answeredField(r.followsViewer, 'not-following')));
    case 'follow-request-approve-failed':
    case 'follow-request-ignore-failed':
      return update(state, action.userId, (r) => field(r, 'followsViewer', failedField(r.followsViewer)));
    case 'people-loaded': {
      const { relationships } = action.bundle;
      if (relationships.length === 0) return state;
      const merged = new Map<string, Relationship>();
      for (const patch of relationships) {
        const prev = merged.get(patch.userId) ?? state.byUserId[patch.userId] ?? emptyRelationship();
        merged.set(patch.userId, mergePatch(prev, patch));
      }
      const changed = [...merged].filter(([id, r]) => state.byUserId[id] !== r);
      return changed.length === 0 ? state : withTables(state, { byUserId: setKeys(state.byUserId, changed) });
    }
    case 'cache-restored': {
      // 001 §3: a cache init merges stored state; what is in memory is newer.
      const byUserId: Record<string, Relationship> = {};
      for (const [id, r] of Object.entries(action.cache.relationships)) {
        const cached = settledRelationship(r);
        const now = state.byUserId[id];
        byUserId[id] = now ? mergeRelationship(cached, now) : cached;
      }
      for (const [id, r] of Object.entries(state.byUserId)) if (!(id in byUserId)) byUserId[id] = r;
      return { byUserId };
    }
    case 'session-cleared':
      return { byUserId: {} };
    default:
      return state;
  }
}
