/**
 * Every action of the worker store: a discriminated union with past-tense names (DESIGN.md
 * style). Server-data actions (see SERVER_DATA_ACTIONS) are followed by a rebase of the pending
 * outbox records (DESIGN.md rule 5).
 */
import type { CollectionAction } from '../collections/collections-actions';
import type { DirectAction } from '../direct/direct-actions';
import type { StoriesAction } from '../stories/stories-actions';
import type { HighlightsAction } from '../stories/highlights-actions';
import type { StoryViewersAction } from '../stories/story-viewers';
import type { ReportAction } from '../reports/reports-actions';
import type { UsertagAction } from '../usertags/usertags-actions';
import type { Comment, OutboxItemView, Post, StoriesInFeedUnit, SuggestedUsersUnit, Toast, UploadView } from '../model';
import type { CommentsPage, EntityBundle, FeedPage, PeopleBundle, PostPage, UserPatch } from '../normalize/types';
import type { RestoredCache } from './restored-cache';

type PostId = { postId: string };
type CommentId = { commentId: string };

export type PostAction =
  | ({ type: 'post-like-requested' } & PostId)
  | ({ type: 'post-like-succeeded' } & PostId)
  | ({ type: 'post-like-failed' } & PostId)
  | ({ type: 'post-unlike-requested' } & PostId)
  | ({ type: 'post-unlike-succeeded' } & PostId)
  | ({ type: 'post-unlike-failed' } & PostId)
  | ({ type: 'post-save-requested' } & PostId)
  | ({ type: 'post-save-succeeded' } & PostId)
  | ({ type: 'post-save-failed' } & PostId)
  | ({ type: 'post-unsave-requested' } & PostId)
  | ({ type: 'post-unsave-succeeded' } & PostId)
  | ({ type: 'post-unsave-failed' } & PostId)
  | ({ type: 'post-deleted' } & PostId)
  /** Added (ppost), issue 12: the owner's delete hides the post at once; success removes it, failure shows it again. */
  | ({ type: 'post-delete-requested' } & PostId)
  | ({ type: 'post-delete-succeeded' } & PostId)
  | ({ type: 'post-delete-failed' } & PostId)
  /** The caption edit (captionIsEdited set); failure puts `caption` (the one before) back. */
  | ({ type: 'post-caption-edit-requested'; caption: string | null } & PostId)
  | ({ type: 'post-caption-edit-succeeded'; caption: string | null } & PostId)
  | ({ type: 'post-caption-edit-failed'; caption: string | null } & PostId);

export type CommentAction =
  | {
      type: 'comment-add-requested';
      postId: string;
      /** 'local:<uuid>': the comment's id until the server answers. */
      clientId: string;
      text: string;
      repliedToCommentId: string | null;
      userId: string;
      postedAt: number;
    }
  | { type: 'comment-add-succeeded'; postId: string; clientId: string; repliedToCommentId: string | null; comment: Comment; user: UserPatch | null }
  | { type: 'comment-add-failed'; postId: string; clientId: string; repliedToCommentId: string | null }
  | ({ type: 'comment-delete-requested' } & PostId & CommentId)
  | ({ type: 'comment-delete-succeeded' } & PostId & CommentId)
  | ({ type: 'comment-delete-failed' } & PostId & CommentId)
  | ({ type: 'comment-like-requested' } & CommentId)
  | ({ type: 'comment-like-succeeded' } & CommentId)
  | ({ type: 'comment-like-failed' } & CommentId)
  | ({ type: 'comment-unlike-requested' } & CommentId)
  | ({ type: 'comment-unlike-succeeded' } & CommentId)
  | ({ type: 'comment-unlike-failed' } & CommentId)
  | ({ type: 'comments-page-requested' } & PostId)
  | { type: 'comments-page-loaded'; page: CommentsPage }
  | ({ type: 'comments-page-failed'; error: string } & PostId);

export type FeedAction =
  /** First page when the feed has nothing yet (001 §4 Feed "page loaded"). */
  | { type: 'feed-page-loaded'; page: FeedPage }
  | { type: 'feed-refresh-requested' }
  | { type: 'feed-refreshed'; page: FeedPage }
  | { type: 'feed-refresh-failed'; error: string | null }
  | { type: 'feed-next-page-requested' }
  | { type: 'feed-next-page-loaded'; page: FeedPage }
    /** error is null when no answer came (offline): the offline indicator says enough. */
  | { type: 'feed-next-page-failed'; error: string | null }
  /** 001 §4 Pagination: visible count grows by the page size while the loaded count exceeds it. */
  | { type: 'feed-more-revealed' }
  /** Added (people): offline, the suggested-user unit last served (the answer cache; not in 001 §3's cache). */
  | { type: 'feed-unit-restored'; unit: SuggestedUsersUnit }
  /** Added (people): offline, the stories-in-feed unit last served (the answer cache too). */
  | { type: 'feed-stories-unit-restored'; unit: StoriesInFeedUnit };

