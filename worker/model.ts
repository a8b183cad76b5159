/**
 * The client model of 001 §3 (the fields this project uses so far), the state the worker
 * owns, and the read-only mirror the UI reads. Types only: the UI imports this file.
 */

import type { CollectionsState } from './collections/collections-state';
import type { UsertagsState } from './usertags/usertags-state';
import type { DirectState } from './direct/direct-state';
import type { StoriesState } from './stories/stories-state';

/** 001 §3 Pagination. */
export interface Pagination {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  visibleCount: number;
  loadedCount: number;
  isFetching: boolean;
}

export interface Resource {
  src: string;
  configWidth: number;
  configHeight: number;
}

export interface SidecarChild {
  id: string;
  isVideo: boolean;
  dimensions: { height: number; width: number };
  src: string;
  displayResources: Resource[];
  videoUrl: string | null;
  accessibilityCaption: string | null;
}

/** 001 §3 Post (media). */
export interface Post {
  id: string;
  code: string;
  caption: string | null;
  captionIsEdited: boolean;
  accessibilityCaption: string | null;
  commentsDisabled: boolean;
  dimensions: { height: number; width: number };
  displayResources: Resource[];
  thumbnailResources: Resource[];
  src: string;
  thumbnailSrc: string;
  videoUrl: string | null;
  videoDuration: number | null;
  videoViews: number | null;
  isVideo: boolean;
  isSidecar: boolean;
  sidecarChildren: SidecarChild[];
  likedByViewer: boolean;
  numLikes: number;
  numPreviewLikes: number;
  savedByViewer: boolean;
  numComments: number;
  previewCommentIds: string[];
  /** Owner user id (users slice). */
  owner: string;
  location: { id: string; name: string; slug: string } | null;
  /** Seconds since epoch. */
  postedAt: number;
  /** Added (ppost), issue 12: the owner deleted it and the delete is not answered yet (hidden everywhere). */
  deleted?: boolean;
  /** Added (usertags): 001 §3 usertags, as the server shows them to the viewer (absent: not told). */
  usertags?: PostUsertag[];
  /** Added (usertags): 001 §3 viewerInPhotoOfYou, the viewer is tagged in it (approved or pending). */
  viewerInPhotoOfYou?: boolean;
}

/** Added (usertags): a person tagged in a post, at (x, y), fractions of the picture. */
export interface PostUsertag {
  userId: string;
  username: string;
  x: number;
  y: number;
  /** Not approved yet by the person tagged (shown to them and the post's owner only). */
  pending?: boolean;
}

/** 001 §3 User. */
export interface User {
  id: string;
  username: string;
  fullName: string;
  profilePictureUrl: string;
  isPrivate: boolean;
  isVerified: boolean;
  bio: string | null;
  counts: { followedBy: number; follows: number; media: number } | null;
  /** Added (people helper), 001 §3 User: the rest is optional, set when a payload told it. */
  website?: string | null;
  /** Added (links): what the website opens, as the server served it (sync/api/linkshim-wire.ts). */
  websiteShimmed?: string | null;
  /** 001 §3 User mutualFollowers: "Followed by a, b + N more". */
  mutualFollowers?: { usernames: string[]; additionalCount: number } | null;
  /** 001 §3 User suggestionDescription (a suggested user's reason). */
  suggestionDescription?: string | null;
  hasPublicStory?: boolean;
  /** Added (highlights): 001 §3 User highlightReelCount (0 when the viewer may not see the account's posts). */
  highlightReelCount?: number;
}

/** 001 §4 Relationships: follow status (logged as not_following, following, follow_requested). */
export const FollowStatus = { notFollowing: 'not-following', following: 'following', requested: 'requested' } as const;
export type FollowStatus = (typeof FollowStatus)[keyof typeof FollowStatus];
/** 001 §4 Relationships: block status. */
export const BlockStatus = { unblocked: 'unblocked', blocked: 'blocked' } as const;
export type BlockStatus = (typeof BlockStatus)[keyof typeof BlockStatus];

/**
 * 001 §3 Relationship: "each is a state plus a stable flag". Added: `confirmed`, the last state
 * the server confirmed, which a failed change restores (001 §4 "a failed follow restores
 * stable") and count changes compare with (DESIGN.md rule 7).
 */
export interface RelationshipField<S extends string> {
  state: S;
  stable: boolean;
  confirmed: S;
}

