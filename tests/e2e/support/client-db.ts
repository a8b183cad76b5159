/**
 * The client's databases read from the page, which shares the worker's and the service worker's
 * origin, so that a test waits on a state instead of sleeping (issue 16).
 *
 * The states an offline reload needs: the worker's cache (IndexedDB 'lumen-cache',
 * worker/persistence; writes debounced 500 ms, idle timeout 2 s, 000 §9) holds what the screen
 * shows, and the service worker's cache holds its pictures (media-v1, cache first;
 * docs/ARCHITECTURE.md Service worker). The page itself needs no wait: offline, a navigation
 * falls back to the app shell. The state a count of requests needs: the outbox is idle.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { OUTBOX_DB_NAME } from '../../../sync/outbox/types';
import { META_MAPS } from '../../../worker/persistence/meta-maps';
import { MetaKey } from '../../../worker/persistence/persisted-view';
import { CACHE_DB_NAME } from '../../../worker/persistence/schema';
import { ANSWERS_DB_NAME } from '../../../worker/engine/answer-cache';

const commentsPrefix = META_MAPS[0].prefix; // commentsByPostId

/** One read: `get(key)` of a store, or `getAll()` without a key. */
interface Read {
  store: string;
  key?: string;
}

/**
 * Runs the reads in one read-only transaction of the database `name`; null while the database
 * or one of the stores does not exist. Never creates it: opening a missing database from the page
 * would make it without the stores its owner creates on upgrade.
 */