export type StatusAction =
  | { type: 'online-changed'; online: boolean }
  | { type: 'viewer-changed'; viewerId: string | null; user: UserPatch | null }
  /** Logout or another viewer: everything but the status flags goes back to the start. */
  | { type: 'session-cleared' }
  | { type: 'toast-shown'; toast: Toast }
  | { type: 'toast-dismissed'; id: string }
  | { type: 'redirect-requested'; url: string }
  | { type: 'redirect-cleared' };

export type OutboxAction =
  | { type: 'outbox-item-upserted'; item: OutboxItemView }
  /** Several at once (a burst of taps booked together, worker/engine/outbox-sync.ts). */
  | { type: 'outbox-items-upserted'; items: OutboxItemView[] }
  /**
   * `sent`: the record left the outbox because it was sent (here, by another tab or the service
   * worker): what it made stays (a message's placeholder until the server's item replaces it).
   */
  | { type: 'outbox-item-removed'; id: string; sent?: true }
  | { type: 'outbox-listed'; items: OutboxItemView[] };

export type DataAction =
  | { type: 'cache-restored'; cache: RestoredCache }
  | { type: 'post-page-loaded'; page: PostPage }
  | { type: 'users-received'; users: UserPatch[] };

/**
 * Added (upload helper), 001 §7 Creation and upload. A post being made shows at once as a local
 * post (id 'local:<uploadId>', at the top of the feed) until its configure mutation succeeds
 * (the server's post replaces it) or fails (it goes).
 */
export type UploadAction =
  | { type: 'upload-view-updated'; view: UploadView }
  | { type: 'upload-view-removed'; id: string }
  | { type: 'upload-post-composed'; post: Post }
  /** Cancelled, or failed before publishing: the local post goes. */
  | { type: 'upload-post-withdrawn'; uploadId: string }
  /** The configure's optimistic effect: none beyond the local post already shown. */
  | { type: 'upload-configure-requested'; uploadId: string }
  /** The server's post (normalised), placed where the local one was (or on top when toFeed). */
  | { type: 'upload-configure-succeeded'; uploadId: string; postId: string; toFeed: boolean; bundle: EntityBundle }
  | { type: 'upload-configure-failed'; uploadId: string };

type UserId = { userId: string };

/**
 * Added (people helper), 001 §4 Relationships: each change requested (optimistic, unstable),
 * succeeded (stable) or failed (the confirmed state back). Named `<mutation>-<phase>`.
 */
export type RelationshipAction =
  | ({ type: 'user-follow-requested' } & UserId)
  /** `result`: the answer's result field, 'following' or 'requested' (anything else is invalid). */
  | ({ type: 'user-follow-succeeded'; result: string | null } & UserId)
  | ({ type: 'user-follow-failed' } & UserId)
  | ({ type: 'user-unfollow-requested' } & UserId)
  | ({ type: 'user-unfollow-succeeded' } & UserId)
  | ({ type: 'user-unfollow-failed' } & UserId)
  | ({ type: 'user-block-requested' } & UserId)
  | ({ type: 'user-block-succeeded' } & UserId)
  | ({ type: 'user-block-failed' } & UserId)
  | ({ type: 'user-unblock-requested' } & UserId)
  | ({ type: 'user-unblock-succeeded' } & UserId)
  | ({ type: 'user-unblock-failed' } & UserId)
  /** 001 §6: the viewer approves or ignores a follow request of `userId`. */
  | ({ type: 'follow-request-approve-requested' } & UserId)
  | ({ type: 'follow-request-approve-succeeded' } & UserId)
  | ({ type: 'follow-request-approve-failed' } & UserId)
  | ({ type: 'follow-request-ignore-requested' } & UserId)
  | ({ type: 'follow-request-ignore-succeeded' } & UserId)
  | ({ type: 'follow-request-ignore-failed' } & UserId)
  /** Server data of the people reads: users, their posts, relationships. */
  | { type: 'people-loaded'; bundle: PeopleBundle };

