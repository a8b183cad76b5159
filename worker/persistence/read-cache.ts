/**
 * Restore: getAll per store in one read transaction → the persisted view and the RestoredCache
 * the store merges. Anything off (schema version, shapes) throws CacheInvalidError.
 */
import { emptyPagination } from '../store/initial-state';
import type { RestoredCache } from '../store/restored-cache';
import type { Comment, Post, PostComments, User } from '../model';
import type { PersistedView } from './persisted-view';
import { MetaKey } from './persisted-view';
import type { CacheDb } from './schema';
import { ALL_STORES, CACHE_SCHEMA_VERSION, Store } from './schema';
import { CacheInvalidError, isComment, isFeedMeta, isPost, isPostComments, isStringMap, isUser } from './validate';

function toMap<T extends { id: string }>(list: unknown[], guard: (v: unknown) => v is T, what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const v of list) {
    if (!guard(v)) throw new CacheInvalidError(`invalid ${what} in cache`);
    out[v.id] = v;
  }
  return out;
}

export async function readCache(db: CacheDb): Promise<{ view: PersistedView; cache: RestoredCache }> {
  const tx = db.transaction(ALL_STORES, 'readonly');
  const [posts, users, comments, meta] = await Promise.all([
    tx.objectStore(Store.posts).getAll() as Promise<unknown[]>,
    tx.objectStore(Store.users).getAll() as Promise<unknown[]>,
    tx.objectStore(Store.comments).getAll() as Promise<unknown[]>,
    tx.objectStore(Store.meta).getAll() as Promise<unknown[]>,
    tx.done,
  ]);
  const view: PersistedView = {
    posts: toMap<Post>(posts, isPost, 'post'),
    users: toMap<User>(users, isUser, 'user'),
    comments: toMap<Comment>(comments, isComment, 'comment'),
    meta: {},
  };
  for (const m of meta) {
    const rec = m as { key?: unknown; value?: unknown };
    if (typeof rec.key !== 'string') throw new CacheInvalidError('invalid meta record');
    view.meta[rec.key] = rec.value;
  }
  const empty = posts.length + users.length + comments.length + meta.length === 0;
  if (!empty && view.meta[MetaKey.schemaVersion] !== CACHE_SCHEMA_VERSION) {
    throw new CacheInvalidError(`cache schema ${String(view.meta[MetaKey.schemaVersion])} is not ${CACHE_SCHEMA_VERSION}`);
  }
  return { view, cache: toRestored(view) };
}

function toRestored(view: PersistedView): RestoredCache {
  const viewerId = view.meta[MetaKey.viewerId] ?? null;
  if (viewerId !== null && typeof viewerId !== 'string') throw new CacheInvalidError('invalid viewerId');
  const usernameToId = view.meta[MetaKey.usernameToId] ?? {};
  if (!isStringMap(usernameToId)) throw new CacheInvalidError('invalid usernameToId');
  const feedRaw = view.meta[MetaKey.feed];
  if (feedRaw !== undefined && !isFeedMeta(feedRaw)) throw new CacheInvalidError('invalid feed');
  const commentsByPostId: Record<string, PostComments> = {};
  for (const [key, value] of Object.entries(view.meta)) {
    if (!key.startsWith(MetaKey.commentsByPostPrefix)) continue;
    if (!isPostComments(value)) throw new CacheInvalidError('invalid comment list');
    // A fetch in flight when the cache was written is not in flight now.
    commentsByPostId[key.slice(MetaKey.commentsByPostPrefix.length)] = { ...value, pagination: { ...emptyPagination(), ...value.pagination, isFetching: false } };
  }
  const feed = feedRaw
    ? { items: feedRaw.items.filter((id) => id in view.posts), visibleCount: feedRaw.visibleCount, endCursor: feedRaw.endCursor }
    : null;
  return { posts: view.posts, users: view.users, usernameToId, viewerId, comments: view.comments, commentsByPostId, feed };
}
