/**
 * Named, serialisable mutations (DESIGN.md rule 1). Every user action that changes server
 * state is one of these. The worker applies its optimistic effect; the replayer sends it.
 */
import type { WireDirectSharedPost } from '../api/direct-wire';
import type { ReportSourceName } from '../api/reports-wire';
import type { WireDirectReelShare } from '../api/story-replies-wire';

export const MutationName = {
  postLike: 'post-like',
  postUnlike: 'post-unlike',
  postSave: 'post-save',
  postUnsave: 'post-unsave',
  commentAdd: 'comment-add',
  commentDelete: 'comment-delete',
  commentLike: 'comment-like',
  commentUnlike: 'comment-unlike',
  /** Added (upload helper), 001 §7 Creation and upload: publish uploaded media. */
  mediaConfigure: 'media-configure',
  storyConfigure: 'story-configure',
  igtvConfigure: 'igtv-configure',
  /** Added (people helper), 001 §7 Friendships: /web/friendships/{id}/follow/ and friends. */
  userFollow: 'user-follow',
  userUnfollow: 'user-unfollow',
  userBlock: 'user-block',
  userUnblock: 'user-unblock',
  followRequestApprove: 'follow-request-approve',
  followRequestIgnore: 'follow-request-ignore',
  /** 001 §7 Activity: /web/activity/mark_checked/ {timestamp}. */
  activityMarkChecked: 'activity-mark-checked',
  /** 001 §7 Settings: /web/search/clear_search_history/. */
  searchHistoryClear: 'search-history-clear',
  /** 001 §7 Discover: /web/discover/aysf_dismiss/ {target_id}. */
  suggestionDismiss: 'suggestion-dismiss',
  /** Added (explore helper), 001 §7 Discover: /web/discover/mark_su_seen/. */
  suggestionsMarkSeen: 'suggestions-mark-seen',
  /** Added (people), 001 §7 Discover: /web/discover/chaining_dismiss/ {target_id, chaining_user_id}. */
  chainingDismiss: 'chaining-dismiss',
  /** Added (explore helper), 001 §8 "follow or unfollow hashtag": /web/tags/follow|unfollow/{name}/. */
  hashtagFollow: 'hashtag-follow',
  hashtagUnfollow: 'hashtag-unfollow',
  /** Added (direct helper), issue 13: DirectPath (sync/api/paths.ts), direct-definitions.ts. */
  directSend: 'direct-send',
  directUnsend: 'direct-unsend',
  directReact: 'direct-react',
  directUnreact: 'direct-unreact',
  directSeen: 'direct-seen',
  directApprove: 'direct-approve',
  directDecline: 'direct-decline',
  /** Added (ppost), issue 12: the owner's post menu, 001 §7 Posts. */
  postDelete: 'post-delete',
  postCaptionEdit: 'post-caption-edit',
  /** Added (profile), issue 12: collections of saved posts (PeoplePath, paths ours). */
  collectionCreate: 'collection-create',
  collectionAdd: 'collection-add',
  /** Added (people), issue 12: a collection's owner renames it, deletes it, takes a post out of it. */
  collectionRename: 'collection-rename',
  collectionDelete: 'collection-delete',
  collectionRemove: 'collection-remove',
  /** Added (stories): 001 §7 /stories/reel/seen (stories-definitions.ts). */
  storySeen: 'story-seen',
  /** Added (reports): 001 §7 Reports and our direct message call (reports-definitions.ts). */
  mediaReport: 'media-report',
  commentReport: 'comment-report',
  userReport: 'user-report',
  messageReport: 'message-report',
  /** Added (highlights): story highlights (highlight-definitions.ts; paths ours, sync/api/highlights-wire.ts). */
  highlightCreate: 'highlight-create',
  highlightEdit: 'highlight-edit',
  highlightDelete: 'highlight-delete',
  /** Added (usertags): 001 §7 Settings /web/usertags/… (usertags-definitions.ts). */
  usertagUntag: 'usertag-untag',
  usertagReview: 'usertag-review',
  usertagReviewPreference: 'usertag-review-preference',
  /** Added (contacts): 001 §6 /accounts/address_book/unlink/ (contacts-definitions.ts). */
  addressBookUnlink: 'address-book-unlink',
} as const;
export type MutationName = (typeof MutationName)[keyof typeof MutationName];

