import { describe, expect, it, vi } from 'vitest';
import { ApiPath, QueryHash } from '../sync/api/paths';
import { wireCommentAdd, wireFeed, wirePost } from './test-support/wire-fixtures';
import type { Handler, Harness, HarnessOptions } from './test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from './test-support/engine-harness';
import type { MirrorMessage } from './mirror-protocol';

const keep = closedAfterEach();

const feedBody = (liked = false) => wireFeed([wirePost('1', { viewer_has_liked: liked }), wirePost('2')]);

/** A server: the feed, likes, saves and comments (comment text 'bad' is refused with a 400). */
const server: Handler = ({ method, url, body }) => {
  if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.feed) return json(feedBody());
  if (method === 'POST' && url.pathname.startsWith('/web/likes/')) return json({ status: 'ok' });
  if (method === 'POST' && url.pathname === ApiPath.commentAdd('1')) {
    const text = new URLSearchParams(body).get('comment_text') ?? '';
    if (text === 'bad') return json({ status: 'fail', message: 'Comment not allowed', error_type: 'invalid_comment' }, 400);
    return json(wireCommentAdd('srv-1', text));
  }
  return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
};

function harness(handler: Handler = server, profile = newProfile(), opts: HarnessOptions = {}): Harness {
  return keep(createHarness(profile, handler, opts));
}