/** 001 §3 Relationship (per user), between the viewer and that user. */
export interface Relationship {
  followedByViewer: RelationshipField<FollowStatus>;
  /** 'requested': that user asked to follow the viewer (the viewer approves or ignores). */
  followsViewer: RelationshipField<FollowStatus>;
  blockedByViewer: RelationshipField<BlockStatus>;
  hasBlockedViewer: RelationshipField<BlockStatus>;
}

/** 001 §3 Comment. */
export interface Comment {
  id: string;
  text: string;
  userId: string;
  /** Seconds since epoch. */
  postedAt: number;
  likeCount: number;
  likedByViewer: boolean;
  isAuthorVerified: boolean;
  didReportAsSpam: boolean;
  deleted: boolean;
  /**
   * Added (ppost), issue 12: the thread's top-level comment of a reply (null: top-level itself);
   * absent when the payload did not tell (the flat comments page).
   */
  parentId?: string | null;
  /**
   * The client id of the outbox record whose send made this comment (set when its success is
   * applied): an optimistic add of that record seen again (another tab's stale view of the
   * record, a rebase) finds the server's copy already there and adds no second one (issue 17).
   */
  clientId?: string;
}

export interface PostComments {
  commentIds: string[];
  count: number;
  pagination: Pagination;
}

/** 001 §4 Feed state: init/initial, network, cache, cache paginated. */
export type FeedSource = 'initial' | 'network' | 'cache' | 'cache-paginated';

/**
 * Added (people): 001 §3 Feed "suggested-user unit (tracking token and type, user ids)", as the
 * first page placed it: after `after` posts of the server's (at the end of a shorter feed).
 * Each person with the reason shown (001 §3 suggestionDescription). Not in 001 §3's cache.
 */
export interface SuggestedUsersUnit {
  id: string;
  trackingToken: string;
  type: string;
  title: string;
  after: number;
  users: { userId: string; description: string }[];
}

/**
 * Added (people): 001 §3 Feed "stories-in-feed unit (tracking token, hideUnitIfSeen, reel ids,
 * title, filtering tag)", as the first page placed it (after `after` of the server's posts).
 * Each reel is a followed account (a user reel's id is its owner's id): with a story not yet
 * expired, or, until stories are built, with new posts in that page. Not in 001 §3's cache.
 */
export interface StoriesInFeedUnit {
  id: string;
  trackingToken: string;
  title: string;
  hideUnitIfSeen: boolean;
  filteringTag: string | null;
  after: number;
  reels: { userId: string; kind: 'story' | 'recent_posts' }[];
}

export interface FeedState {
  /** Post ids in feed order (the feed's units are beside them: suggestedUnit, storiesUnit). */
  items: string[];
  /** Added (people): the first page's suggested-user unit, when it had one. */
  suggestedUnit?: SuggestedUsersUnit;
  /** Added (people): the first page's stories-in-feed unit, when it had reels. */
  storiesUnit?: StoriesInFeedUnit;
  visibleCount: number;
  pagination: Pagination;
  source: FeedSource;
  isLoading: boolean;
  /** Error message of the last failed load, shown with a retry. */
  error: string | null;
}

/** A pending or failed outbox item, as the UI shows it (DESIGN.md rule 6). */
export interface OutboxItemView {
  id: string;
  name: string;
  /** 'post:<id>' or 'comment:<id>': what the item changes, for pending marks. */
  entityKey: string;
  state: 'pending' | 'sending' | 'failed';
  attempts: number;
  createdAt: number;
  /** Short human text, e.g. 'Like', 'Comment “nice!”'. */
  summary: string;
  error: string | null;
}

/**
 * A toast action the UI carries out on the main thread (added): `actionId` names a callback
 * the UI registered there (src/components/shell/toast-actions.ts), `args` are what it gets.
 * State holds only this serialisable description, never the function.
 */
export interface ToastUiAction {
  type: 'ui';
  actionId: string;
  args: Record<string, string>;
}

/** 000 §3 Toast: text, actionText, persistOnNavigate, noExpire (the handler is an action id). */
export interface Toast {
  id: string;
  text: string;
  actionText: string | null;
  /** What the action does: retry an outbox item, reload, or a UI callback by id (added). */
  action: { type: 'retry-mutation'; mutationId: string } | { type: 'reload' } | ToastUiAction | null;
  persistOnNavigate: boolean;
  noExpire: boolean;
}

export interface StatusState {
  online: boolean;
  /** True once the cache was restored (or found empty) at start. */
  restored: boolean;
  viewerId: string | null;
  toast: Toast | null;
  /** Set when the server asked us to go to a checkpoint or redirect url (000 §4). */
  redirectTo: string | null;
}

/**
 * Added (upload helper): an upload's machine state (worker/upload/upload-machine.ts). Friendly
 * names are the UI's to choose.
 */
