/**
 * Issue 17, faults beyond the network: each with a defined outcome that the person is told,
 * and nothing acknowledged lost. A server with its own truth for post 1 (likers from every
 * device, comments), a post that can be deleted, and sessions by account.
 */
import { describe, expect, it } from 'vitest';
import { ApiPath, QueryHash } from '../sync/api/paths';
import { wireCommentAdd, wireFeed, wirePost } from './test-support/wire-fixtures';
import type { Handler, Harness, HarnessOptions, Profile } from './test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from './test-support/engine-harness';

const keep = closedAfterEach();

function harness(handler: Handler, profile: Profile = newProfile(), opts: HarnessOptions = {}): Harness {
  return keep(createHarness(profile, handler, opts));
}

const BASE_LIKES = 10;
const NOT_FOUND = { status: 'fail', message: "Sorry, this page isn't available.", error_type: 'not_found' };

/** Post 1's truth: who likes it (the viewer 'v1' and other people), whether it still exists. */
function truth() {
  const state = {
    likers: new Set<string>(),
    deleted: false,
    saved: false,
    comments: [] as string[],
    /** Who the session cookie is (null: expired). */
    session: 'v1' as string | null,
    /** Mutations that reached the server, with the account they were made as. */
    sent: [] as { as: string | null; path: string }[],
    failNextPosts: 0,
  };
  const handler: Handler = ({ method, url, body }) => {
    if (method === 'POST' && url.pathname === ApiPath.login) {
      state.session = new URLSearchParams(body).get('username');
      return json({ status: 'ok', authenticated: true, user: true, userId: state.session });
    }
    if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.feed) {
      if (state.deleted) return json(wireFeed([]));
      const liked = state.session !== null && state.likers.has(state.session);
      return json(wireFeed([wirePost('1', { viewer_has_liked: liked, edge_media_preview_like: { count: BASE_LIKES + state.likers.size } })]));
    }
    if (method !== 'POST') return json(NOT_FOUND, 404);
    state.sent.push({ as: state.session, path: url.pathname });
    if (state.session === null) return json({ status: 'fail', message: 'Please log in again.', error_type: 'login_required' }, 401);
    if (state.failNextPosts > 0) {
      state.failNextPosts -= 1;
      return json({ status: 'fail', message: 'Please try again.', error_type: 'unavailable' }, 503);
    }
    if (state.deleted) return json(NOT_FOUND, 404);
    if (url.pathname === ApiPath.like('1')) state.likers.add(state.session);
    else if (url.pathname === ApiPath.unlike('1')) state.likers.delete(state.session);
    else if (url.pathname === ApiPath.save('1') || url.pathname === ApiPath.unsave('1')) state.saved = url.pathname === ApiPath.save('1');
    else if (url.pathname === ApiPath.commentAdd('1')) {
      const id = `srv-${state.comments.length + 1}`;
      state.comments.push(id);
      return json(wireCommentAdd(id, new URLSearchParams(body).get('comment_text') ?? ''));
    } else return json(NOT_FOUND, 404);
    return json({ status: 'ok' });
  };
  return { state, handler };
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const post1 = (h: Harness) => h.engine.getState().posts.byId['1'];
const items = (h: Harness) => Object.values(h.engine.getState().outbox.byId);

describe('issue 17: a post deleted while a like or a comment on it waits', () => {
  it('the 404 is final: the like is reverted, told plainly, shown in Unsent activity as "This post was deleted", never retried', async () => {
    const server = truth();
    const h = harness(server.handler);
    await h.start();
    await h.engine.refreshFeed();
    h.engine.setOnline(false);
    await h.engine.likePost('1');
    expect(post1(h)).toMatchObject({ likedByViewer: true, numLikes: BASE_LIKES + 1 });
    server.state.deleted = true; // by its owner, meanwhile
    h.engine.setOnline(true);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    expect(post1(h)).toMatchObject({ likedByViewer: false, numLikes: BASE_LIKES });
    expect(items(h)).toMatchObject([{ entityKey: 'post:1', state: 'failed', error: 'This post was deleted.' }]);
    expect(h.engine.getState().status.toast).toMatchObject({ text: "Couldn't like the post. This post was deleted.", actionText: null, action: null });
    // Not retried: time passes, the app kicks the queue again.
    h.clock.advance(10 * 60_000);
    await h.engine.replayNow();
    await h.engine.settle();
    expect(server.state.sent.map((s) => s.path)).toEqual([ApiPath.like('1')]);
  });

  it('a comment on it goes away from the screen and waits in Unsent activity with the same words', async () => {
    const server = truth();
    const h = harness(server.handler);
    await h.start();
    await h.engine.refreshFeed();
    h.engine.setOnline(false);
    await h.engine.addComment('1', 'nice', null);
    expect(post1(h)?.numComments).toBe(1);
    server.state.deleted = true;
    h.engine.setOnline(true);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    expect(post1(h)?.numComments).toBe(0);
    expect(items(h)).toMatchObject([{ state: 'failed', error: 'This post was deleted.', summary: expect.stringContaining('nice') as unknown }]);
    expect(h.engine.getState().status.toast?.text).toBe("Couldn't post your comment. This post was deleted.");
  });
});

