/**
 * Added (explore helper), issue 12: the discover slice, pure. Following a hashtag keeps the
 * field rules of 001 §4 Relationships (relationship-rules.ts): the change shows at once,
 * unstable; the answer makes it stable; a failure restores the confirmed state; server data
 * merges as the newer state, stable only if both are (pending work is re-applied after it by
 * the rebase). mark_su_seen moves `suggestionsSeenAt` forward only.
 */
import type { DiscoverState, HashtagFollowStatus, RelationshipField } from '../model';
import type { Action } from './actions';
import { answeredField, failedField, mergeField, pendingField, stableField } from './relationship-rules';

type Field = RelationshipField<HashtagFollowStatus>;

const NOT_FOLLOWING: Field = stableField<HashtagFollowStatus>('not-following');

function withField(state: DiscoverState, name: string, next: Field): DiscoverState {
  return state.hashtagFollows[name] === next ? state : { ...state, hashtagFollows: { ...state.hashtagFollows, [name]: next } };
}

function fieldOf(state: DiscoverState, name: string): Field {
  return state.hashtagFollows[name] ?? NOT_FOLLOWING;
}

export function discoverReducer(state: DiscoverState, action: Action): DiscoverState {
  switch (action.type) {
    case 'hashtag-follow-requested':
      return withField(state, action.name, pendingField(fieldOf(state, action.name), 'following'));
    case 'hashtag-unfollow-requested':
      return withField(state, action.name, pendingField(fieldOf(state, action.name), 'not-following'));
    case 'hashtag-follow-succeeded':
      return withField(state, action.name, answeredField(fieldOf(state, action.name), 'following'));
    case 'hashtag-unfollow-succeeded':
      return withField(state, action.name, answeredField(fieldOf(state, action.name), 'not-following'));
    case 'hashtag-follow-failed':
    case 'hashtag-unfollow-failed':
      return withField(state, action.name, failedField(fieldOf(state, action.name)));
    case 'people-loaded': {
      let out = state;
      for (const h of action.bundle.hashtags ?? []) {
        out = withField(out, h.name, mergeField(fieldOf(out, h.name), stableField<HashtagFollowStatus>(h.following ? 'following' : 'not-following')));
      }
      return out;
    }
    case 'suggestions-mark-seen-requested':
    case 'suggestions-mark-seen-succeeded':
      return action.at > state.suggestionsSeenAt ? { ...state, suggestionsSeenAt: action.at } : state;
    case 'session-cleared':
      return Object.keys(state.hashtagFollows).length === 0 && state.suggestionsSeenAt === 0 ? state : { hashtagFollows: {}, suggestionsSeenAt: 0 };
    default:
      return state;
  }
}

/** What the tag page's button shows: the field's state, and whether an answer is awaited. */
export function hashtagFollowView(state: DiscoverState, name: string): { following: boolean; pending: boolean } {
  const f = fieldOf(state, name);
  return { following: f.state === 'following', pending: !f.stable };
}
