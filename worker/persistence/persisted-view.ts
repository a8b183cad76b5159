/**
 * What is persisted of the state: exactly the slices of 001 §3 Client cache that exist here
 * (comments.byId, comments.byPostId, feed.items and visibleCount, posts.byId, relationships,
 * users.usernameToId, users.users, users.viewerId). The feed keeps only its first page;
 * suggested-user and stories-in-feed units are never in feed.items (they are
 * feed.suggestedUnit and feed.storiesUnit, kept in the answer cache instead).
 */
import { Limits, isClientId } from '../../sync';
import type { ClientState, Comment, Post, PostComments, Relationship, User } from '../model';
import { persistedCollections } from '../collections/collections-state';
import { persistedDirect } from '../direct/direct-persist';
import { persistedStories } from '../stories/stories-persist';
import { persistedUsertags } from '../usertags/usertags-state';
import { metaEntries } from './meta-maps';
import { CACHE_SCHEMA_VERSION } from './schema';

export const MetaKey = {
  schemaVersion: 'schemaVersion',
  viewerId: 'viewerId',
  feed: 'feed',
  usernameToId: 'usernameToId',
  /** Added (direct helper): the direct slice within 001 §9's limits (worker/direct/direct-persist.ts). */
  direct: 'direct',
  /** Added (profile): the viewer's collections of saved posts (worker/collections); null until read. */
  collections: 'collections',
  /** Added (stories): the feed tray and its reels with their items (worker/stories/stories-persist.ts); null until read. */
  stories: 'stories',
  /** Added (usertags): "Manually approve tags" and the pending tags (worker/usertags); null until read. */
  usertags: 'usertags',
} as const;

export interface FeedMeta {
  items: string[];
  visibleCount: number;
  /** The first page's end cursor, when the feed holds only that page. */
  endCursor: string | null;
}

export interface PersistedView {
  posts: Record<string, Post>;
  users: Record<string, User>;
  comments: Record<string, Comment>;
  meta: Record<string, unknown>;
}

export function emptyView(): PersistedView {
  return { posts: {}, users: {}, comments: {}, meta: {} };
}

function feedMeta(state: ClientState): FeedMeta {
  const page = Limits.feedPageSize;
  const { visibleCount, pagination } = state.feed;
  const items = state.feed.items.filter((id) => !isClientId(id));
  return {
    items: items.slice(0, page),
    visibleCount: Math.min(visibleCount, page),
    endCursor: items.length <= page ? pagination.endCursor : null,
  };
}

function pick<T>(map: Record<string, T>, keep: (id: string) => boolean): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [id, v] of Object.entries(map)) if (keep(id)) out[id] = v;
  return out;
}

/**
 * Added (upload helper): the local posts of uploads not published yet ('local:<uploadId>') are
 * not cached (their pictures are object urls of this session); the upload engine shows them
 * again from 'lumen-uploads' after a reload. Uploads themselves are never part of the cache.
 */
function withoutLocalPosts(byId: Record<string, Post>): Record<string, Post> {
  for (const id in byId) if (isClientId(id)) return pick(byId, (key) => !isClientId(key));
  return byId;
}

/** The small meta values (schema version, viewer, the feed's first page), rebuilt each write. */
export function persistedMeta(state: ClientState, feed: FeedMeta = feedMeta(state)): Record<string, unknown> {
  return {
    [MetaKey.schemaVersion]: CACHE_SCHEMA_VERSION, [MetaKey.viewerId]: state.users.viewerId, [MetaKey.feed]: feed,
    [MetaKey.direct]: persistedDirect(state.direct),
    [MetaKey.collections]: persistedCollections(state.collections),
    [MetaKey.stories]: persistedStories(state.stories),
    [MetaKey.usertags]: persistedUsertags(state.usertags),
  };
}

/**
 * The persisted view of a state. `trimmed` (after a QuotaExceededError) keeps only the feed's
 * first page: its posts, their comments and the users they show.
 */
export function persistedView(state: ClientState, trimmed = false): PersistedView {
  const feed = feedMeta(state);
  let posts = withoutLocalPosts(state.posts.byId);
  let comments = state.comments.byId;
  let byPostId: Record<string, PostComments> = state.comments.byPostId;
  let users = state.users.users;
  let usernameToId = state.users.usernameToId;
  let relationships: Record<string, Relationship> = state.relationships.byUserId;
  if (trimmed) {
    const keptPosts = new Set(feed.items);
    posts = pick(posts, (id) => keptPosts.has(id));
    byPostId = pick(byPostId, (id) => keptPosts.has(id));
    const keptComments = new Set<string>();
    for (const p of Object.values(posts)) p.previewCommentIds.forEach((c) => keptComments.add(c));
    for (const l of Object.values(byPostId)) l.commentIds.forEach((c) => keptComments.add(c));
    comments = pick(comments, (id) => keptComments.has(id));
    const keptUsers = new Set<string>(Object.values(posts).map((p) => p.owner));
    for (const c of Object.values(comments)) keptUsers.add(c.userId);
    if (state.users.viewerId) keptUsers.add(state.users.viewerId);
    users = pick(users, (id) => keptUsers.has(id));
    usernameToId = pick(usernameToId, (name) => keptUsers.has(usernameToId[name] ?? ''));
    relationships = pick(relationships, (id) => keptUsers.has(id));
  }
  // A copy: the store writes its tables in place, and persistence keeps what it wrote.
  const meta: Record<string, unknown> = { ...persistedMeta(state, feed), [MetaKey.usernameToId]: { ...usernameToId } };
  metaEntries({ commentsByPostId: byPostId, relationships }, meta);
  return { posts, users, comments, meta };
}