describe('issue 17: the same post changed elsewhere while a tap is pending', () => {
  it('liked from another device while a like waits: sent once, the count is the server\'s (no double count); the last tap still wins', async () => {
    const server = truth();
    server.state.likers.add('someone-else');
    const h = harness(server.handler);
    await h.start();
    await h.engine.refreshFeed();
    expect(post1(h)).toMatchObject({ likedByViewer: false, numLikes: BASE_LIKES + 1 });
    server.state.failNextPosts = 1; // the like waits on a server error's backoff
    await h.engine.likePost('1');
    await tick(20);
    expect(items(h)).toMatchObject([{ state: 'pending' }]);
    server.state.likers.add('v1'); // the same person liked it on their phone
    await h.engine.refreshFeed();
    expect(post1(h)).toMatchObject({ likedByViewer: true, numLikes: BASE_LIKES + 2 }); // not + 3
    h.clock.advance(60_000);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    await h.engine.refreshFeed();
    expect(server.state.likers.size).toBe(2);
    expect(post1(h)).toMatchObject({ likedByViewer: true, numLikes: BASE_LIKES + 2 });
    expect(items(h)).toEqual([]);

    // Then: unlike here (waits), unliked on the phone too, and like here again: the last tap is a like.
    server.state.failNextPosts = 1;
    await h.engine.unlikePost('1');
    await tick(20);
    server.state.likers.delete('v1'); // unliked on the phone too
    await h.engine.likePost('1'); // the last tap: like
    await h.engine.refreshFeed();
    expect(post1(h)).toMatchObject({ likedByViewer: true, numLikes: BASE_LIKES + 2 });
    h.clock.advance(60_000);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    await h.engine.refreshFeed();
    expect(server.state.likers.has('v1')).toBe(true);
    expect(post1(h)).toMatchObject({ likedByViewer: true, numLikes: BASE_LIKES + 2 });
  });
});

describe('issue 17: the session expired while actions wait', () => {
  it('another account logging in meanwhile sends nothing of the first; the first account\'s next login sends them', async () => {
    const server = truth();
    const profile = newProfile();
    const h = harness(server.handler, profile);
    await h.start('v1');
    await h.engine.refreshFeed();
    server.state.session = null; // expired
    await h.engine.likePost('1');
    await h.engine.addComment('1', 'mine', null);
    await h.engine.settle();
    await tick(20);
    expect(items(h).map((i) => i.state)).toEqual(['pending', 'pending']);
    const tried = server.state.sent.length;
    expect(server.state.sent.every((s) => s.as === null)).toBe(true);

    const login = (name: string) => h.engine.login({ username: name, password: 'pw', queryParams: '{}', optIntoOneTap: false });
    expect((await login('bob')).ok).toBe(true);
    await h.engine.refreshFeed();
    await h.engine.settle();
    await tick(20);
    h.clock.advance(10 * 60_000);
    await h.engine.replayNow();
    await h.engine.settle();
    expect(server.state.sent.slice(tried).filter((s) => s.path !== ApiPath.login)).toEqual([]); // nothing as bob
    expect(items(h)).toEqual([]); // and nothing of v1's shown to bob
    expect(server.state.likers.size).toBe(0);

    expect((await login('v1')).ok).toBe(true);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    expect(server.state.sent.slice(tried).filter((s) => s.path !== ApiPath.login).map((s) => s.as)).toEqual(['v1', 'v1']);
    expect(server.state.likers.has('v1')).toBe(true);
    expect(server.state.comments).toHaveLength(1);
  });
});

describe('issue 17: the browser evicting storage', () => {
  it('asks for persistent storage once something is queued, once per session; at start only when work waits', async () => {
    const server = truth();
    const profile = newProfile();
    let asked = 0;
    const storage = { persist: () => ((asked += 1), Promise.resolve(true)) };
    const h = harness(server.handler, profile, { storage });
    await h.start('v1', false);
    await h.engine.refreshFeed();
    expect(asked).toBe(0); // nothing to lose yet
    await h.engine.likePost('1');
    await h.engine.addComment('1', 'a', null);
    expect(asked).toBe(1);
    await h.close();

    const again = harness(server.handler, profile, { storage });
    await again.start('v1', false); // a reload with work waiting
    expect(asked).toBe(2);
    await again.engine.savePost('1');
    expect(asked).toBe(2);
  });
});

