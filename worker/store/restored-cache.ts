/** What a cache restore brings back: exactly the persisted slices of 001 §3 Client cache. */
import type { CollectionsState } from '../collections/collections-state';
import type { DirectState } from '../direct/direct-state';
import type { Comment, Post, PostComments, Relationship, User } from '../model';

export interface RestoredCache {
  posts: Record<string, Post>;
  users: Record<string, User>;
  usernameToId: Record<string, string>;
  viewerId: string | null;
  comments: Record<string, Comment>;
  commentsByPostId: Record<string, PostComments>;
  feed: { items: string[]; visibleCount: number; endCursor: string | null } | null;
  /** Added (people helper): 001 §3 relationships, by user id. */
  relationships: Record<string, Relationship>;
  /** Added (direct helper): 001 §3 Direct as cached (worker/direct/direct-persist.ts); null when none. */
  direct: DirectState | null;
  /** Added (profile): the viewer's collections as cached (worker/collections); absent or null when none. */
  collections?: CollectionsState | null;
}

export function emptyRestoredCache(viewerId: string | null): RestoredCache {
  return { posts: {}, users: {}, usernameToId: {}, viewerId, comments: {}, commentsByPostId: {}, feed: null, relationships: {}, direct: null };
}