export interface MutationArgsMap {
  'post-like': { postId: string };
  'post-unlike': { postId: string };
  'post-save': { postId: string };
  'post-unsave': { postId: string };
  /** clientId is the temporary comment id shown until the server answers ('local:<uuid>'). */
  'comment-add': { postId: string; clientId: string; text: string; repliedToCommentId: string | null };
  /** commentId may be a clientId of a comment-add earlier in the outbox. */
  'comment-delete': { postId: string; commentId: string };
  'comment-like': { commentId: string };
  'comment-unlike': { commentId: string };
  /**
   * Added (upload helper). POST /create/configure/ (001 §7). uploadId is the upload's id (for a
   * carousel its own id, with the children's upload ids in `children`); idempotent on it.
   */
  'media-configure': {
    uploadId: string;
    caption: string;
    altText: string;
    location: ConfigureLocation | null;
    usertags: ConfigureUsertag[];
    children: string[] | null;
  };
  /** POST /create/configure_to_story/ (001 §7). */
  'story-configure': { uploadId: string; caption: string };
  /** POST /igtv/configure_to_igtv/ (001 §7). */
  'igtv-configure': { uploadId: string; title: string; caption: string; publishMode: 'igtv' | 'igtv_draft'; shareToFeed: boolean };
  /** Added (people helper). The username is for the outbox's summary only. */
  'user-follow': PersonArgs;
  'user-unfollow': PersonArgs;
  'user-block': PersonArgs;
  'user-unblock': PersonArgs;
  'follow-request-approve': PersonArgs;
  'follow-request-ignore': PersonArgs;
  /** Seconds: the newest activity the viewer saw. */
  'activity-mark-checked': { timestamp: number };
  'search-history-clear': Record<string, never>;
  'suggestion-dismiss': PersonArgs;
  /** Added (explore helper): the suggestions seen (their "new" marks clear). */
  'suggestions-mark-seen': Record<string, never>;
  /** Added (people): a related profile (userId) hidden from the related row of chainingUserId's profile. */
  'chaining-dismiss': PersonArgs & { chainingUserId: string };
  /** Added (explore helper): a hashtag by its name, lower case, without '#'. */
  'hashtag-follow': { name: string };
  'hashtag-unfollow': { name: string };
  /** Added (direct helper). The record id is the message's mutation_token. */
  'direct-send': DirectSendArgs;
  'direct-unsend': DirectUnsendArgs;
  'direct-react': DirectItemArgs;
  'direct-unreact': DirectItemArgs;
  'direct-seen': DirectItemArgs;
  'direct-approve': { threadId: string };
  'direct-decline': { threadId: string };
  /** Added (ppost): POST /create/{id}/delete/. */
  'post-delete': { postId: string };
  /** Added (ppost): POST /media/{id}/edit/ {caption}; previousCaption is what a refusal puts back. */
  'post-caption-edit': { postId: string; caption: string; previousCaption: string | null };
  /**
   * Added (profile): POST /collections/create/ {name, added_media_ids}. clientId ('local:<uuid>')
   * is the collection shown until the server answers with its id.
   */
  'collection-create': { clientId: string; name: string; postIds: string[] };
  /** Added (profile): POST /collections/{id}/add/ {media_id} (a server id); the name is for the summary. */
  'collection-add': { collectionId: string; postId: string; name: string };
  /** Added (people): POST /collections/{id}/edit/ {name}; previousName is what a refusal puts back. */
  'collection-rename': { collectionId: string; name: string; previousName: string };
  /** Added (people): POST /collections/{id}/delete/ (its posts stay saved); the name is for the summary. */
  'collection-delete': { collectionId: string; name: string };
  /** Added (people): POST /collections/{id}/remove/ {media_id} (the post stays saved). */
  'collection-remove': { collectionId: string; postId: string; name: string };
  /** Added (stories): an item seen (its reel is its owner's user id; the username is for the summary). */
  'story-seen': { reelId: string; ownerId: string; username: string; itemId: string; takenAt: number };
  /** Added (reports): a post; hideFromFeed asks for it to leave the reporter's feed. */
  'media-report': ReportBase & { postId: string; hideFromFeed: boolean; source: ReportSourceName };
  /** Added (reports): a comment (never a client id: one's own comments are not reported). */
  'comment-report': ReportBase & { postId: string; commentId: string };
  /** Added (reports): an account (ownerId is the account). */
  'user-report': ReportBase;
  /** Added (reports): a message of a thread the reporter is in. */
  'message-report': ReportBase & { threadId: string; itemId: string };
  /**
   * Added (highlights): POST create_reel. clientId ('local:<uuid>') is the highlight shown until
   * the server answers; items are the chosen stories as the archive showed them (ids sent, the
   * rest shown while it waits); the owner is the viewer (userId).
   */
  'highlight-create': { clientId: string; userId: string; title: string; coverStoryId: string | null; items: HighlightItemPreview[] };
  /** Added (highlights): POST edit_reel; title null: unchanged. previous is what a refusal puts back. */
  'highlight-edit': {
    highlightId: string;
    title: string | null;
    removedStoryIds: string[];
    /** Stories of the archive added, as the highlight shows them at once (absent in records made before). */
    addedItems?: HighlightItemPreview[];
    /** The story chosen as the cover; null or absent: unchanged. */
    coverStoryId?: string | null;
    previous: { title: string; itemIds: string[]; coverItemId?: string };
  };
  /** Added (highlights): POST delete_reel; the title is for the summary. */
  'highlight-delete': { highlightId: string; title: string };
  /**
   * Added (usertags): POST untag_web {media}: the viewer leaves the post's tags. What a refusal
   * puts back: the tag as it was (`tag`: the viewer's place on the picture, pending or not).
   */
  'usertag-untag': UsertagArgs;
  /** Added (usertags): POST review_web, approve (true) or remove (false) the viewer's pending tag. */
  'usertag-review': UsertagArgs & { approve: boolean };
  /** Added (usertags): POST review_preference_web {enabled}: "Manually approve tags". */
  'usertag-review-preference': { enabled: boolean };
  /** Added (contacts): every contact the person uploaded deleted at the server. */
  'address-book-unlink': Record<string, never>;
}