export type UploadState = 'queued' | 'uploading' | 'stalled' | 'waiting-for-network' | 'processing' | 'configuring' | 'done' | 'failed' | 'cancelled';

/**
 * Added (upload helper). What is being made: 1 file, except a carousel (2 to 10). Added
 * (dmphoto), issue 13: 'direct-photo', a photo sent in a conversation (its "configure" is the
 * message, a direct-send of item type media).
 */
export type ComposeKind = 'feed' | 'carousel' | 'story' | 'igtv' | 'profile-picture' | 'direct-photo';

/** Added (upload helper): one upload as the UI shows it (001 §7 Creation and upload). */
export interface UploadView {
  /** The configure's upload_id; its local post is `local:<id>` while it is not published. */
  id: string;
  kind: ComposeKind;
  state: UploadState;
  /** Bytes the server confirmed holding, over every file (and a video's cover). */
  bytesSent: number;
  totalBytes: number;
  /** 0..100. */
  percent: number;
  /** Bytes per second (moving average), null until measured. */
  speedBps: number | null;
  secondsLeft: number | null;
  /** The first file's name, or the caption. */
  label: string;
  /** Why it failed (the server's message or the 001 §5 limit), else null. */
  error: string | null;
  thumbnailUrl: string | null;
  /** When it was composed (ms since epoch): the order to list uploads in. */
  createdAt: number;
  /** Added (dmphoto): a 'direct-photo' upload's conversation (its bubble shows the progress). */
  directThreadId?: string;
}

/** Added (people helper): the activity badge and the search-history flag; not persisted. */
export interface ActivityState {
  /** Unread activity plus follow requests, as the server last counted them (the badge shows at most 9, 001 §9). */
  unread: number;
  /** Seconds: the newest activity marked seen (0: never). */
  checkedAt: number;
  /** A clear of the search history waits to be sent: recents show empty meanwhile. */
  searchHistoryCleared: boolean;
  /** 001 §3 Suggested users "dismissed ids" (001 §4 Suggestions: dismissal records the id). */
  dismissedSuggestionIds: string[];
  /** Added (people): related profiles hidden per profile (chaining_dismiss), as '<chainingUserId>:<userId>'. */
  dismissedChaining: string[];
  /** Added (contacts): a delete of the uploaded contacts waits to be sent: none show meanwhile. */
  contactsUnlinking: boolean;
}

/**
 * Added (explore helper), issue 12: 001 §3 Suggested users and the hashtags the viewer follows.
 * Not persisted (001 §3 Client cache lists neither): a tag page's last answer, kept by the
 * people reads, brings its follow state back offline.
 */
export interface DiscoverState {
  /** By hashtag name (lower case): following it, under the field rules of 001 §4 Relationships. */
  hashtagFollows: Record<string, RelationshipField<HashtagFollowStatus>>;
  /** Seconds: the suggestions were last marked seen (mark_su_seen): "new" marks of suggestions read before go. */
  suggestionsSeenAt: number;
}

export type HashtagFollowStatus = 'following' | 'not-following';

/** The whole state the worker owns and mirrors to the UI. */
export interface ClientState {
  posts: { byId: Record<string, Post>; idByCode: Record<string, string> };
  users: { users: Record<string, User>; usernameToId: Record<string, string>; viewerId: string | null };
  feed: FeedState;
  comments: { byId: Record<string, Comment>; byPostId: Record<string, PostComments> };
  outbox: { byId: Record<string, OutboxItemView> };
  status: StatusState;
  /** Added (upload helper): uploads of this session's viewer; not in the 001 §3 cache. */
  uploads: { byId: Record<string, UploadView> };
  /** Added (people helper): 001 §3 Relationship per user id; persisted (001 §3 Client cache). */
  relationships: { byUserId: Record<string, Relationship> };
  /** Added (people helper). */
  activity: ActivityState;
  /** Added (explore helper). */
  discover: DiscoverState;
  /** Added (direct helper), issue 13: 001 §3 Direct; persisted within 001 §9 (worker/direct). */
  direct: DirectState;
  /** Added (profile), issue 12: the viewer's collections of saved posts; persisted (worker/collections). */
  collections: CollectionsState;
  /** Added (usertags): "Manually approve tags" and the tags waiting for approval; persisted (worker/usertags). */
  usertags: UsertagsState;
  /** Added (stories): 001 §3 Stories viewing state; feedTray and reels persisted (worker/stories). */
  stories: StoriesState;
}

export type { Reel, StoriesState, StoryItem } from './stories/stories-state';
