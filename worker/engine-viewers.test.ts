import { describe, expect, it } from 'vitest';
import { ApiPath, QueryHash } from '../sync/api/paths';
import { NO_VIEWER, VIEWER_UNKNOWN } from '../sync/outbox/viewer';
import type { MutationRecord } from '../sync/mutations/types';
import { openCacheDb } from './persistence/open-db';
import { readCache } from './persistence/read-cache';
import { wireCommentAdd, wireFeed, wirePost } from './test-support/wire-fixtures';
import type { Handler, Harness, Profile } from './test-support/engine-harness';
import { SESSION, createHarness, json, newProfile, closedAfterEach } from './test-support/engine-harness';

const keep = closedAfterEach();

/** A server with a login that logs in as whoever's name is given, and a logout. */
function server(opts: { logout?: () => Response } = {}): Handler {
  return ({ method, url, body }) => {
    if (method === 'GET' && url.searchParams.get('query_hash') === QueryHash.feed) return json(wireFeed([wirePost('1'), wirePost('2')]));
    if (method === 'POST' && url.pathname === ApiPath.login) {
      const userId = new URLSearchParams(body).get('username') ?? '';
      return json({ status: 'ok', authenticated: true, user: true, userId });
    }
    if (method === 'POST' && url.pathname === ApiPath.logout) return opts.logout?.() ?? json({ status: 'ok' });
    if (method === 'POST' && url.pathname.startsWith('/web/likes/')) return json({ status: 'ok' });
    if (method === 'POST' && url.pathname === ApiPath.commentAdd('1')) return json(wireCommentAdd('srv-1', 'hi'));
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
}

function harness(profile: Profile, handler: Handler = server()): Harness {
  return keep(createHarness(profile, handler));
}

async function outboxRecords(h: Harness): Promise<MutationRecord[]> {
  const store = await h.outbox();
  const list = await store.list();
  store.close();
  return list;
}

async function storedSessionViewer(h: Harness): Promise<string | null | undefined> {
  const store = await h.outbox();
  const session = await store.readSession();
  store.close();
  return session?.viewerId;
}

const login = (h: Harness, userId: string) => h.engine.login({ username: userId, password: 'pw', queryParams: '{}', optIntoOneTap: false });

/** Alice likes post 1 and comments on it offline, then closes the tab. */
async function aliceLeavesWorkBehind(profile: Profile): Promise<void> {
  const alice = harness(profile);
  await alice.start('alice');
  await alice.engine.refreshFeed();
  alice.engine.setOnline(false);
  await alice.engine.likePost('1');
  await alice.engine.addComment('1', 'hi', null);
  await alice.engine.settle();
  await alice.close();
}

describe('engine and viewers: one viewer’s outbox is never another’s', () => {
  it('records queued by alice are neither shown to nor sent by bob, and are sent when alice logs back in', async () => {
    const profile = newProfile();
    await aliceLeavesWorkBehind(profile);

    const tab = harness(profile);
    await tab.start('bob');
    await tab.engine.refreshFeed();
    await tab.engine.settle();
    expect(tab.engine.getState().outbox.byId).toEqual({});
    expect(tab.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: false, numLikes: 10, numComments: 0 });
    expect(tab.posts()).toEqual([]);
    expect((await outboxRecords(tab)).map((r) => [r.viewerId, r.name, r.state])).toEqual([
      ['alice', 'post-like', 'pending'],
      ['alice', 'comment-add', 'pending'],
    ]);

    expect(await tab.engine.logout()).toEqual({ ok: true, value: null });
    expect((await login(tab, 'alice')).ok).toBe(true);
    await tab.engine.settle();
    expect(tab.posts().map((c) => c.path)).toEqual([ApiPath.logout, ApiPath.login, ApiPath.like('1'), ApiPath.commentAdd('1')]);
    expect(await outboxRecords(tab)).toEqual([]);
    expect(await storedSessionViewer(tab)).toBe('alice');
  });

  it('the outbox view of alice shows her pending work again after bob; his stays his', async () => {
    const profile = newProfile();
    const tab = harness(profile);
    await tab.start('bob', false);
    await tab.engine.likePost('2');
    expect(await tab.engine.logout()).toMatchObject({ ok: true });
    await login(tab, 'alice');
    expect(tab.engine.getState().outbox.byId).toEqual({});
    await tab.engine.likePost('1');
    await tab.engine.settle();
    expect(Object.values(tab.engine.getState().outbox.byId).map((i) => i.entityKey)).toEqual(['post:1']);
    expect((await outboxRecords(tab)).map((r) => [r.viewerId, r.args])).toEqual([['bob', { postId: '2' }], ['alice', { postId: '1' }]]);
  });

  it('a reload as another viewer does not apply the first viewer’s pending effects or toasts', async () => {
    const profile = newProfile();
    await aliceLeavesWorkBehind(profile);
    const bob = harness(profile);
    await bob.start('bob', false);
    const s = bob.engine.getState();
    expect(s.outbox.byId).toEqual({});
    expect(Object.keys(s.comments.byId)).toEqual([]);
    expect(s.status.toast).toBeNull();
  });

  it('the session in the outbox meta names the viewer: at start, then null after logout', async () => {
    const profile = newProfile();
    const tab = harness(profile);
    await tab.start('alice');
    expect(await storedSessionViewer(tab)).toBe('alice');
    await tab.engine.logout();
    expect(await storedSessionViewer(tab)).toBeNull();
    expect(tab.engine.getState().status.viewerId).toBeNull();
  });

  it('an offline start without a bootstrap viewer takes the cached viewer for the session', async () => {
    const profile = newProfile();
    await aliceLeavesWorkBehind(profile);
    const tab = harness(profile);
    const channel = new MessageChannel();
    tab.engine.setOnline(false);
    await tab.engine.init({ ...SESSION, viewerId: null }, null, channel.port1, { bootstrap: 'cache' });
    channel.port1.close();
    expect(tab.engine.getState().status.viewerId).toBe('alice');
    expect(await storedSessionViewer(tab)).toBe('alice');
    expect(Object.values(tab.engine.getState().outbox.byId)).toHaveLength(2);
  });

  it('logout clears the cache database of that viewer', async () => {
    const profile = newProfile();
    const tab = harness(profile);
    await tab.start('alice');
    await tab.engine.refreshFeed();
    await tab.engine.settle();
    const before = await openCacheDb(profile.idb);
    expect(Object.keys((await readCache(before)).cache.posts)).toEqual(['1', '2']);
    before.close();
    await tab.engine.logout();
    await tab.engine.settle();
    const after = await openCacheDb(profile.idb);
    const { cache } = await readCache(after);
    after.close();
    expect(cache.posts).toEqual({});
    expect(cache.viewerId).toBeNull();
  });

  it('a failed logout keeps the viewer and says so', async () => {
    const tab = harness(newProfile(), server({ logout: () => json({ status: 'fail', message: 'Server error' }, 500) }));
    await tab.start('alice');
    expect(await tab.engine.logout()).toMatchObject({ ok: false, statusCode: 500 });
    expect(tab.engine.getState().status.viewerId).toBe('alice');
    expect(tab.engine.getState().status.toast?.text).toMatch(/Couldn't log out/);
    expect(await storedSessionViewer(tab)).toBe('alice');
  });

  it('a logout the server answers with login_required is a logout', async () => {
    const tab = harness(newProfile(), server({ logout: () => json({ status: 'fail', message: 'Log in', error_type: 'login_required' }, 401) }));
    await tab.start('alice');
    expect(await tab.engine.logout()).toEqual({ ok: true, value: null });
    expect(tab.engine.getState().status.viewerId).toBeNull();
  });

  it('logged out, an action queues nothing', async () => {
    const tab = harness(newProfile());
    await tab.start(null);
    await tab.engine.likePost('1');
    expect(await outboxRecords(tab)).toEqual([]);
    expect(tab.log.warn).toHaveBeenCalledWith('outbox: post-like while logged out ignored');
  });

  it('updateSession never changes the viewer (only init, login, sign-up and logout do)', async () => {
    const tab = harness(newProfile());
    await tab.start('alice');
    tab.engine.updateSession({ viewerId: 'mallory', csrfToken: 'csrf2' });
    await tab.engine.settle();
    const store = await tab.outbox();
    expect(await store.readSession()).toMatchObject({ viewerId: 'alice', csrfToken: 'csrf2' });
    store.close();
  });
});

describe('engine and records of no known viewer (outbox schema 1)', () => {
  async function seedOwnerless(profile: Profile): Promise<{ failed: MutationRecord; done: MutationRecord }> {
    const probe = harness(profile);
    const store = await probe.outbox();
    const error = { statusCode: 0, message: 'Made before this app told accounts apart: not sent', errorType: VIEWER_UNKNOWN };
    const failed: MutationRecord = { id: 'old-1', viewerId: NO_VIEWER, name: 'post-like', args: { postId: '1' }, createdAt: 1, attempts: 0, state: 'failed', nextAttemptAt: 1, error };
    const done: MutationRecord = { id: 'old-2', viewerId: NO_VIEWER, name: 'post-save', args: { postId: '2' }, createdAt: 1, attempts: 1, state: 'done', nextAttemptAt: 1, result: { status: 'ok' } };
    await store.put(failed);
    await store.put(done);
    store.close();
    await probe.close();
    return { failed, done };
  }

  it('are shown failed, never applied nor sent; done ones are dropped; a retry sends it as the viewer', async () => {
    const profile = newProfile();
    const { failed, done } = await seedOwnerless(profile);
    const tab = harness(profile);
    await tab.start('alice');
    await tab.engine.refreshFeed();
    await tab.engine.settle();
    expect(Object.values(tab.engine.getState().outbox.byId)).toMatchObject([{ id: failed.id, state: 'failed', error: failed.error?.message }]);
    expect(tab.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: false });
    expect(tab.engine.getState().status.toast).toBeNull();
    expect(tab.posts()).toEqual([]);
    expect((await outboxRecords(tab)).map((r) => r.id)).toEqual([failed.id]);
    expect(done.state).toBe('done');

    await tab.engine.retryMutation(failed.id);
    await tab.engine.settle();
    expect(tab.posts().map((c) => c.path)).toEqual([ApiPath.like('1')]);
    expect(tab.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: true });
    expect(await outboxRecords(tab)).toEqual([]);
  });

  it('can be discarded, and are shown to nobody logged out', async () => {
    const profile = newProfile();
    const { failed } = await seedOwnerless(profile);
    const out = harness(profile);
    await out.start(null);
    await out.engine.settle();
    expect(out.engine.getState().outbox.byId).toEqual({});
    await login(out, 'alice');
    expect(Object.keys(out.engine.getState().outbox.byId)).toEqual([failed.id]);
    await out.engine.discardMutation(failed.id);
    expect(out.engine.getState().outbox.byId).toEqual({});
    expect(await outboxRecords(out)).toEqual([]);
  });
});
