import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireComment, wirePost, wirePosts, wireReel } from '../test-support/wire-fixtures';
import { normalizeReels } from '../stories/stories-normalize';
import { createManualClock } from '../test-support/manual-clock';
import { feedPage, fold, pageOf, postPage } from '../test-support/state-fixtures';
import type { ClientState } from '../model';
import { openCacheDb } from './open-db';
import { createPersistence } from './persistence';
import type { RestoreOptions } from './persistence';
import type { RestoredCache } from '../store/restored-cache';

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function setup(idb: IDBFactory, getState: () => ClientState) {
  const clock = createManualClock();
  const l = log();
  const onQuotaExceeded = vi.fn();
  const p = createPersistence({ idb, clock, log: l, getState, onQuotaExceeded });
  return { p, clock, log: l, onQuotaExceeded };
}

const asViewer: RestoreOptions = { viewerId: 'v1', trustCachedViewer: false };

/** A cache as the viewer v1's session left it: `state` written by a persistence of its own. */
async function writeCache(idb: IDBFactory, state: ClientState): Promise<void> {
  const a = setup(idb, () => state);
  await a.p.restore(asViewer);
  await a.p.flush();
  a.p.close();
}

function richState(): ClientState {
  return fold([
    { type: 'viewer-changed', viewerId: 'v1', user: { id: 'v1', username: 'me' } },
    { type: 'feed-page-loaded', page: pageOf(1, 12) },
    { type: 'feed-next-page-loaded', page: pageOf(13, 12) },
    { type: 'post-page-loaded', page: postPage(wirePost('3'), [wireComment('a'), wireComment('b')]) },
  ]);
}

const spies: { mockRestore(): void }[] = [];
afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

