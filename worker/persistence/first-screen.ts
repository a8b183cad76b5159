/**
 * The first screen of a cache, read before the rest (issue 16: a start from a large cache paints
 * the feed's first page before the whole cache is read). In the restore's own read transaction,
 * after the meta records and before the stores' getAll: the feed's first page of posts by key,
 * then their owners, the story tray's people and preview comments, then those comments' authors;
 * each step a round of gets (asked together, answered in order), so the first screen costs a few
 * round trips, not a read of every post. The getAll of the whole stores are asked after, and the first screen is
 * reported once they are asked, while the database reads them.
 *
 * What is read is checked as the restore checks it; a record that is missing or off is left
 * out (the full restore decides whether the cache is valid). Promises nothing either: the
 * restore's result is what counts.
 */
import { Limits } from '../../sync/api/constants';
import type { Comment, Post, User } from '../model';
import { MetaKey } from './persisted-view';
import type { PersistedView } from './persisted-view';
import type { StoreName } from './schema';
import { Store } from './schema';
import { isComment, isFeedMeta, isObj, isPost, isUser, strArray } from './validate';

/** One get of the restore's transaction (a request asked now, answered in order). */
export type GetOne = (store: StoreName, key: string) => Promise<unknown>;

async function getEach<T extends { id: string }>(get: GetOne, store: StoreName, keys: Iterable<string>, guard: (v: unknown) => v is T): Promise<Record<string, T>> {
  const ids = [...new Set(keys)];
  const values = await Promise.all(ids.map((id) => get(store, id)));
  const out: Record<string, T> = {};
  for (const v of values) if (guard(v)) out[v.id] = v;
  return out;
}

/**
 * The people of the cached story tray (a reel's id is its owner's): the tray sits above the
 * feed, so the first screen shows it whole. Read later, its rings would come in one by one and
 * move under a finger about to tap one.
 */
function trayPeople(stories: unknown): string[] {
  return isObj(stories) && strArray(stories.feedTray) ? stories.feedTray : [];
}

/** The first page's posts, their owners and preview comments with their authors, the story tray's people, and the viewer; null without a feed. */
export async function readFirstScreen(get: GetOne, meta: Record<string, unknown>): Promise<PersistedView | null> {
  const feed = meta[MetaKey.feed];
  if (!isFeedMeta(feed) || feed.items.length === 0) return null;
  const posts = await getEach<Post>(get, Store.posts, feed.items.slice(0, Limits.feedPageSize), isPost);
  const list = Object.values(posts);
  const viewer = typeof meta[MetaKey.viewerId] === 'string' ? [meta[MetaKey.viewerId] as string] : [];
  const [owners, comments] = await Promise.all([
    getEach<User>(get, Store.users, [...viewer, ...list.map((p) => p.owner), ...trayPeople(meta[MetaKey.stories])], isUser),
    getEach<Comment>(get, Store.comments, list.flatMap((p) => p.previewCommentIds), isComment),
  ]);
  const authors = Object.values(comments).map((c) => c.userId).filter((id) => !(id in owners));
  const users = { ...owners, ...(await getEach<User>(get, Store.users, authors, isUser)) };
  return { posts, users, comments, meta };
}
