/** What a cache restore brings back: exactly the persisted slices of 001 §3 Client cache. */
import type { Comment, Post, PostComments, User } from '../model';

export interface RestoredCache {
  posts: Record<string, Post>;
  users: Record<string, User>;
  usernameToId: Record<string, string>;
  viewerId: string | null;
  comments: Record<string, Comment>;
  commentsByPostId: Record<string, PostComments>;
  feed: { items: string[]; visibleCount: number; endCursor: string | null } | null;
}

export function emptyRestoredCache(viewerId: string | null): RestoredCache {
  return { posts: {}, users: {}, usernameToId: {}, viewerId, comments: {}, commentsByPostId: {}, feed: null };
}