/** Added (usertags): the viewer's tag on a post (ownerUsername: who tagged, for the summary). */
export interface UsertagArgs {
  postId: string;
  ownerId: string;
  ownerUsername: string;
  tag: { userId: string; username: string; x: number; y: number; pending: boolean };
}

/** Added (highlights): a story of the archive as a highlight made offline shows it (times in seconds). */
export interface HighlightItemPreview {
  id: string;
  isVideo: boolean;
  takenAt: number;
  width: number;
  height: number;
  displayUrl: string;
  thumbnailSrc: string;
  videoUrl: string | null;
  videoDurationMs: number | null;
  caption: string | null;
}

/**
 * Added (reports): what every report names: whose content it is (ownerId, its username for the
 * summary) and a leaf reason of the kind's table (sync/api/reports-wire.ts REPORT_REASONS).
 */
export interface ReportBase {
  ownerId: string;
  username: string;
  reasonId: number;
}

/**
 * Added (direct helper): a message the composer sends (001 §3 item types text, like, media_share,
 * media). A shared post carries what its card shows while it waits (`preview`, from the
 * client's cache; not sent); a photo names its finished upload (the upload engine puts it in
 * the outbox once the file is on the server: worker/upload/configure-args.ts).
 */
export type DirectSendArgs = { threadId: string } & (
  | { itemType: 'text'; text: string }
  | { itemType: 'like' }
  | { itemType: 'media_share'; mediaId: string; preview?: WireDirectSharedPost }
  | { itemType: 'media'; uploadId: string }
  /** Added (story replies): a reply or quick reaction to a story (the preview: its card while it waits). */
  | { itemType: 'reel_share'; storyId: string; reply: StoryReply; preview?: WireDirectReelShare }
);

/** Added (story replies): typed text, or one of the quick reactions (sync/api/story-replies-wire.ts). */
export type StoryReply = { text: string } | { reaction: string };

/** Added (direct helper): an item of a thread (a server id). */
export interface DirectItemArgs {
  threadId: string;
  itemId: string;
}

/**
 * Added (issue 17): an unsend names the message's mutation token when the viewer sent it, so a
 * tab that holds only the send's placeholder (the server's copy pulled in another tab) drops it
 * too (the sync model, seed 1075957586).
 */
export interface DirectUnsendArgs extends DirectItemArgs {
  mutationToken?: string;
}

/** Added (people helper): the other person of a relationship mutation. */
export interface PersonArgs {
  userId: string;
  username: string;
}

/** Added (upload helper): a configure's location (001 §3 Location). */
export interface ConfigureLocation {
  id: string;
  name: string;
}

/** Added (upload helper): 001 §3 usertags, a user with x and y (fractions of the media). */
export interface ConfigureUsertag {
  userId: string;
  username: string;
  x: number;
  y: number;
}

export type MutationState = 'pending' | 'sending' | 'done' | 'failed';

export type MutationRecord = {
  [N in MutationName]: {
    /** Client-made UUID, sent as X-Mutation-Id. */
    id: string;
    /**
     * Added: the viewer (user id) who made it. The replayer sends it only with that viewer's
     * session; another viewer on the same browser never sees or sends it.
     */
    viewerId: string;
    name: N;
    args: MutationArgsMap[N];
    createdAt: number;
    attempts: number;
    state: MutationState;
    /** Earliest time of the next attempt (backoff), ms since epoch. */
    nextAttemptAt: number;
    /**
     * Added (issue 17): why the last attempt is to be retried. 'unreachable': no answer (network
     * error, timeout): the wait ends as soon as the server answers anything. 'server': it
     * answered with an error (5xx, 429): the backoff, or its Retry-After, is kept.
     */
    retryReason?: 'unreachable' | 'server';
    /** The server's answer, once done. */
    result?: unknown;
    /** Why it failed, once failed (a 4xx answer's message). */
    error?: { statusCode: number; message: string; errorType: string | null };
  };
}[MutationName];
