import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { planEnqueue } from './coalesce';
import { OUTBOX_DB_VERSION } from './db';
import { openOutboxStore } from './store';
import type { OutboxDb } from './store';
import { openTestStore, record } from './test-kit';
import { NO_VIEWER, VIEWER_UNKNOWN, isOwnedBy, isShownTo } from './viewer';

let store: OutboxDb | null = null;
afterEach(() => {
  store?.close();
  store = null;
});

describe('ownership', () => {
  it('a record is owned by the viewer who made it only; nobody owns one of no known viewer', () => {
    const mine = record('post-like', { postId: 'p' }, 1, 'alice');
    expect(isOwnedBy(mine, 'alice')).toBe(true);
    expect(isOwnedBy(mine, 'bob')).toBe(false);
    expect(isOwnedBy(mine, null)).toBe(false);
    const unknown = { ...mine, viewerId: NO_VIEWER };
    expect(isOwnedBy(unknown, NO_VIEWER)).toBe(false);
    expect(isShownTo(unknown, 'bob')).toBe(true);
    expect(isShownTo(unknown, null)).toBe(false);
    expect(isShownTo(mine, 'bob')).toBe(false);
  });
});

describe('coalescing and viewers', () => {
  it('an unlike never cancels another viewer’s queued like of the same post', () => {
    const alicesLike = record('post-like', { postId: 'p1' }, 1, 'alice');
    expect(planEnqueue([alicesLike], record('post-unlike', { postId: 'p1' }, 2, 'bob'))).toEqual({ add: true, cancel: [] });
    expect(planEnqueue([alicesLike], record('post-unlike', { postId: 'p1' }, 2, 'alice'))).toEqual({ add: true, cancel: [alicesLike.id] });
  });

  it('on the store too: both viewers’ records stay queued', async () => {
    store = await openTestStore();
    const alicesLike = record('post-like', { postId: 'p1' }, 1, 'alice');
    await store.enqueue(alicesLike);
    const bobsUnlike = record('post-unlike', { postId: 'p1' }, 2, 'bob');
    expect(await store.enqueue(bobsUnlike)).toEqual({ added: bobsUnlike, cancelled: [] });
    expect((await store.list()).map((r) => [r.viewerId, r.name])).toEqual([['alice', 'post-like'], ['bob', 'post-unlike']]);
  });

  it('deleting a comment does not take another viewer’s records that use the same client id', () => {
    const add = record('comment-add', { postId: 'p', clientId: 'local:a', text: 'hi', repliedToCommentId: null }, 1, 'alice');
    const alicesLike = record('comment-like', { commentId: 'local:a' }, 2, 'alice');
    const bobsLike = record('comment-like', { commentId: 'local:a' }, 3, 'bob');
    const plan = planEnqueue([add, alicesLike, bobsLike], record('comment-delete', { postId: 'p', commentId: 'local:a' }, 4, 'alice'));
    expect(plan).toEqual({ add: false, cancel: [add.id, alicesLike.id] });
  });
});

describe('outbox schema 1 → 2: records stored before they carried a viewer', () => {
  it('are of no viewer; the waiting ones are marked failed with viewer_unknown, the others keep their state', async () => {
    expect(OUTBOX_DB_VERSION).toBe(2);
    const name = `outbox-v1-${Math.random()}`;
    const strip = <T extends { viewerId: string }>(r: T): Omit<T, 'viewerId'> => {
      const { viewerId: _viewerId, ...rest } = r;
      return rest;
    };
    const pending = strip(record('post-like', { postId: 'p1' }));
    const sending = { ...strip(record('post-save', { postId: 'p1' })), state: 'sending' };
    const done = { ...strip(record('post-like', { postId: 'p2' })), state: 'done', result: { status: 'ok' } };
    const failed = { ...strip(record('post-like', { postId: 'p3' })), state: 'failed', error: { statusCode: 404, message: 'gone', errorType: 'not_found' } };
    // Schema 1 exactly as shipped: mutations (by-seq, by-createdAt), ids, meta.
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        const mutations = db.createObjectStore('mutations', { keyPath: 'id' });
        mutations.createIndex('by-seq', 'seq', { unique: true });
        mutations.createIndex('by-createdAt', 'createdAt');
        db.createObjectStore('ids');
        db.createObjectStore('meta');
      },
    });
    let seq = 0;
    for (const r of [pending, sending, done, failed]) await v1.put('mutations', { ...r, seq: ++seq });
    await v1.put('meta', seq, 'seq');
    await v1.put('meta', { csrfToken: 'old', rolloutHash: '', appId: '', wwwClaim: '0', mid: '', consentPending: false, hl: null, encryption: null }, 'session');
    v1.close();

    store = await openOutboxStore({ name });
    const byId = new Map((await store.list()).map((r) => [r.id, r]));
    const unknown = { statusCode: 0, message: expect.any(String) as string, errorType: VIEWER_UNKNOWN };
    expect(byId.get(pending.id)).toMatchObject({ viewerId: NO_VIEWER, state: 'failed', error: unknown });
    expect(byId.get(sending.id)).toMatchObject({ viewerId: NO_VIEWER, state: 'failed', error: unknown });
    expect(byId.get(done.id)).toMatchObject({ viewerId: NO_VIEWER, state: 'done', result: { status: 'ok' } });
    expect(byId.get(failed.id)).toMatchObject({ viewerId: NO_VIEWER, state: 'failed', error: { errorType: 'not_found' } });
    // The order (seq) is kept, and new records still go last.
    expect([...byId.keys()]).toEqual([pending.id, sending.id, done.id, failed.id]);
    const fresh = record('post-like', { postId: 'p9' }, 1, 'alice');
    await store.enqueue(fresh);
    expect((await store.list()).at(-1)?.id).toBe(fresh.id);
  });
});
