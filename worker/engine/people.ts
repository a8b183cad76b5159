/**
 * Added (people helper), issue 12: the people part of WorkerApi, reads (people-reads.ts) and
 * the relationship mutations through the outbox (DESIGN.md rules 1–7), in one place so the
 * engine only spreads it in.
 */
import type { MutationArgsMap, MutationName, MutationRecord } from '../../sync';
import type { PeopleApi } from '../api-types';
import { followOutcome } from '../store/relationship-rules';
import { followResult } from '../store/mutation-actions';
import type { PeopleCore } from './people-reads';
import * as reads from './people-reads';
import * as discover from './discover-reads';
import * as chaining from './chaining-reads';
import { forgetUnitUser } from './feed-loader';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export function createPeopleApi(core: PeopleCore, ready: () => Promise<void>, mutate: Mutate): PeopleApi {
  const after = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await ready();
    return fn(...args);
  };
  const person = (name: 'user-follow' | 'user-unfollow' | 'user-block' | 'user-unblock' | 'follow-request-approve' | 'follow-request-ignore' | 'suggestion-dismiss') =>
    (userId: string) => mutate(name, { userId, username: core.store.getState().users.users[userId]?.username ?? userId });
  return {
    loadProfile: after((username: string) => reads.loadProfile(core, username)),
    loadProfilePosts: after((userId, tab, cursor) => reads.loadProfilePosts(core, userId, tab, cursor)),
    loadFollowList: after((userId, kind, cursor) => reads.loadFollowList(core, userId, kind, cursor)),
    loadExplore: after((cursor) => reads.loadExplore(core, cursor)),
    loadTag: after((tag, cursor) => reads.loadTag(core, tag, cursor)),
    loadPlace: after((id, cursor) => reads.loadPlace(core, id, cursor)),
    search: after((query) => reads.search(core, query)),
    loadRecentSearches: after(async () => {
      const result = await reads.loadRecentSearches(core);
      // A clear still waiting to be sent: the history is gone for the person already.
      const cleared = core.store.getState().activity.searchHistoryCleared;
      return result.ok && cleared ? { ok: true, value: { ...result.value, items: [] } } : result;
    }),
    registerRecentSearch: after((type, id) => reads.registerRecentSearch(core, type, id)),
    loadActivity: after(() => reads.loadActivity(core)),
    refreshActivityCounts: after(() => reads.refreshActivityCounts(core)),
    loadSuggestions: after(() => reads.loadSuggestions(core)),
    followUser: person('user-follow'),
    unfollowUser: person('user-unfollow'),
    blockUser: person('user-block'),
    unblockUser: person('user-unblock'),
    approveFollowRequest: person('follow-request-approve'),
    ignoreFollowRequest: person('follow-request-ignore'),
    dismissSuggestion: async (userId) => {
      await person('suggestion-dismiss')(userId);
      await reads.forgetKeptItem(core, reads.SUGGESTIONS, userId);
      await forgetUnitUser(core, userId);
    },
    loadRelatedProfiles: after((userId) => chaining.loadRelatedProfiles(core, userId)),
    dismissRelatedProfile: async (chainingUserId, userId) => {
      await mutate('chaining-dismiss', { userId, chainingUserId, username: core.store.getState().users.users[userId]?.username ?? userId });
      await chaining.forgetRelatedProfile(core, chainingUserId, userId);
    },
    markActivityChecked: (timestamp) => mutate('activity-mark-checked', { timestamp }),
    clearSearchHistory: () => mutate('search-history-clear', {}),
    followHashtag: (name) => mutate('hashtag-follow', { name: name.toLowerCase() }),
    unfollowHashtag: (name) => mutate('hashtag-unfollow', { name: name.toLowerCase() }),
    markSuggestionsSeen: () => mutate('suggestions-mark-seen', {}),
    loadHashtagFollowing: after((userId) => discover.loadHashtagFollowing(core, userId)),
    loadDirectory: after((kind, page) => discover.loadDirectory(core, kind, page)),
    loadLocationsDirectory: after((segment, page) => discover.loadLocationsDirectory(core, segment, page)),
  };
}

/** 001 §4 / §8: an unknown follow result is logged as an error (the reducer maps it). */
export function logUnknownFollowResult(record: MutationRecord, core: PeopleCore): void {
  if (record.name !== 'user-follow' || record.state !== 'done') return;
  const result = followResult(record.result);
  const isPrivate = core.store.getState().users.users[record.args.userId]?.isPrivate ?? false;
  if (!followOutcome(result, isPrivate).known) core.log.error('follow: invalid result (001 §4)', { userId: record.args.userId, result });
}