function readDb(page: Page, name: string, reads: Read[]): Promise<unknown[] | null> {
  return page.evaluate(
    async ({ name, reads }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        const stores = [...new Set(reads.map((r) => r.store))];
        if (!stores.every((s) => db.objectStoreNames.contains(s))) return null;
        const tx = db.transaction(stores, 'readonly');
        return await Promise.all(
          reads.map(
            (r) =>
              new Promise<unknown>((resolve, reject) => {
                const request = r.key === undefined ? tx.objectStore(r.store).getAll() : tx.objectStore(r.store).get(r.key);
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
      } finally {
        db.close();
      }
    },
    { name, reads },
  );
}

interface CacheFacts {
  /** Post ids of the cached feed's first page, each present in the posts store. */
  feedPosts: number;
  /** The post with the shortcode asked for is in the posts store. */
  post: boolean;
  /** Comment ids cached for the post with this shortcode (its comment list), or 0. */
  comments: number;
}

/** What 'lumen-cache' holds now. */
export async function readCache(page: Page, shortcode: string | null = null): Promise<CacheFacts> {
  const read = await readDb(page, CACHE_DB_NAME, [{ store: 'meta', key: MetaKey.feed }, { store: 'posts' }]);
  if (!read) return { feedPosts: 0, post: false, comments: 0 };
  const [feed, posts] = read as [{ value?: { items?: string[] } } | undefined, { id: string; code: string }[]];
  const ids = new Set(posts.map((p) => p.id));
  const feedPosts = (feed?.value?.items ?? []).filter((id) => ids.has(id)).length;
  const post = shortcode === null ? undefined : posts.find((p) => p.code === shortcode);
  if (!post) return { feedPosts, post: false, comments: 0 };
  const [list] = ((await readDb(page, CACHE_DB_NAME, [{ store: 'meta', key: commentsPrefix + post.id }])) ?? []) as [{ value?: { commentIds?: string[] } } | undefined];
  return { feedPosts, post: true, comments: list?.value?.commentIds?.length ?? 0 };
}

/** The worker has written the feed's first page (at least `posts` posts) to its cache. */
export async function expectFeedCached(page: Page, posts: number): Promise<void> {
  await expect
    .poll(async () => (await readCache(page)).feedPosts, { message: 'the feed is in the worker cache', timeout: 15_000 })
    .toBeGreaterThanOrEqual(posts);
}

/** The worker has written the post `shortcode` to its cache: its page opens offline. */
export async function expectPostCached(page: Page, shortcode: string): Promise<void> {
  await expect
    .poll(async () => (await readCache(page, shortcode)).post, { message: `the post ${shortcode} is in the worker cache`, timeout: 15_000 })
    .toBe(true);
}

/** The worker has written at least `comments` comments of the post `shortcode` to its cache. */
export async function expectCommentsCached(page: Page, shortcode: string, comments: number): Promise<void> {
  await expect
    .poll(async () => (await readCache(page, shortcode)).comments, { message: `the comments of ${shortcode} are in the worker cache`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(comments);
}

/** The service worker's caches hold the picture each of these <img> elements shows. */
export async function expectPicturesCached(page: Page, pictures: Locator[]): Promise<void> {
  const urls: string[] = [];
  for (const picture of pictures) urls.push(await picture.evaluate((el) => (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src));
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const missing: string[] = [];
          for (const url of wanted) if (!(await caches.match(url))) missing.push(url);
          return missing;
        }, urls),
      { message: 'the service worker has cached the pictures', timeout: 15_000 },
    )
    .toEqual([]);
}

/** The records of 'lumen-outbox' waiting or being sent, as 'id:state'. */
async function busyOutbox(page: Page): Promise<string[] | null> {
  const read = await readDb(page, OUTBOX_DB_NAME, [{ store: 'mutations' }]);
  if (!read) return null;
  const [records] = read as [{ id: string; state: string }[]];
  return records.filter((r) => r.state === 'pending' || r.state === 'sending').map((r) => `${r.id}:${r.state}`);
}

/**
 * The outbox is idle: 'lumen-outbox' exists and holds no record waiting or being sent, so no
 * sender (a tab's worker or the service worker, which share it) has anything left to send
 * (docs/ARCHITECTURE.md Mutations, outbox and replay).
 */
export async function expectOutboxIdle(page: Page, timeout = 20_000): Promise<void> {
  await expect.poll(() => busyOutbox(page), { message: 'the outbox is idle', timeout }).toEqual([]);
}

/** The outbox holds a record waiting to be sent (stored, so a reload or a closed tab keeps it). */
export async function expectOutboxPending(page: Page, count = 1): Promise<void> {
  await expect.poll(async () => (await busyOutbox(page))?.length ?? 0, { message: 'the outbox holds the pending records' }).toBe(count);
}

/** The outbox holds a session of a logged-in viewer: what a service worker replay sends with. */
export async function expectOutboxSession(page: Page): Promise<void> {
  const viewer = async () => {
    const read = await readDb(page, OUTBOX_DB_NAME, [{ store: 'meta', key: 'session' }]);
    return ((read?.[0] ?? null) as { viewerId?: string | null } | null)?.viewerId ?? null;
  };
  await expect.poll(viewer, { message: 'the outbox holds the viewer’s session' }).not.toBeNull();
}

/**
 * Added (ppost): the worker kept the answer of a read (database 'lumen-reads', what a profile,
 * a list or a tag page shows offline), under a key ending with `|<what>` (e.g. 'profile:ann').
 */
export async function expectAnswerKept(page: Page, what: string): Promise<void> {
  const kept = async () => {
    const read = await readDb(page, ANSWERS_DB_NAME, [{ store: 'answers' }]);
    return ((read?.[0] ?? []) as { key: string }[]).some((e) => e.key.endsWith(`|${what}`));
  };
  await expect.poll(kept, { message: `the answer ${what} is kept for offline`, timeout: 15_000 }).toBe(true);
}

/** Added (ppost): the outbox records that failed for good (the server refused them), as names. */
export async function failedOutbox(page: Page): Promise<string[]> {
  const read = await readDb(page, OUTBOX_DB_NAME, [{ store: 'mutations' }]);
  const records = (read?.[0] ?? []) as { name: string; state: string }[];
  return records.filter((r) => r.state === 'failed').map((r) => r.name);
}
