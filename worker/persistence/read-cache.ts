/**
 * Restore: getAll per store in one read transaction → the persisted view and the RestoredCache
 * the store merges. Anything off (schema version, shapes) throws CacheInvalidError.
 *
 * The meta store is asked first (a hundred small records), so its schema version and viewer
 * are known when the entity stores come in; each of those is reported as soon as it is read
 * and checked (`onTable`), for a cache of this schema whose viewer `accepts` (the engine sends
 * the posts to the mirror while the comments are still being read). A store reported may still
 * be part of a cache found invalid later: what is reported promises nothing.
 *
 * The cache's entity maps (and the posts' code index, built here once) are its own: made for it
 * alone, reported (read, never written, by `onTable`) and handed over (`ownMaps`: the store takes
 * them as its tables instead of copying 10,000 posts and 20,000 comments; issue 16, bench 1).
 * What the database holds is told apart (`records`: the records as read, in arrays of their
 * own), for persistence's record of what it wrote.
 */
import type { RestoredCache } from '../store/restored-cache';
import type { Comment, Post, User } from '../model';
import { restoreCollections } from '../collections/collections-state';
import { restoreUsertags } from '../usertags/usertags-state';
import { restoreDirect } from '../direct/direct-persist';
import { restoreStories } from '../stories/stories-persist';
import type { MetaMaps } from './meta-maps';
import { META_MAPS } from './meta-maps';
import type { PersistedView } from './persisted-view';
import { MetaKey } from './persisted-view';
import { readFirstScreen } from './first-screen';
import type { CacheDb, StoreName } from './schema';
import { ALL_STORES, CACHE_SCHEMA_VERSION, Store } from './schema';
import { CacheInvalidError, isComment, isFeedMeta, isPost, isStringMap, isUser } from './validate';
import { codeIndex } from '../store/posts-reducer';

function toMap<T extends { id: string }>(list: unknown[], guard: (v: unknown) => v is T, what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const v of list) {
    if (!guard(v)) throw new CacheInvalidError(`invalid ${what} in cache`);
    out[v.id] = v;
  }
  return out;
}

/** The entity stores as reported while reading, and the posts' code index (after the posts). */
export type CacheTable = 'posts' | 'postCodes' | 'users' | 'comments';

export interface ReadCacheOptions {
  /**
   * Called with each entity store's records, checked, as soon as it is read (see above), as a
   * map by id and as the list read (the same values; none for 'postCodes'). Both are the
   * cache's: read them, never write them.
   */
  onTable?: ((table: CacheTable, map: Record<string, unknown>, values?: readonly { id: string }[]) => void) | undefined;
  /** Whether the cache's viewer (its meta) is one `onTable` may report for. */
  accepts?: ((cachedViewerId: unknown) => boolean) | undefined;
  /**
   * Issue 16: the feed's first page of a cache this viewer may restore (first-screen.ts), read
   * before the whole stores and reported as a RestoredCache of its own, so the page can paint
   * the feed while the rest is read. Promises nothing, as `onTable`.
   */
  onFirstScreen?: ((cache: RestoredCache) => void) | undefined;
  /** The engine's clock (what has expired by now is dropped: stories); the wall clock when absent. */
  nowMs?: (() => number) | undefined;
}

function metaOf(records: unknown[]): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  for (const m of records) {
    const rec = m as { key?: unknown; value?: unknown };
    if (typeof rec.key !== 'string') throw new CacheInvalidError('invalid meta record');
    meta[rec.key] = rec.value;
  }
  return meta;
}

/** What the database held: the entity records as read (arrays of their own) and the meta records by key. */
export interface ReadRecords {
  posts: Post[];
  users: User[];
  comments: Comment[];
  meta: Record<string, unknown>;
}

/** The records by id: the persisted view of what was read (persistence's own maps). */
export function viewOfRecords(records: ReadRecords): PersistedView {
  const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => {
    const out: Record<string, T> = {};
    for (const v of list) out[v.id] = v;
    return out;
  };
  return { posts: byId(records.posts), users: byId(records.users), comments: byId(records.comments), meta: records.meta };
}

