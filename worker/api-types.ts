/**
 * What the worker exposes through Comlink. The UI imports this type only (DESIGN.md:
 * src → worker API (types only)).
 */
import type { SessionConfig } from '../sync/transport/types';
import type { Bootstrap } from '../sync/api/bootstrap';
import type { WireLoginResponse, WireSignupResponse } from '../sync/api/wire';
import type { AuthCallArgs, AuthCallName, AuthCallValue } from './auth/calls';
import type { ComposeKind, Post } from './model';
import type { AnalyticsOptions } from './analytics/port-protocol';
import type { LogEvent } from '../sync/analytics/types';
import type { TypingStatus } from '../sync/api/direct-wire';
import type { DirectLoad } from './direct/direct-reads';
import type {
  ActivityView, PlaceView, PostListView, ProfileTab, ProfileView, RecentSearchesView, RelatedProfilesView, SearchView, SuggestionsView, TagView, UserListView,
  DirectoryView, HashtagListView, LocationsDirectoryView,
} from './people-types';
import type { PostExtrasApi } from './post-extras-types';
import type { CollectionsApi } from './collections-types';
import type { StoriesApi } from './stories-types';
import type { HighlightsApi } from './highlights-types';
import type { StoryRepliesApi } from './stories/story-viewers-api';
import type { ReportsApi } from './reports/reports-api';
import type { UsertagsApi } from './usertags/usertags-api';
import type { ContactsApi } from './contacts/contacts-api';
import type { TapCall, TapOutcome } from './tap-calls';

export interface LoginForm {
  username: string;
  password: string;
  queryParams: string;
  optIntoOneTap: boolean;
}

export interface SignupForm {
  email: string;
  password: string;
  username: string;
  fullName: string;
  /** Birthday, sent as day, month, year (000 §3 Sign-up form). */
  day: number;
  month: number;
  year: number;
  clientId: string;
}

/** Outcome of a call that did not go through: the transport error, in plain fields. */
export interface CallFailure {
  ok: false;
  statusCode: number;
  message: string;
  errorType: string | null;
  body: unknown;
}

export type CallResult<T> = { ok: true; value: T } | CallFailure;

/**
 * Added (worker helper): where the page bootstrap came from. 'server': a fresh page, so a null
 * viewerId means logged out (another viewer's cache is discarded). 'cache' or 'none': the page
 * came from the service worker's cache offline, so a null viewerId means "unknown" and the
 * cached viewer is kept.
 */
export interface InitOptions {
  bootstrap: 'server' | 'cache' | 'none';
  /**
   * The bootstrap's viewer (000 §3 Viewer data). From a fresh page ('server') it goes into the
   * users slice at start, so the viewer's picture is known and changed in one place (issue 11).
   */
  viewer?: Bootstrap['viewer'];
}

/**
 * Added (people helper), issue 12: profiles, follow lists, explore, tag and place pages, search,
 * activity and suggestions (reads: entities to the store, views of ids back; offline, the last
 * answer kept, marked `offline`), and the relationship mutations through the outbox.
 */
