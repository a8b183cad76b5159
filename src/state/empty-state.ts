/**
 * The mirror's state before the worker's first snapshot arrives (startClient waits for the
 * snapshot, so screens normally never see it). The UI imports worker types only (DESIGN.md),
 * so this is written out here rather than imported from the worker.
 */
import type { ClientState, Pagination } from '../../worker/model';

const pagination = (): Pagination => ({
  hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null, visibleCount: 12, loadedCount: 0, isFetching: false,
});

export function emptyClientState(): ClientState {
  return {
    posts: { byId: {}, idByCode: {} },
    users: { users: {}, usernameToId: {}, viewerId: null },
    feed: { items: [], visibleCount: 12, pagination: pagination(), source: 'initial', isLoading: false, error: null },
    comments: { byId: {}, byPostId: {} },
    outbox: { byId: {} },
    uploads: { byId: {} },
    relationships: { byUserId: {} },
    direct: {
      viewerId: null, threads: {}, items: {}, users: {},
      inbox: { threadIds: [], oldestCursor: null, hasOlder: false, isLoading: false },
      requests: { threadIds: [], total: 0, oldestCursor: null, hasOlder: false, isLoading: false },
      badge: { count: 0, timestamp: 0 }, seqId: null, snapshotAt: null,
      realtime: { irisConnectivity: 'Unsubscribed', mqttConnectivity: 'Disconnected', subscriptionType: 'none', statusText: null, presence: {} },
    },
    activity: { unread: 0, checkedAt: 0, searchHistoryCleared: false, dismissedSuggestionIds: [], dismissedChaining: [], contactsUnlinking: false },
    discover: { hashtagFollows: {}, suggestionsSeenAt: 0 },
    collections: { ids: [], byId: {}, loaded: false },
    usertags: { reviewEnabled: null, pending: [], loaded: false },
    stories: {
      feedTray: [], reels: {}, items: {}, trayLoaded: false, traySession: 0, currentTrayOrder: [], currentReelId: null, currentReelItemIndex: 0,
      trayLoadingId: null, localLastIndexByReel: {}, tappedObjectId: null, isAppAttributionOpen: false, initialMediaId: null, isLoading: false,
      viewersPageInfo: {}, isLoadingStoryViewers: false,
      highlightReelsByUserId: {}, archive: { items: [], nextMaxId: null, moreAvailable: false, loaded: false, isLoading: false },
    },
    status: { online: true, restored: false, viewerId: null, toast: null, redirectTo: null },
  };
}