export async function readCache(db: CacheDb, opts: ReadCacheOptions = {}): Promise<{ records: ReadRecords; cache: RestoredCache }> {
  const tx = db.transaction(ALL_STORES, 'readonly');
  const done = tx.done;
  done.catch(() => undefined); // awaited below; a failed read rejects its request first
  const getAll = (store: StoreName): Promise<unknown[]> => {
    const read = tx.objectStore(store).getAll() as Promise<unknown[]>;
    read.catch(() => undefined); // awaited below, unless an earlier store failed
    return read;
  };
  const accepted = (meta: Record<string, unknown>) => meta[MetaKey.schemaVersion] === CACHE_SCHEMA_VERSION && (opts.accepts?.(meta[MetaKey.viewerId] ?? null) ?? true);
  // Asked in this order, and so answered in it; with a first screen wanted, its gets go between
  // the meta records and the whole stores (first-screen.ts).
  const metaRead = getAll(Store.meta);
  let first: PersistedView | null = null;
  if (opts.onFirstScreen) {
    const early = metaOf(await metaRead);
    const get = (store: StoreName, key: string) => tx.objectStore(store).get(key) as Promise<unknown>;
    if (accepted(early)) first = await readFirstScreen(get, early);
  }
  const postsRead = getAll(Store.posts);
  const usersRead = getAll(Store.users);
  const commentsRead = getAll(Store.comments);
  if (first && opts.onFirstScreen) reportFirstScreen(first, opts.onFirstScreen, nowSecondsOf(opts));
  const metaRecords = await metaRead;
  const meta = metaOf(metaRecords);
  const report = opts.onTable && accepted(meta) ? opts.onTable : null;
  const table = async <T extends { id: string }>(read: Promise<unknown[]>, guard: (v: unknown) => v is T, name: CacheTable): Promise<{ map: Record<string, T>; list: T[] }> => {
    const list = await read;
    const map = toMap<T>(list, guard, name.slice(0, -1));
    report?.(name, map, list as T[]);
    return { map, list: list as T[] };
  };
  // Each store is checked (and reported) while the next is still read.
  const posts = await table<Post>(postsRead, isPost, 'posts');
  const idByCode = codeIndex(posts.map);
  report?.('postCodes', idByCode);
  const users = await table<User>(usersRead, isUser, 'users');
  const comments = await table<Comment>(commentsRead, isComment, 'comments');
  await done;
  const view: PersistedView = { posts: posts.map, users: users.map, comments: comments.map, meta };
  const empty = posts.list.length + users.list.length + comments.list.length + metaRecords.length === 0;
  if (!empty && view.meta[MetaKey.schemaVersion] !== CACHE_SCHEMA_VERSION) {
    throw new CacheInvalidError(`cache schema ${String(view.meta[MetaKey.schemaVersion])} is not ${CACHE_SCHEMA_VERSION}`);
  }
  const records: ReadRecords = { posts: posts.list, users: users.list, comments: comments.list, meta };
  return { records, cache: { ...toRestored(view, nowSecondsOf(opts)), idByCode, ownMaps: true } };
}

/** The first screen as a restored cache (its feed: the posts read); an off one is not reported (the restore tells). */
function reportFirstScreen(view: PersistedView, report: (cache: RestoredCache) => void, nowSeconds: number): void {
  let cache: RestoredCache;
  try {
    cache = toRestored(view, nowSeconds);
  } catch (error) {
    if (error instanceof CacheInvalidError) return;
    throw error;
  }
  if (cache.feed && cache.feed.items.length > 0) report(cache);
}

/** The entries of the meta maps (meta-maps.ts), each checked. */
function restoredMetaMaps(meta: Record<string, unknown>): MetaMaps {
  const maps: MetaMaps = { commentsByPostId: {}, relationships: {} };
  for (const [key, value] of Object.entries(meta)) {
    for (const spec of META_MAPS) {
      if (!key.startsWith(spec.prefix)) continue;
      const restored = spec.restore(value);
      if (restored === null) throw new CacheInvalidError(`invalid ${spec.name} entry`);
      (maps[spec.name] as Record<string, unknown>)[key.slice(spec.prefix.length)] = restored;
    }
  }
  return maps;
}

const nowSecondsOf = (opts: ReadCacheOptions): number => Math.floor((opts.nowMs ?? Date.now)() / 1000);

function toRestored(view: PersistedView, nowSeconds: number): RestoredCache {
  const viewerId = view.meta[MetaKey.viewerId] ?? null;
  if (viewerId !== null && typeof viewerId !== 'string') throw new CacheInvalidError('invalid viewerId');
  const usernameToId = view.meta[MetaKey.usernameToId] ?? {};
  if (!isStringMap(usernameToId)) throw new CacheInvalidError('invalid usernameToId');
  const feedRaw = view.meta[MetaKey.feed];
  if (feedRaw !== undefined && !isFeedMeta(feedRaw)) throw new CacheInvalidError('invalid feed');
  const maps = restoredMetaMaps(view.meta);
  const directRaw = view.meta[MetaKey.direct];
  const direct = directRaw === undefined ? null : restoreDirect(directRaw);
  if (directRaw !== undefined && direct === null) throw new CacheInvalidError('invalid direct');
  // Added (profile): the viewer's collections of saved posts.
  const collectionsRaw = view.meta[MetaKey.collections];
  const collections = collectionsRaw === undefined || collectionsRaw === null ? null : restoreCollections(collectionsRaw);
  if (collectionsRaw !== undefined && collectionsRaw !== null && collections === null) throw new CacheInvalidError('invalid collections');
  // Added (stories): 001 §3 "Restoring drops expired reels".
  const storiesRaw = view.meta[MetaKey.stories];
  const stories = storiesRaw === undefined || storiesRaw === null ? null : restoreStories(storiesRaw, nowSeconds);
  if (storiesRaw !== undefined && storiesRaw !== null && stories === null) throw new CacheInvalidError('invalid stories');
  // Added (usertags): the review preference and pending tags.
  const usertagsRaw = view.meta[MetaKey.usertags];
  const usertags = usertagsRaw === undefined || usertagsRaw === null ? null : restoreUsertags(usertagsRaw);
  if (usertagsRaw !== undefined && usertagsRaw !== null && usertags === null) throw new CacheInvalidError('invalid usertags');
  const feed = feedRaw
    ? { items: feedRaw.items.filter((id) => id in view.posts), visibleCount: feedRaw.visibleCount, endCursor: feedRaw.endCursor }
    : null;
  return { posts: view.posts, users: view.users, usernameToId, viewerId, comments: view.comments, feed, ...maps, direct, collections, stories, usertags };
}