export interface PeopleApi {
  /** GET the profile of /{username}/ (001 §3 User, Relationship); offline from the persisted slices. */
  loadProfile(username: string): Promise<CallResult<ProfileView>>;
  loadProfilePosts(userId: string, tab: ProfileTab, after: string | null): Promise<CallResult<PostListView>>;
  loadFollowList(userId: string, kind: 'followers' | 'following', after: string | null): Promise<CallResult<UserListView>>;
  loadExplore(after: string | null): Promise<CallResult<PostListView>>;
  loadTag(tag: string, after: string | null): Promise<CallResult<TagView>>;
  loadPlace(id: string, after: string | null): Promise<CallResult<PlaceView>>;
  /** Blended search; offline, the people, tags and places seen on this device (view.offline). */
  search(query: string): Promise<CallResult<SearchView>>;
  loadRecentSearches(): Promise<CallResult<RecentSearchesView>>;
  registerRecentSearch(type: 'user' | 'hashtag' | 'place', id: string): Promise<void>;
  /** GET /accounts/activity/?__a=1; the badge (ClientState.activity) follows. */
  loadActivity(): Promise<CallResult<ActivityView>>;
  refreshActivityCounts(): Promise<void>;
  loadSuggestions(): Promise<CallResult<SuggestionsView>>;
  /** Added (people): the related profiles of a profile (chaining, at most 12); offline, the last answer. */
  loadRelatedProfiles(userId: string): Promise<CallResult<RelatedProfilesView>>;
  /** Added (people): chaining_dismiss through the outbox: hidden at once from chainingUserId's row (ClientState.activity.dismissedChaining). */
  dismissRelatedProfile(chainingUserId: string, userId: string): Promise<void>;
  /** 001 §4 Relationships: a private account ends in "Requested". */
  followUser(userId: string): Promise<void>;
  unfollowUser(userId: string): Promise<void>;
  blockUser(userId: string): Promise<void>;
  unblockUser(userId: string): Promise<void>;
  approveFollowRequest(userId: string): Promise<void>;
  ignoreFollowRequest(userId: string): Promise<void>;
  /** 001 §4 Suggestions: hidden at once (ClientState.activity.dismissedSuggestionIds), sent through the outbox. */
  dismissSuggestion(userId: string): Promise<void>;
  /** /web/activity/mark_checked/ {timestamp} (seconds): the badge clears at once. */
  markActivityChecked(timestamp: number): Promise<void>;
  clearSearchHistory(): Promise<void>;
  /** Added (explore helper): 001 §7 Discover. Following a hashtag shows at once (ClientState.discover), sent through the outbox. */
  followHashtag(name: string): Promise<void>;
  unfollowHashtag(name: string): Promise<void>;
  /** mark_su_seen: the suggestions' "new" marks clear at once. */
  markSuggestionsSeen(): Promise<void>;
  /** The hashtags this person follows (/{username}/hashtag_following/). */
  loadHashtagFollowing(userId: string): Promise<CallResult<HashtagListView>>;
  /** /directory/hashtags/ and /directory/profiles/, page from 1. */
  loadDirectory(kind: 'hashtags' | 'profiles', page: number): Promise<CallResult<DirectoryView>>;
  /** /explore/locations/ (segment null), a country's cities (its code) or a city's places ('c' + id). */
  loadLocationsDirectory(segment: string | null, page: number): Promise<CallResult<LocationsDirectoryView>>;
}

export type * from './people-types';
export type * from './post-extras-types';

/**
 * Added (dmui), issue 13: direct messages (001 §2 /direct/, §3 Direct). Reads put their answers
 * in ClientState.direct (persisted: the inbox and seen threads open offline; `offline` says no
 * answer came); messages, reactions, unsend, seen and requests go through the outbox.
 */
export interface DirectApi {
  /** First page (replaces the list) or, with `older`, the next one. */
  loadDirectInbox(box: 'inbox' | 'requests', older: boolean): Promise<CallResult<DirectLoad>>;
  /** The thread's newest items, or (`older`) the page before its oldest cursor. */
  loadDirectThread(threadId: string, older: boolean): Promise<CallResult<DirectLoad>>;
  /** A conversation with these people (title: a group's); answers the thread id (one person: their one-to-one thread). */
  createDirectThread(userIds: string[], title: string): Promise<CallResult<string>>;
  muteDirectThread(threadId: string, muted: boolean): Promise<CallResult<null>>;
  leaveDirectThread(threadId: string): Promise<CallResult<null>>;
  sendDirectText(threadId: string, text: string): Promise<void>;
  /** The heart (item type like). */
  sendDirectLike(threadId: string): Promise<void>;
  /** A post as a media_share item. */
  shareDirectPost(threadId: string, postId: string): Promise<void>;
  unsendDirectMessage(threadId: string, itemId: string): Promise<void>;
  reactDirectMessage(threadId: string, itemId: string, on: boolean): Promise<void>;
  markDirectSeen(threadId: string, itemId: string): Promise<void>;
  approveDirectRequest(threadId: string): Promise<void>;
  declineDirectRequest(threadId: string): Promise<void>;
  /** Online: the server's decline-all; offline: a decline per request held, sent later. */
  declineAllDirectRequests(): Promise<CallResult<null>>;
}

