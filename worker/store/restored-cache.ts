/** What a cache restore brings back: exactly the persisted slices of 001 §3 Client cache. */
import type { CollectionsState } from '../collections/collections-state';
import type { UsertagsState } from '../usertags/usertags-state';
import type { DirectState } from '../direct/direct-state';
import type { PersistedStories } from '../stories/stories-persist';
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
  /** Added (stories): the tray and reels as cached, expired ones dropped (worker/stories); absent or null when none. */
  stories?: PersistedStories | null;
  /** Added (usertags): the review preference and pending tags as cached (worker/usertags); absent or null when none. */
  usertags?: UsertagsState | null;
  /** The code index of `posts` (codeIndex), when the restore built it; else the reducer builds it. */
  idByCode?: Record<string, string>;
  /**
   * Issue 16 (bench 1): `posts`, `idByCode` and `comments` are this cache's alone (read-cache.ts
   * made them for it, and nobody else keeps them): the reducers may take them as their tables
   * instead of copying them, and the store then writes into them (ownership.ts). Absent: copied.
   */
  ownMaps?: boolean;
}

export function emptyRestoredCache(viewerId: string | null): RestoredCache {
  return { posts: {}, users: {}, usernameToId: {}, viewerId, comments: {}, commentsByPostId: {}, feed: null, relationships: {}, direct: null };
}

/** Whether a reducer takes the cache's map as its table: the cache hands its maps over and the table is empty (nothing to merge). */
export function takesMap(cache: RestoredCache, table: object): boolean {
  if (!cache.ownMaps) return false;
  for (const _ in table) return false;
  return true;
}
