/**
 * Normalised pages: what the normalisers make of wire payloads (sync/api/wire.ts) and what the
 * store's server-data actions carry. Entities are flat lists; the reducers merge them by id.
 */
import type { CollectionPatch } from '../collections/collections-state';
import type { BlockStatus, Comment, FollowStatus, Post, StoriesInFeedUnit, SuggestedUsersUnit, User } from '../model';

/** A user as far as one payload tells it: the id and username always, other fields when sent. */
export type UserPatch = Partial<User> & { id: string; username: string };

export interface EntityBundle {
  posts: Post[];
  users: UserPatch[];
  comments: Comment[];
}

/** Added (people helper): what one payload tells of a relationship (001 §3), for the fields it sent. */
export interface RelationshipPatch {
  userId: string;
  followedByViewer?: FollowStatus;
  followsViewer?: FollowStatus;
  blockedByViewer?: BlockStatus;
  hasBlockedViewer?: BlockStatus;
}

/** Added (people helper): people reads (profile, lists, search, explore, activity) bring these. */
export interface PeopleBundle extends EntityBundle {
  relationships: RelationshipPatch[];
  /** Added (explore helper): hashtags whose follow state the answer told (name lower case). */
  hashtags?: { name: string; following: boolean }[];
  /** Added (profile): the viewer's collections of saved posts, the whole list (their own profile). */
  collections?: CollectionPatch[];
  /** Added (profile): a collection's posts were read: its count as the server told it. */
  collectionCounts?: { id: string; count: number }[];
}

/** 001 §3 Pagination, as a page tells it (the end-cursor rule already applied). */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface FeedPage extends EntityBundle {
  postIds: string[];
  pageInfo: PageInfo;
  /** Added (people): the suggested-user unit (001 §3 Feed) and its people with the viewer's relationship to each. */
  suggestedUnit?: { unit: SuggestedUsersUnit; people: PeopleBundle };
  /** Added (people): the stories-in-feed unit (001 §3 Feed) and its reels' owners with the viewer's relationship to each. */
  storiesUnit?: { unit: StoriesInFeedUnit; people: PeopleBundle };
}

export interface CommentsPage extends EntityBundle {
  postId: string;
  commentIds: string[];
  count: number;
  pageInfo: PageInfo;
}

/** A post page: the post with its first page of comments. */
export interface PostPage extends EntityBundle {
  postId: string;
  commentsPage: CommentsPage;
}

/** Injected logger (DESIGN.md: side effects at the edges). */
export interface Log {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
