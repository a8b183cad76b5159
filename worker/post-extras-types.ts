/**
 * Added (ppost), issue 12: posts and comments, finished (001 §2 /p/{shortcode}/liked_by/,
 * /p/{shortcode}/c/{commentId}/liked_by, /p/{shortcode}/comments/; §7 Posts): the owner's
 * delete and caption edit through the outbox, likers and comment threads as reads.
 */
import type { CallResult } from './api-types';
import type { PageView, UserListView } from './people-types';

/** A top-level comment and the replies held for it (oldest first). */
export interface ThreadView {
  commentId: string;
  replyIds: string[];
  /** Every reply on the server. */
  replyCount: number;
  /** Where the next replies start (commentReplies' after); null: none left. */
  repliesCursor: string | null;
}

/** A page of a post's threads: top-level comments oldest first, 12 a page (001 §9). */
export interface ThreadsView {
  postId: string;
  threads: ThreadView[];
  page: PageView;
  offline: boolean;
}

/** Replies of one thread, 3 a page (001 §9). */
export interface RepliesView {
  replyIds: string[];
  page: PageView;
  offline: boolean;
}

export interface PostExtrasApi {
  /** The owner's delete (POST /create/{id}/delete/ through the outbox): hidden at once. */
  deletePost(postId: string): Promise<void>;
  /** The owner's caption (POST /media/{id}/edit/ through the outbox): shown "Edited" at once. */
  editCaption(postId: string, caption: string): Promise<void>;
  /** Who liked a post, 12 a page, newest first. */
  loadLikers(shortcode: string, after: string | null): Promise<CallResult<UserListView>>;
  /** Who liked a comment, 12 a page. */
  loadCommentLikers(commentId: string, after: string | null): Promise<CallResult<UserListView>>;
  /** The post's threads, 12 top-level comments a page, each with its first 3 replies. */
  loadThreads(shortcode: string, after: string | null): Promise<CallResult<ThreadsView>>;
  /** The next replies of a thread, 3 a page. */
  loadReplies(commentId: string, after: string | null): Promise<CallResult<RepliesView>>;
}