/** Added (people helper): the activity badge (001 §9, at most 9 shown) and recent searches. */
export type ActivityAction =
  | { type: 'activity-counts-loaded'; unread: number; checkedAt: number | null }
  | { type: 'activity-mark-checked-requested'; timestamp: number }
  | { type: 'activity-mark-checked-succeeded'; timestamp: number }
  | { type: 'activity-mark-checked-failed'; timestamp: number }
  | { type: 'search-history-clear-requested' }
  | { type: 'search-history-clear-succeeded' }
  | { type: 'search-history-clear-failed' }
  // Added (contacts): the person's uploaded contacts deleted (sync/mutations/contacts-definitions.ts).
  | { type: 'address-book-unlink-requested' }
  | { type: 'address-book-unlink-succeeded' }
  | { type: 'address-book-unlink-failed' }
  | { type: 'suggestion-dismiss-requested'; userId: string }
  | { type: 'suggestion-dismiss-succeeded'; userId: string }
  | { type: 'suggestion-dismiss-failed'; userId: string }
  /** Added (people): a related profile hidden from one profile's related row (chaining_dismiss). */
  | { type: 'chaining-dismiss-requested'; userId: string; chainingUserId: string }
  | { type: 'chaining-dismiss-succeeded'; userId: string; chainingUserId: string }
  | { type: 'chaining-dismiss-failed'; userId: string; chainingUserId: string };

/** Added (explore helper): following hashtags (001 §4 field rules) and mark_su_seen. */
export type DiscoverAction =
  | { type: 'hashtag-follow-requested'; name: string }
  | { type: 'hashtag-follow-succeeded'; name: string }
  | { type: 'hashtag-follow-failed'; name: string }
  | { type: 'hashtag-unfollow-requested'; name: string }
  | { type: 'hashtag-unfollow-succeeded'; name: string }
  | { type: 'hashtag-unfollow-failed'; name: string }
  | { type: 'suggestions-mark-seen-requested'; at: number }
  | { type: 'suggestions-mark-seen-succeeded'; at: number }
  | { type: 'suggestions-mark-seen-failed'; at: number };

export type Action = PostAction | CommentAction | FeedAction | StatusAction | OutboxAction | DataAction | UploadAction | RelationshipAction | ActivityAction
  | DirectAction | DiscoverAction | CollectionAction | StoriesAction | ReportAction | StoryViewersAction | HighlightsAction
  | UsertagAction;
export type ActionType = Action['type'];

/** Actions that bring server (or cached server) data: pending work is re-applied after them. */
export const SERVER_DATA_ACTIONS: ReadonlySet<ActionType> = new Set<ActionType>([
  'cache-restored',
  'feed-page-loaded',
  'feed-refreshed',
  'feed-next-page-loaded',
  'post-page-loaded',
  'comments-page-loaded',
  'users-received',
  'people-loaded',
  'activity-counts-loaded',
  'direct-inbox-loaded',
  'direct-thread-loaded',
  'direct-thread-created',
  'direct-delta',
  // Added (stories): reads of the tray and of reels (pending seen marks are re-applied after them).
  'stories-tray-loaded',
  'stories-media-loaded',
  // Added (highlights): a highlights row read (pending creates, edits and deletes are re-applied after it).
  'highlights-loaded',
  // Added (usertags): the pending tags read (a waiting untag or review is re-applied after it).
  'usertags-loaded',
]);

export function isServerData(action: Action): boolean {
  return SERVER_DATA_ACTIONS.has(action.type);
}

/** The entities an action brings, if any (each entity slice merges them). */
export function entitiesOf(action: Action): { posts: FeedPage['posts']; users: UserPatch[]; comments: Comment[] } | null {
  switch (action.type) {
    case 'feed-page-loaded':
    case 'feed-refreshed':
    case 'feed-next-page-loaded':
    case 'post-page-loaded':
    case 'comments-page-loaded':
      return action.page;
    case 'users-received':
      return { posts: [], users: action.users, comments: [] };
    case 'people-loaded':
      return action.bundle;
    case 'upload-configure-succeeded':
      return action.bundle;
    case 'comment-add-succeeded':
      return { posts: [], users: action.user ? [action.user] : [], comments: [] };
    case 'viewer-changed':
      return { posts: [], users: action.user ? [action.user] : [], comments: [] };
    default:
      return null;
  }
}