describe('issue 17: IndexedDB full (QuotaExceededError) while taps are queued', () => {
  const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('the cache is trimmed and the write tried again first; stored then, the tap stays with its mark and no toast', async () => {
    const server = truth();
    const tries: string[] = [];
    let room = false;
    const h = harness(server.handler, newProfile(), {
      wrapOutbox: (db) => ({ ...db, enqueueMany: (rs) => (tries.push(...rs.map((r) => r.name)), room ? db.enqueueMany(rs) : ((room = true), Promise.reject(full()))) }),
    });
    await h.start('v1', false);
    await h.engine.refreshFeed();
    await h.engine.likePost('1');
    expect(tries).toEqual(['post-like', 'post-like']);
    expect(post1(h)?.likedByViewer).toBe(true);
    expect(items(h)).toMatchObject([{ entityKey: 'post:1', state: 'pending' }]);
    expect(h.engine.getState().status.toast).toBeNull();
  });

  it('still no room: the tap is reverted, never shown pending, and the toast says storage is full; the next tap is stored', async () => {
    const server = truth();
    let room = false;
    const tries: string[] = [];
    let refuse: () => void = () => undefined;
    const h = harness(server.handler, newProfile(), {
      wrapOutbox: (db) => ({
        ...db,
        enqueueMany: (rs) => {
          tries.push(...rs.map((r) => r.name));
          if (room) return db.enqueueMany(rs);
          return new Promise((_resolve, reject) => (refuse = () => reject(full())));
        },
      }),
    });
    await h.start('v1', false);
    await h.engine.refreshFeed();
    const tap = h.engine.likePost('1');
    await tick();
    // Painted at once, but no pending mark while it is not stored.
    expect(post1(h)?.likedByViewer).toBe(true);
    expect(items(h)).toEqual([]);
    refuse();
    for (let i = 0; i < 200 && tries.length < 2; i++) await tick(); // the cache is trimmed first
    expect(items(h)).toEqual([]);
    refuse(); // the write tried again after the trim
    await tap;
    expect(tries).toEqual(['post-like', 'post-like']);
    expect(post1(h)).toMatchObject({ likedByViewer: false, numLikes: BASE_LIKES });
    expect(items(h)).toEqual([]);
    expect(h.engine.getState().status.toast?.text).toMatch(/^Storage is full, so that couldn't be saved to send and was undone/);
    const store = await h.outbox();
    expect(await store.list()).toEqual([]);
    store.close();
    room = true;
    await h.engine.likePost('1');
    expect(items(h)).toMatchObject([{ state: 'pending' }]);
  });
});

describe('issue 17: site data cleared while the app runs, in another tab', () => {
  const deleteFromAnotherTab = (name: string) =>
    new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('delete failed'));
      request.onblocked = () => reject(new Error('blocked: a connection did not close'));
    });

  it('the deletion proceeds; the outbox is opened again with what this tab held, the person is told, and it is all sent once', async () => {
    const server = truth();
    const profile = newProfile();
    const h = harness(server.handler, profile);
    await h.start('v1', false);
    await h.engine.refreshFeed();
    await h.engine.likePost('1');
    await h.engine.addComment('1', 'kept', null);
    await h.engine.settle();

    await deleteFromAnotherTab(profile.outboxName);
    await tick(20);
    await h.engine.savePost('1'); // a tap meanwhile is stored in the new database
    await h.engine.settle();
    expect(h.engine.getState().status.toast?.text).toMatch(/^This site's data was cleared/);
    const store = await h.outbox();
    expect((await store.list()).map((r) => [r.name, r.state])).toEqual([['post-like', 'pending'], ['comment-add', 'pending'], ['post-save', 'pending']]);
    expect((await store.readSession())?.viewerId).toBe('v1');
    store.close();
    expect(items(h).map((i) => i.state)).toEqual(['pending', 'pending', 'pending']);

    h.engine.setOnline(true);
    await h.engine.settle();
    await tick(20);
    await h.engine.settle();
    expect(server.state.likers.has('v1')).toBe(true);
    expect(server.state.comments).toHaveLength(1);
    expect(server.state.saved).toBe(true);
    expect(server.state.sent).toHaveLength(3);
    expect(items(h)).toEqual([]);
    expect(h.log.error).not.toHaveBeenCalled();
  });

  it('with nothing unsent, it is opened again silently', async () => {
    const server = truth();
    const profile = newProfile();
    const h = harness(server.handler, profile);
    await h.start('v1');
    await h.engine.refreshFeed();
    await deleteFromAnotherTab(profile.outboxName);
    await tick(20);
    await h.engine.likePost('1');
    await h.engine.settle();
    await tick(20);
    expect(h.engine.getState().status.toast).toBeNull();
    expect(server.state.likers.has('v1')).toBe(true);
  });
});
