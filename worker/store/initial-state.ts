import { initialCollections } from '../collections/collections-state';
import { initialUsertags } from '../usertags/usertags-state';
import { Limits } from '../../sync';
import { initialDirectState } from '../direct/direct-state';
import { initialStories } from '../stories/stories-state';
import type { ClientState, FeedState, Pagination, StatusState } from '../model';

export function emptyPagination(visibleCount = 0): Pagination {
  return {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
    visibleCount,
    loadedCount: 0,
    isFetching: false,
  };
}

export function initialFeed(): FeedState {
  return {
    items: [],
    visibleCount: Limits.feedPageSize,
    pagination: emptyPagination(Limits.feedPageSize),
    source: 'initial',
    isLoading: false,
    error: null,
  };
}

export function initialStatus(): StatusState {
  return { online: true, restored: false, viewerId: null, toast: null, redirectTo: null };
}

export function initialState(): ClientState {
  return {
    posts: { byId: {}, idByCode: {} },
    users: { users: {}, usernameToId: {}, viewerId: null },
    feed: initialFeed(),
    comments: { byId: {}, byPostId: {} },
    outbox: { byId: {} },
    status: initialStatus(),
    uploads: { byId: {} },
    relationships: { byUserId: {} },
    direct: initialDirectState(),
    activity: { unread: 0, checkedAt: 0, searchHistoryCleared: false, dismissedSuggestionIds: [], dismissedChaining: [], contactsUnlinking: false },
    discover: { hashtagFollows: {}, suggestionsSeenAt: 0 },
    collections: initialCollections(),
    usertags: initialUsertags(),
    stories: initialStories(),
  };
}