describe('cache persistence (001 §3 Client cache)', () => {
  it('restore round trip: the persisted slices come back, feed source cache', async () => {
    const idb = new IDBFactory();
    const state = richState();
    await writeCache(idb, state);

    const b = setup(idb, () => fold([]));
    const cache = await b.p.restore(asViewer);
    const restored = fold([{ type: 'cache-restored', cache }]);
    expect(restored.posts.byId).toEqual(state.posts.byId);
    expect(restored.posts.idByCode).toEqual(state.posts.idByCode);
    expect(restored.users).toEqual(state.users);
    expect(restored.comments).toEqual(state.comments);
    expect(restored.feed).toMatchObject({ source: 'cache', isLoading: false });
    expect(restored.status.restored).toBe(true);
  });

  it('001 §3: relationships are persisted and come back settled (pending work comes from the outbox)', async () => {
    const idb = new IDBFactory();
    const people = { posts: [], users: [{ id: 'u1', username: 'ann' }], comments: [] };
    const state = fold([
      { type: 'people-loaded', bundle: { ...people, relationships: [{ userId: 'u1', followedByViewer: 'following', followsViewer: 'requested' }] } },
      { type: 'user-block-requested', userId: 'u1' },
    ], richState());
    await writeCache(idb, state);

    const b = setup(idb, () => fold([]));
    const restored = fold([{ type: 'cache-restored', cache: await b.p.restore(asViewer) }]);
    expect(restored.relationships.byUserId['u1']).toMatchObject({
      followedByViewer: { state: 'following', stable: true },
      followsViewer: { state: 'requested', stable: true },
      blockedByViewer: { state: 'unblocked', stable: true },
    });
  });

  it('001 §3: the cache saves only the first page of feed items', async () => {
    const idb = new IDBFactory();
    const state = richState();
    expect(state.feed.items).toHaveLength(24);
    await writeCache(idb, state);
    const cache = await setup(idb, () => fold([])).p.restore(asViewer);
    expect(cache.feed?.items).toEqual(state.feed.items.slice(0, 12));
    expect(cache.feed?.visibleCount).toBe(12);
  });

  it('000 §9: writes are debounced 500 ms, one transaction per batch, only changed entities', async () => {
    const idb = new IDBFactory();
    let state = richState();
    const { p, clock } = setup(idb, () => state);
    await p.restore(asViewer);
    await p.flush();
    const tx = vi.spyOn(globalThis.IDBDatabase.prototype, 'transaction');
    const put = vi.spyOn(globalThis.IDBObjectStore.prototype, 'put');
    spies.push(tx, put);
    state = fold([{ type: 'post-like-requested', postId: '1' }], state);
    p.schedule();
    clock.advance(200);
    state = fold([{ type: 'post-save-requested', postId: '2' }], state);
    p.schedule();
    clock.advance(499);
    // The state, not a wait: the debounce is still armed on the injected clock, so no write has
    // started (a write starts only from that timer or from flush).
    expect(clock.pending()).toBe(1);
    expect(tx).not.toHaveBeenCalled();
    clock.advance(1); // debounce due → idle slot (setTimeout 0 on the injected clock, due at once)
    expect(clock.pending()).toBe(0);
    await vi.waitFor(() => expect(tx).toHaveBeenCalledTimes(1));
    await p.flush(); // nothing left to write: no second transaction
    expect(tx).toHaveBeenCalledTimes(1);
    expect(put.mock.calls.map((c) => (c[0] as { id: string }).id).sort()).toEqual(['1', '2']);
  });

  it('001 §3 / 001 §8: an invalid cache is logged, discarded and rebuilt, never fatal', async () => {
    const idb = new IDBFactory();
    const db = await openCacheDb(idb);
    await db.put('posts', { id: 'bad', nonsense: true } as never);
    db.close();
    const { p, log: l } = setup(idb, () => richState());
    const cache = await p.restore(asViewer);
    expect(cache.feed).toBeNull();
    expect(Object.keys(cache.posts)).toHaveLength(0);
    expect(l.error).toHaveBeenCalledWith('cache: invalid cache discarded', expect.anything());
    await p.flush();
    p.close();
    const again = await setup(idb, () => fold([])).p.restore(asViewer);
    expect(Object.keys(again.posts)).toHaveLength(24);
  });

  it('a cache from another schema version is discarded: nothing of it is restored or kept', async () => {
    const idb = new IDBFactory();
    await writeCache(idb, richState());
    const db = await openCacheDb(idb);
    await db.put('meta', { key: 'schemaVersion', value: 0 });
    db.close();

    const onTable = vi.fn();
    const { p, log: l } = setup(idb, () => fold([]));
    const cache = await p.restore({ ...asViewer, onTable });
    expect(l.error).toHaveBeenCalledWith('cache: invalid cache discarded', expect.anything());
    // The state starts empty: no table was handed out early, and the restore brings nothing.
    expect(onTable).not.toHaveBeenCalled();
    const restored = fold([{ type: 'cache-restored', cache }]);
    expect(restored.feed.items).toEqual([]);
    expect(restored.posts.byId).toEqual({});
    expect(restored.comments).toEqual(fold([]).comments);
    expect(cache).toMatchObject({ feed: null, posts: {}, users: {} });
    p.close();

    // The old cache is gone from the database, not merely skipped.
    const after = await openCacheDb(idb);
    expect(await after.count('posts')).toBe(0);
    expect(await after.count('users')).toBe(0);
    expect(await after.count('comments')).toBe(0);
    expect(await after.get('meta', 'schemaVersion')).toBeUndefined();
    after.close();
  });

  it('another viewer logging in discards the cache', async () => {
    const idb = new IDBFactory();
    const state = richState();
    await writeCache(idb, state);
    const cache = await setup(idb, () => fold([])).p.restore({ viewerId: 'v2', trustCachedViewer: false });
    expect(Object.keys(cache.posts)).toHaveLength(0);
    expect(cache.viewerId).toBe('v2');
  });

  it('reports each entity store of a cache this viewer restores as soon as it is read, the same maps the restore returns', async () => {
    const idb = new IDBFactory();
    const state = richState();
    await writeCache(idb, state);
    const seen: [string, number][] = [];
    const maps: Record<string, unknown> = {};
    const cache = await setup(idb, () => fold([])).p.restore({
      ...asViewer,
      onTable: (table, map) => {
        seen.push([table, Object.keys(map).length]);
        maps[table] = map;
      },
    });
    expect(seen).toEqual([['posts', 24], ['postCodes', 24], ['users', Object.keys(state.users.users).length], ['comments', Object.keys(state.comments.byId).length]]);
    expect(maps).toEqual({ posts: cache.posts, postCodes: cache.idByCode, users: cache.users, comments: cache.comments });
    // The very maps: the cache hands them over (bench 1), so the store's first snapshot can read what changed since from its log.
    expect([maps['posts'] === cache.posts, maps['postCodes'] === cache.idByCode, maps['comments'] === cache.comments, cache.ownMaps]).toEqual([true, true, true, true]);
    expect(cache.idByCode).toEqual(state.posts.idByCode);
  });

  it('reports the feed\'s first page (its posts, their owners, preview comments and authors, the story tray\'s people, the viewer) before any whole store, only for this viewer (issue 16)', async () => {
    const idb = new IDBFactory();
    // The first posts carry preview comments (their authors are users of their own).
    const withPreviews = wirePosts(1, 3).map((p, i) => ({ ...p, edge_media_preview_comment: { count: 2, edges: [{ node: wireComment(`p${i}a`) }, { node: wireComment(`p${i}b`) }] } }));
    // A story tray of people who own none of those posts: the first screen shows the tray whole.
    const now = Math.floor(Date.now() / 1000);
    const tray = normalizeReels([wireReel({ id: 's1', username: 'sam' }, [{ id: 's1-1', takenAt: now - 60 }], 0), wireReel({ id: 's2', username: 'sue' }, [{ id: 's2-1', takenAt: now - 90 }], 0)]);
    const state = fold([
      { type: 'feed-page-loaded', page: feedPage(withPreviews) },
      { type: 'people-loaded', bundle: tray.people },
      { type: 'stories-tray-loaded', bundle: tray.bundle },
    ], richState());
    await writeCache(idb, state);
    const order: string[] = [];
    let first: RestoredCache | null = null;
    const cache = await setup(idb, () => fold([])).p.restore({
      ...asViewer,
      onTable: (table) => order.push(table),
      onFirstScreen: (c) => {
        order.push('first-screen');
        first = c;
      },
    });
    expect(order).toEqual(['first-screen', 'posts', 'postCodes', 'users', 'comments']);
    const screen = first as RestoredCache | null;
    if (!screen) throw new Error('no first screen');
    const page = state.feed.items.slice(0, 12);
    expect(screen.feed?.items).toEqual(page);
    expect(Object.keys(screen.posts).sort()).toEqual([...page].sort());
    for (const id of page) expect(screen.posts[id]).toEqual(cache.posts[id]);
    const previews = page.flatMap((id) => cache.posts[id]?.previewCommentIds ?? []);
    expect(previews.length).toBeGreaterThan(0);
    expect(Object.keys(screen.comments).sort()).toEqual([...new Set(previews)].sort());
    const people = new Set(['v1', 's1', 's2', ...page.map((id) => cache.posts[id]?.owner ?? ''), ...previews.map((id) => cache.comments[id]?.userId ?? '')]);
    expect(screen.stories?.feedTray).toEqual(['s1', 's2']);
    expect(Object.keys(screen.users).sort()).toEqual([...people].filter((id) => id in cache.users).sort());

    const onFirstScreen = vi.fn();
    await setup(idb, () => fold([])).p.restore({ viewerId: 'v2', trustCachedViewer: false, onFirstScreen });
    expect(onFirstScreen).not.toHaveBeenCalled();
  });

  it('reports nothing of a cache another viewer left, or of another schema', async () => {
    const idb = new IDBFactory();
    const state = richState();
    await writeCache(idb, state);
    const onTable = vi.fn();
    await setup(idb, () => fold([])).p.restore({ viewerId: 'v2', trustCachedViewer: false, onTable });
    expect(onTable).not.toHaveBeenCalled();

    const other = new IDBFactory();
    const db = await openCacheDb(other);
    await db.put('meta', { key: 'schemaVersion', value: 0 });
    await db.put('posts', state.posts.byId['1'] as never);
    db.close();
    await setup(other, () => fold([])).p.restore({ ...asViewer, onTable });
    expect(onTable).not.toHaveBeenCalled();
  });

  it('an offline start without a bootstrap viewer uses the cached viewer', async () => {
    const idb = new IDBFactory();
    const state = richState();
    await writeCache(idb, state);
    const cache = await setup(idb, () => fold([])).p.restore({ viewerId: null, trustCachedViewer: true });
    expect(cache.viewerId).toBe('v1');
    expect(Object.keys(cache.posts)).toHaveLength(24);
  });

  it('DESIGN.md: QuotaExceededError trims the cache to the first feed page and retries', async () => {
    const idb = new IDBFactory();
    const state = richState();
    const { p, onQuotaExceeded } = setup(idb, () => state);
    await p.restore(asViewer);
    const realPut = globalThis.IDBObjectStore.prototype.put;
    let fail = true;
    const put = vi.spyOn(globalThis.IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (fail) {
        fail = false;
        throw new DOMException('full', 'QuotaExceededError');
      }
      return realPut.apply(this, args);
    });
    spies.push(put);
    await p.flush();
    p.close();
    expect(onQuotaExceeded).not.toHaveBeenCalled();
    const cache = await setup(idb, () => fold([])).p.restore(asViewer);
    expect(Object.keys(cache.posts).sort()).toEqual(state.feed.items.slice(0, 12).sort());
  });
});