export type { DirectLoad } from './direct/direct-reads';

export interface WorkerApi extends PeopleApi, DirectApi, PostExtrasApi, CollectionsApi, StoriesApi, ReportsApi, StoryRepliesApi, HighlightsApi, UsertagsApi, ContactsApi {
  /**
   * Start: open the cache and outbox, restore, and send the first snapshot and then patches
   * on `patchPort` (see mirror-protocol.ts). Resolves once the snapshot is sent.
   */
  init(session: SessionConfig, viewerId: string | null, patchPort: MessagePort, options?: InitOptions): Promise<void>;
  updateSession(patch: Partial<SessionConfig>): void;
  setOnline(online: boolean): void;
  /** Taps made in one task on the page, started in their order (worker/tap-calls.ts; issue 16). */
  callTaps(calls: TapCall[]): Promise<TapOutcome[]>;
  /** The page is hidden or left: the cache's debounced write (001 §9) is made now. */
  writeCacheNow(): Promise<void>;

  login(form: LoginForm): Promise<CallResult<WireLoginResponse>>;
  logout(): Promise<CallResult<null>>;
  signup(form: SignupForm, dryRun: boolean): Promise<CallResult<WireSignupResponse>>;

  /**
   * Added (auth flows helper, issue 4): the calls of the logged-out entry flows (000 §4,
   * 000 §7: two-factor, one-tap, social login and sign-up, phone sign-up, consent, recovery,
   * data download), each with the 10 s timeout of 000 §9; see worker/auth/calls.ts for the
   * names and shapes. A call that logs someone in switches the viewer as login() does.
   * One-tap entries live on the device (localforage): oneTapList, oneTapSave.
   */
  authCall<N extends AuthCallName>(name: N, args: AuthCallArgs<N>): Promise<CallResult<AuthCallValue<N>>>;
  /**
   * Added (auth flows helper): a toast (000 §4 Toast), e.g. the password-changed toast; with
   * `action`, a button labelled `label` that runs the main-thread callback registered under
   * `actionId` with `args` (000 §4 one-tap and 000 §8 social-connect Retry).
   */
  showToast(text: string, options?: ShowToastOptions): void;

  /** First page, or a refresh (001 §4 Feed). */
  refreshFeed(): Promise<void>;
  loadNextFeedPage(): Promise<void>;
  loadPost(shortcode: string): Promise<CallResult<string>>;
  loadMoreComments(postId: string): Promise<void>;

  likePost(postId: string): Promise<void>;
  unlikePost(postId: string): Promise<void>;
  savePost(postId: string): Promise<void>;
  unsavePost(postId: string): Promise<void>;
  addComment(postId: string, text: string, repliedToCommentId: string | null): Promise<void>;
  deleteComment(postId: string, commentId: string): Promise<void>;
  likeComment(commentId: string): Promise<void>;
  unlikeComment(commentId: string): Promise<void>;

  /** Outbox controls (DESIGN.md rule 3 and 6). */
  retryMutation(id: string): Promise<void>;
  discardMutation(id: string): Promise<void>;
  replayNow(): Promise<void>;

  dismissToast(id: string): void;
  clearRedirect(): void;

  /**
   * Added (upload helper), 001 §7 Creation and upload: checks the media (001 §5, the refusal's
   * message names the limit), stores the files in 'lumen-uploads', shows a local post at the
   * top of the feed (feed and carousel kinds), queues the resumable upload and, once every file
   * is on the server, publishes through the outbox. Resolves with the upload's id (the key of
   * ClientState.uploads.byId, and the configure's upload_id; the local post is `local:<id>`).
   */
  startUpload(compose: ComposeInput): Promise<CallResult<string>>;
  /** Stops it, takes a configure still waiting back out, forgets the stored files. */
  cancelUpload(id: string): Promise<void>;
  /** A failed upload again (from the server's offset), or a stalled one now. */
  retryUpload(id: string): Promise<void>;
  /**
   * Added (upload helper, issue 3): GET /location_search/?search_query= (001 §7 Creation and
   * upload), the places a post can be tagged with, nearest or by name, at most 20.
   */
  searchLocations(query: string): Promise<CallResult<LocationHit[]>>;
  /** Added (upload helper, issue 3): GET /api/v1/igtv/drafts/, the viewer's long-video drafts (publish mode igtv_draft). */
  listIgtvDrafts(): Promise<CallResult<IgtvDraftItem[]>>;

