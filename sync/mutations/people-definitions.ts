/**
 * Added (people helper), issue 12: the relationship and activity mutations (001 §7
 * Friendships, Activity, Settings). Follow and unfollow are one toggle (DESIGN.md rule 7:
 * a set operation keyed 'follow:<userId>' holding the final state), block and unblock another;
 * approve and ignore answer a request once.
 */
import { PeoplePath } from '../api/paths';
import type { MutationDefinition } from './definitions';
import type { PersonArgs } from './types';

type PersonMutation = 'user-follow' | 'user-unfollow' | 'user-block' | 'user-unblock' | 'follow-request-approve' | 'follow-request-ignore';

function person<N extends PersonMutation>(
  path: (userId: string) => string,
  key: 'follow' | 'block' | 'follow-request',
  inverse: PersonMutation | null,
  label: (a: PersonArgs) => string,
): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', path: path(r.args.userId), mutationId: r.id }),
    entityKey: (a) => `user:${a.userId}`,
    coalesceKey: (a) => `${key}:${a.userId}`,
    inverse,
    coalesce: inverse === null ? 'once' : 'set',
    clientIdsUsed: () => [],
    summary: label,
  };
}

type HashtagMutation = 'hashtag-follow' | 'hashtag-unfollow';

/** Added (explore helper): following a hashtag is one toggle keyed 'hashtag-follow:<name>' (rule 7). */
function hashtag<N extends HashtagMutation>(path: (name: string) => string, inverse: HashtagMutation, label: string): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', path: path(r.args.name), mutationId: r.id }),
    entityKey: (a) => `hashtag:${a.name}`,
    coalesceKey: (a) => `hashtag-follow:${a.name}`,
    inverse,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: (a) => `${label} #${a.name}`,
  };
}

export const peopleDefinitions: {
  [N in PersonMutation | HashtagMutation | 'activity-mark-checked' | 'search-history-clear' | 'suggestion-dismiss' | 'suggestions-mark-seen' | 'chaining-dismiss']: MutationDefinition<N>;
} = {
  'user-follow': person(PeoplePath.follow, 'follow', 'user-unfollow', (a) => `Follow @${a.username}`),
  'user-unfollow': person(PeoplePath.unfollow, 'follow', 'user-follow', (a) => `Unfollow @${a.username}`),
  'user-block': person(PeoplePath.block, 'block', 'user-unblock', (a) => `Block @${a.username}`),
  'user-unblock': person(PeoplePath.unblock, 'block', 'user-block', (a) => `Unblock @${a.username}`),
  'follow-request-approve': person(PeoplePath.approve, 'follow-request', null, (a) => `Approve @${a.username}`),
  'follow-request-ignore': person(PeoplePath.ignore, 'follow-request', null, (a) => `Ignore @${a.username}`),
  // 001 §7 Activity: {timestamp}. The newest mark replaces one still waiting (a set operation).
  'activity-mark-checked': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.markChecked, form: { timestamp: String(r.args.timestamp) }, mutationId: r.id }),
    entityKey: () => 'activity:checked',
    coalesceKey: () => 'activity:checked',
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: () => 'Mark activity seen',
  },
  // 001 §4 Suggestions: the dismissed id is recorded; once per person.
  'suggestion-dismiss': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.aysfDismiss, form: { target_id: r.args.userId }, mutationId: r.id }),
    entityKey: (a) => `suggestion:${a.userId}`,
    coalesceKey: (a) => `suggestion:${a.userId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Hide suggestion @${a.username}`,
  },
  // Added (people), 001 §7 Discover: a related profile hidden on one profile's row; once per pair.
  'chaining-dismiss': {
    toRequest: (r) => ({
      method: 'POST', path: PeoplePath.chainingDismiss, form: { target_id: r.args.userId, chaining_user_id: r.args.chainingUserId }, mutationId: r.id,
    }),
    entityKey: (a) => `chaining:${a.chainingUserId}:${a.userId}`,
    coalesceKey: (a) => `chaining:${a.chainingUserId}:${a.userId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Hide related account @${a.username}`,
  },
  // Added (explore helper), 001 §7 Discover: the suggestions were seen; the newest mark replaces one waiting.
  'suggestions-mark-seen': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.markSuSeen, mutationId: r.id }),
    entityKey: () => 'suggestions:seen',
    coalesceKey: () => 'suggestions:seen',
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: () => 'Mark suggestions seen',
  },
  'hashtag-follow': hashtag(PeoplePath.followHashtag, 'hashtag-unfollow', 'Follow'),
  'hashtag-unfollow': hashtag(PeoplePath.unfollowHashtag, 'hashtag-follow', 'Unfollow'),
  'search-history-clear': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.clearSearchHistory, mutationId: r.id }),
    entityKey: () => 'search:history',
    coalesceKey: () => 'search:history',
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: () => 'Clear search history',
  },
};