describe('engine', () => {
  it('sends the first snapshot on the patch port once started, then patches', async () => {
    const h = harness();
    const got: MirrorMessage[] = [];
    h.port.onmessage = (e: MessageEvent) => got.push(e.data as MirrorMessage);
    await h.start();
    await h.engine.refreshFeed();
    await new Promise((r) => setTimeout(r, 10));
    expect(got[0]).toMatchObject({ type: 'snapshot', seq: 1, state: { status: { restored: true, viewerId: 'v1' } } });
    expect(got.slice(1).every((m) => m.type === 'patches')).toBe(true);
    const paths = got.flatMap((m) => (m.type === 'patches' ? m.patches.map((p) => p.path.join('.')) : []));
    expect(paths).toContain('posts.byId');
    expect(paths).toContain('feed');
  });

  it('a task the entry reports sends its first change to the mirror at once, without a microtask', async () => {
    const h = harness();
    await h.start();
    await h.engine.refreshFeed();
    await h.engine.settle();
    const post = vi.spyOn(h.senderPort, 'postMessage');
    for (const online of [false, true]) {
      h.taskStarted(); // worker/main.ts: a message came
      h.engine.setOnline(online);
    }
    expect(post).toHaveBeenCalledTimes(2); // synchronously, one message per task
    post.mockRestore();
  });

  it('DESIGN.md rule 1: a like made offline is in the outbox before any network call', async () => {
    const profile = newProfile();
    let recordSeenAtSend = false;
    const h = harness(async (req) => {
      if (req.method === 'POST') {
        const store = await h.outbox();
        recordSeenAtSend = (await store.list()).some((r) => r.name === 'post-like');
        store.close();
      }
      return server(req);
    }, profile);
    await h.start();
    await h.engine.refreshFeed();
    h.engine.setOnline(false);
    await h.engine.likePost('1');
    await h.engine.settle();
    expect(h.posts()).toHaveLength(0);
    const store = await h.outbox();
    expect((await store.list()).map((r) => r.name)).toEqual(['post-like']);
    store.close();
    expect(h.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: true, numLikes: 11 });
    expect(Object.values(h.engine.getState().outbox.byId)).toMatchObject([{ entityKey: 'post:1', state: 'pending', summary: 'Like' }]);

    h.engine.setOnline(true);
    await h.engine.settle();
    expect(h.posts().map((c) => c.path)).toEqual([ApiPath.like('1')]);
    expect(recordSeenAtSend).toBe(true);
    expect(h.engine.getState().outbox.byId).toEqual({});
    expect(h.engine.getState().posts.byId['1']?.likedByViewer).toBe(true);
  });

  it('DESIGN.md rule 7: a like then an unlike offline sends only the final state, once', async () => {
    const h = harness();
    await h.start();
    await h.engine.refreshFeed();
    h.engine.setOnline(false);
    await h.engine.likePost('1');
    await h.engine.unlikePost('1');
    h.engine.setOnline(true);
    await h.engine.settle();
    expect(h.posts().map((c) => c.path)).toEqual([ApiPath.unlike('1')]);
    expect(h.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: false, numLikes: 10 });
    expect(h.engine.getState().outbox.byId).toEqual({});
  });

  it('DESIGN.md rule 3 / 6: a comment refused with a 4xx is reverted, toasted and kept as failed', async () => {
    const h = harness();
    await h.start();
    await h.engine.refreshFeed();
    await h.engine.addComment('1', 'bad', null);
    await h.engine.settle();
    const s = h.engine.getState();
    expect(Object.keys(s.comments.byId).filter((id) => id.startsWith('local:'))).toEqual([]);
    expect(s.posts.byId['1']?.numComments).toBe(0);
    const [item] = Object.values(s.outbox.byId);
    expect(item).toMatchObject({ name: 'comment-add', state: 'failed', error: 'Comment not allowed', entityKey: 'comment:local:uuid-1' });
    expect(s.status.toast).toMatchObject({ text: "Couldn't post your comment.", actionText: 'Retry', action: { type: 'retry-mutation', mutationId: item?.id } });
  });

  it('000 §4 Toast: the failure toast goes after 5000 ms', async () => {
    const h = harness();
    await h.start();
    await h.engine.addComment('1', 'bad', null);
    await h.engine.settle();
    expect(h.engine.getState().status.toast).not.toBeNull();
    h.clock.advance(4999);
    expect(h.engine.getState().status.toast).not.toBeNull();
    h.clock.advance(1);
    expect(h.engine.getState().status.toast).toBeNull();
  });

  it('retrying a failed comment requeues it with a new id; success swaps in the server id', async () => {
    let refuse = true;
    const h = harness((req) => {
      if (req.method === 'POST' && req.url.pathname === ApiPath.commentAdd('1') && refuse) {
        return json({ status: 'fail', message: 'Try later', error_type: 'bad_request' }, 400);
      }
      return server(req);
    });
    await h.start();
    await h.engine.refreshFeed();
    await h.engine.addComment('1', 'hello', null);
    await h.engine.settle();
    const failed = Object.values(h.engine.getState().outbox.byId)[0];
    expect(failed?.state).toBe('failed');
    refuse = false;
    await h.engine.retryMutation(failed?.id ?? '');
    await h.engine.settle();
    const s = h.engine.getState();
    expect(s.outbox.byId).toEqual({});
    expect(s.comments.byId['srv-1']).toMatchObject({ text: 'hello' });
    expect(s.comments.byId['local:uuid-1']).toBeUndefined();
    expect(s.posts.byId['1']).toMatchObject({ previewCommentIds: ['srv-1'], numComments: 1 });
  });

  it('discarding a failed item removes it from the outbox and the view', async () => {
    const h = harness();
    await h.start();
    await h.engine.addComment('1', 'bad', null);
    await h.engine.settle();
    const id = Object.keys(h.engine.getState().outbox.byId)[0] ?? '';
    await h.engine.discardMutation(id);
    expect(h.engine.getState().outbox.byId).toEqual({});
    const store = await h.outbox();
    expect(await store.list()).toEqual([]);
    store.close();
  });

  it('DESIGN.md rule 6: a reload keeps pending work and its marks', async () => {
    const profile = newProfile();
    const a = harness(server, profile);
    await a.start();
    await a.engine.refreshFeed();
    a.engine.setOnline(false);
    await a.engine.likePost('1');
    await a.engine.addComment('1', 'offline hello', null);
    await a.engine.settle();
    await a.close();

    const b = harness(server, profile);
    await b.start('v1', false);
    const s = b.engine.getState();
    expect(s.feed.source).toBe('cache');
    expect(s.posts.byId['1']).toMatchObject({ likedByViewer: true, numLikes: 11, numComments: 1 });
    expect(s.comments.byId['local:uuid-2']).toMatchObject({ text: 'offline hello' });
    expect(Object.values(s.outbox.byId).map((i) => [i.entityKey, i.state])).toEqual([
      ['post:1', 'pending'],
      ['comment:local:uuid-2', 'pending'],
    ]);
  });

  it('DESIGN.md rule 5: a refresh that says not liked keeps a pending like', async () => {
    const h = harness();
    await h.start();
    await h.engine.refreshFeed();
    h.engine.setOnline(false);
    await h.engine.likePost('1');
    await h.engine.refreshFeed(); // the fake server still answers (only the replayer checks online)
    expect(h.engine.getState().posts.byId['1']).toMatchObject({ likedByViewer: true, numLikes: 11 });
  });

  it('reads that get no answer keep the cached feed and show no error', async () => {
    let offline = false;
    const h = harness((req) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : server(req)));
    await h.start();
    await h.engine.refreshFeed();
    offline = true;
    await h.engine.refreshFeed();
    expect(h.engine.getState().feed).toMatchObject({ items: ['1', '2'], isLoading: false, error: null });
  });

  it('001 §4 Pagination / 001 §8: a fetch while already fetching is ignored with a warning', async () => {
    const h = harness();
    await h.start();
    await Promise.all([h.engine.refreshFeed(), h.engine.refreshFeed()]);
    expect(h.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    expect(h.log.warn).toHaveBeenCalledWith('feed: fetch while already fetching ignored (001 §4 Pagination)');
  });

  it('a loaded post falls back to the cache when offline', async () => {
    let offline = false;
    const h = harness((req) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : server(req)));
    await h.start();
    await h.engine.refreshFeed();
    offline = true;
    expect(await h.engine.loadPost('code1')).toEqual({ ok: true, value: '1' });
    const missing = await h.engine.loadPost('nope');
    expect(missing).toMatchObject({ ok: false, statusCode: 0 });
  });

  it('updateSession is written to the outbox meta for the service worker', async () => {
    const h = harness();
    await h.start();
    h.engine.updateSession({ csrfToken: 'csrf2' });
    await h.engine.settle();
    const store = await h.outbox();
    expect((await store.readSession())?.csrfToken).toBe('csrf2');
    store.close();
  });

  it('DESIGN.md rule 6: another tab sees the pending work at once (OUTBOX_CHANNEL)', async () => {
    const profile = newProfile();
    const a = harness(server, profile, { broadcast: true });
    const b = harness(server, profile, { broadcast: true });
    await a.start('v1', false);
    await b.start('v1', false);
    await a.engine.likePost('1');
    for (let i = 0; i < 100 && Object.keys(b.engine.getState().outbox.byId).length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(Object.values(b.engine.getState().outbox.byId)).toMatchObject([{ entityKey: 'post:1', state: 'pending' }]);
  });

  it('DESIGN.md Persistence: a QuotaExceededError on enqueue trims the cache and retries', async () => {
    let fail = true;
    const h = harness(server, newProfile(), {
      wrapOutbox: (db) => ({
        ...db,
        enqueueMany(records) {
          if (fail) {
            fail = false;
            return Promise.reject(new DOMException('full', 'QuotaExceededError'));
          }
          return db.enqueueMany(records);
        },
      }),
    });
    await h.start('v1', false);
    await h.engine.likePost('1');
    const store = await h.outbox();
    expect((await store.list()).map((r) => r.name)).toEqual(['post-like']);
    store.close();
    expect(h.engine.getState().status.toast).toBeNull();
  });

  it('still no room after trimming: the user is told and nothing is applied', async () => {
    const h = harness(server, newProfile(), {
      wrapOutbox: (db) => ({ ...db, enqueueMany: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) }),
    });
    await h.start();
    await h.engine.refreshFeed();
    await h.engine.likePost('1');
    expect(h.engine.getState().status.toast?.text).toMatch(/Storage is full/);
    expect(h.engine.getState().posts.byId['1']?.likedByViewer).toBe(false);
  });
});