  /**
   * Added (issue 14): the logging engine (worker/analytics). The page hands over a MessagePort
   * once, on which it posts its events batched per frame (analytics/port-protocol.ts), with
   * what it knows of consent (000 §5) and the build (000 §7 /client_error/ fields).
   */
  connectAnalytics(port: MessagePort, options: AnalyticsOptions): Promise<void>;
  /** Added (issue 14): events logged by a caller of the API itself (one call, a batch). */
  logBatch(events: LogEvent[]): void;

  /**
   * Added (dmrt), issue 13, the real-time channel (worker/direct/realtime): the viewer's typing
   * in a thread (0 off, 1 text, 2 visual), throttled, sent on the one socket of the browser.
   * Live updates need no call: the socket runs while a viewer is logged in and its deltas,
   * typing, seen marks and presence land in ClientState.direct; `direct.realtime.statusText`
   * says the connectivity in words ("Connecting…", "Offline — messages will send later").
   */
  sendTyping(threadId: string, status: TypingStatus): void;
  /** A refused message ("Not delivered") sent again; its token is the item's `mutationToken` (a new one is made). */
  retryDirectMessage(token: string): Promise<void>;
  /** A refused message taken out of its thread (and out of Unsent activity). */
  deleteFailedDirectMessage(token: string): Promise<void>;
}

export type { AnalyticsOptions, PageToWorker, WorkerToPage } from './analytics/port-protocol';
export type { LogEvent } from '../sync/analytics/types';

/** Added (upload helper). One venue of GET /location_search/: its external_id, name and address. */
export interface LocationHit {
  id: string;
  name: string;
  address: string;
}

/** Added (upload helper). A long-video draft: the post, and the title the server keeps for it (001 §3 Post). */
export interface IgtvDraftItem {
  post: Post;
  title: string;
}

/** Added (upload helper). Crop as fractions of the source (rupload params `transform`, 001 §7). */
export interface CropTransform {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Added (upload helper). Facts about one file, measured on the main thread. */
export interface ComposeFacts {
  width: number;
  height: number;
  /** Seconds; videos only. */
  durationSeconds?: number;
  mimeType: string;
  bytes: number;
}

export type { ComposeKind } from './model';

/** Added (upload helper). 001 §3 usertags: a user with x and y. */
export interface ComposeUsertag {
  userId: string;
  username: string;
  /** Fractions of the shown (cropped) media, 0..1. */
  x: number;
  y: number;
}

/** Added (upload helper). The argument of startUpload. */
export interface ComposeInput {
  kind: ComposeKind;
  files: File[];
  /** One per file, same order. */
  facts: ComposeFacts[];
  transform: CropTransform | null;
  caption: string;
  /** custom_accessibility_caption (001 §7 /create/configure/). */
  altText: string;
  location: { id: string; name: string } | null;
  usertags: ComposeUsertag[];
  /** Long-form video only (001 §5: at most 75 and 2200 characters). */
  title: string;
  description: string;
  /** A video's cover, JPEG (required for igtv, 001 §5 "cover jpeg"). */
  cover: Blob | null;
  igtvPublishMode: 'igtv' | 'igtv_draft';
  shareToFeed: boolean;
  /** Added (dmphoto), issue 13: kind 'direct-photo' only, the conversation the photo is sent to. */
  directThreadId?: string;
}

/** Added: the options of showToast; an action is named by id, never passed as a function. */
export interface ShowToastOptions {
  persistOnNavigate?: boolean;
  action?: { label: string; actionId: string; args?: Record<string, string> };
}

/** Added (auth flows helper): the auth call names and shapes, and the stored one-tap entry. */
export type { AuthCallArgs, AuthCallMap, AuthCallName, AuthCallValue } from './auth/calls';
export type * from './auth/types';
