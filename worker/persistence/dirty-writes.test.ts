import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../test-support/manual-clock';
import { pageOf } from '../test-support/state-fixtures';
import { createStore } from '../store/store';
import type { Store } from '../store/store';
import { openCacheDb } from './open-db';
import { createPersistence } from './persistence';

const asViewer = { viewerId: 'v1', trustCachedViewer: false };
const spies: { mockRestore(): void }[] = [];
afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

/** A real store (tables written in place) and persistence reading its change tracker. */
async function setup(idb = new IDBFactory()) {
  const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'v1', resolveCommentId: (i) => i }) });
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const p = createPersistence({ idb, clock: createManualClock(), log, getState: store.getState, track: store.track, onQuotaExceeded: vi.fn() });
  const cache = await p.restore(asViewer);
  store.dispatch({ type: 'viewer-changed', viewerId: 'v1', user: null }); // as the engine starts
  store.dispatch({ type: 'cache-restored', cache });
  return { idb, store, p, log };
}

function spyPuts() {
  const put = vi.spyOn(globalThis.IDBObjectStore.prototype, 'put');
  const del = vi.spyOn(globalThis.IDBObjectStore.prototype, 'delete');
  spies.push(put, del);
  return {
    puts: () => put.mock.calls.map((c) => (c[0] as { id?: string; key?: string }).id ?? (c[0] as { key: string }).key),
    deletes: () => del.mock.calls.map((c) => c[0]),
  };
}

async function stored(idb: IDBFactory, id: string) {
  const db = await openCacheDb(idb);
  const post = await db.get('posts', id);
  db.close();
  return post;
}

const loaded = async (store: Store, p: { flush(): Promise<void> }) => {
  store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 12) });
  await p.flush();
};

describe('cache writes from the store change set (000 §9: only changed entities)', () => {
  it('a like written in place (same posts map before and after) is persisted, and only that post', async () => {
    const { idb, store, p } = await setup();
    await loaded(store, p);
    const map = store.getState().posts.byId;
    const io = spyPuts();
    store.dispatch({ type: 'post-like-requested', postId: '4' });
    expect(store.getState().posts.byId).toBe(map);
    await p.flush();
    expect(io.puts()).toEqual(['4']);
    expect(await stored(idb, '4')).toMatchObject({ likedByViewer: true });
  });

  it('a removed post is deleted from the cache', async () => {
    const { idb, store, p } = await setup();
    await loaded(store, p);
    const io = spyPuts();
    store.dispatch({ type: 'post-deleted', postId: '5' });
    await p.flush();
    expect(io.deletes()).toEqual(['5']);
    expect(await stored(idb, '5')).toBeUndefined();
  });

  it('a restore rewrites nothing that is already stored', async () => {
    const first = await setup();
    await loaded(first.store, first.p);
    first.p.close();
    const io = spyPuts();
    const again = await setup(first.idb);
    expect(Object.keys(again.store.getState().posts.byId)).toHaveLength(12);
    await again.p.flush();
    expect(io.puts()).toEqual([]);
  });

  it('the store takes the restored maps as its tables (no copy), and persistence still writes what changes in them', async () => {
    const first = await setup();
    await loaded(first.store, first.p);
    first.p.close();
    const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'v1', resolveCommentId: (i) => i }) });
    const p = createPersistence({ idb: first.idb, clock: createManualClock(), log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, getState: store.getState, track: store.track, onQuotaExceeded: vi.fn() });
    const cache = await p.restore(asViewer);
    store.dispatch({ type: 'cache-restored', cache });
    expect(store.getState().posts.byId).toBe(cache.posts);
    expect(store.getState().comments.byId).toBe(cache.comments);
    expect(cache.idByCode && store.getState().posts.idByCode).toBe(cache.idByCode);
    const io = spyPuts();
    store.dispatch({ type: 'post-like-requested', postId: '4' });
    await p.flush();
    expect(io.puts()).toEqual(['4']);
    expect(await stored(first.idb, '4')).toMatchObject({ likedByViewer: true });
  });

  it('a failed batch keeps its changes for the next one', async () => {
    const { idb, store, p, log } = await setup();
    await loaded(store, p);
    const real = globalThis.IDBObjectStore.prototype.put;
    let fail = true;
    const put = vi.spyOn(globalThis.IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (fail) {
        fail = false;
        throw new DOMException('disk', 'UnknownError');
      }
      return real.apply(this, args);
    });
    spies.push(put);
    store.dispatch({ type: 'post-save-requested', postId: '6' });
    await p.flush();
    expect(log.error).toHaveBeenCalledWith('cache: write failed', expect.anything());
    await p.flush();
    expect(await stored(idb, '6')).toMatchObject({ savedByViewer: true });
  });

  it("an upload's local post is never cached", async () => {
    const { idb, store, p } = await setup();
    await loaded(store, p);
    const post = { ...store.getState().posts.byId['1'], id: 'local:u1', code: 'local-u1' } as never;
    store.dispatch({ type: 'upload-post-composed', post });
    const io = spyPuts();
    await p.flush();
    expect(io.puts()).not.toContain('local:u1');
    expect(await stored(idb, 'local:u1')).toBeUndefined();
  });
});

describe('cache writes after the first full batch', () => {
  it('a username learned later is persisted (the username map is written in place by the store)', async () => {
    const { idb, store, p } = await setup();
    await loaded(store, p);
    store.dispatch({ type: 'users-received', users: [{ id: 'u9', username: 'newcomer' }] });
    await p.flush();
    const db = await openCacheDb(idb);
    const names = await db.get('meta', 'usernameToId');
    db.close();
    expect((names?.value as Record<string, string>)['newcomer']).toBe('u9');
  });
});
