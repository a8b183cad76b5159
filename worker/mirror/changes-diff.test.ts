import { describe, expect, it } from 'vitest';
import { emptyRestoredCache } from '../store/restored-cache';
import { createStore } from '../store/store';
import { fold, pageOf } from '../test-support/state-fixtures';
import type { Action } from '../store/actions';
import { diffChanges, entityPatches } from './changes-diff';
import { diffState } from './diff';
import { inboxResponse, wireItem, wireThread } from '../direct/direct-test-kit';
import { applyPatches } from '../../src/state/apply-patches';

function setup() {
  const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: null, resolveCommentId: (id) => id }) });
  const tracker = store.track();
  return { store, tracker };
}

describe('mirror patches from the store change log', () => {
  it('a like is one entity set, though the posts map is the same object before and after', () => {
    const { store, tracker } = setup();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 12) });
    tracker.take();
    const last = store.getState();
    store.dispatch({ type: 'post-like-requested', postId: '3' });
    const next = store.getState();
    expect(next.posts.byId).toBe(last.posts.byId);
    expect(diffChanges(last, next, tracker.take())).toEqual([{ op: 'set', path: ['posts', 'byId', '3'], value: next.posts.byId['3'] }]);
  });

  it('a first load, every key written: one set of the whole table', () => {
    const { store, tracker } = setup();
    const last = store.getState();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 3) });
    const ops = diffChanges(last, store.getState(), tracker.take());
    expect(ops).toContainEqual({ op: 'set', path: ['posts', 'byId'], value: store.getState().posts.byId });
  });

  it('a table replaced after in-place writes sends what the mirror does not have yet', () => {
    const { store, tracker } = setup();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 3) });
    tracker.take();
    const last = store.getState();
    const cached = fold([{ type: 'feed-page-loaded', page: pageOf(7, 1) }]);
    store.dispatch({ type: 'post-like-requested', postId: '1' }); // in place, on the old map
    store.dispatch({ type: 'post-deleted', postId: '2' });
    store.dispatch({ type: 'cache-restored', cache: { ...emptyRestoredCache(null), posts: cached.posts.byId } }); // a new map
    const next = store.getState();
    const ops = diffChanges(last, next, tracker.take()).filter((op) => op.path[0] === 'posts' && op.path[1] === 'byId');
    expect(ops).toHaveLength(3);
    expect(ops).toEqual(expect.arrayContaining([
      { op: 'set', path: ['posts', 'byId', '7'], value: next.posts.byId['7'] }, // new in the restored map
      { op: 'set', path: ['posts', 'byId', '1'], value: next.posts.byId['1'] }, // the same object in both maps, written before
      { op: 'del', path: ['posts', 'byId', '2'] }, // deleted in place from the old map
    ]));
  });
});

describe('entity patches straight from the log (no slice walked)', () => {
  const item = (id: string) => ({ id, name: 'post-like' as const, entityKey: 'post:1', state: 'pending' as const, attempts: 0, createdAt: 1, summary: 'Like', error: null });
  const ops = (actions: Action[]) => {
    const { store, tracker } = setup();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 12) });
    tracker.take();
    const last = store.getState();
    for (const a of actions) store.dispatch(a);
    const changes = tracker.take();
    return { fast: entityPatches(store.getState(), changes), full: diffChanges(last, store.getState(), changes), next: store.getState() };
  };

  it('a like: the one entity set, as diffChanges makes it', () => {
    const { fast, full, next } = ops([{ type: 'post-like-requested', postId: '3' }]);
    expect(fast).toEqual([{ op: 'set', path: ['posts', 'byId', '3'], value: next.posts.byId['3'] }]);
    expect(fast).toEqual(full);
  });

  it('several writes: the same ops as diffChanges, each key once, in the order first written', () => {
    const { fast, full } = ops([
      { type: 'outbox-item-upserted', item: item('m') },
      { type: 'post-like-requested', postId: '3' },
      { type: 'post-unlike-requested', postId: '3' },
      { type: 'post-save-requested', postId: '4' },
      { type: 'outbox-item-removed', id: 'm' },
    ]);
    expect(fast?.map((op) => `${op.op} ${op.path.join('/')}`)).toEqual(['del outbox/byId/m', 'set posts/byId/3', 'set posts/byId/4']);
    expect(fast).toHaveLength(full.length);
    expect(fast).toEqual(expect.arrayContaining(full));
  });

  it('null when more than entities changed (SHAPE), or for a long log: diffChanges then', () => {
    expect(ops([{ type: 'post-like-requested', postId: '3' }, { type: 'feed-next-page-requested' }]).fast).toBeNull();
    const many: Action[] = Array.from({ length: 20 }, (_, i) => ({ type: 'outbox-item-upserted', item: item(`m${i}`) }));
    const { fast, full, next } = ops(many);
    expect(fast).toBeNull();
    expect(full).toEqual([{ op: 'set', path: ['outbox', 'byId'], value: next.outbox.byId }]); // every key written: the table whole
  });
});

describe('the direct slice goes key by key (benchmark 13b: it went whole on every change)', () => {
  const loaded = (store: ReturnType<typeof setup>['store']) => {
    const threads = ['t1', 't2', 't3'].map((t, n) => wireThread(t, [wireItem(`${t}-a`, 10 + n), wireItem(`${t}-b`, 5 + n)]));
    store.dispatch({ type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse(threads, 4), older: false });
  };

  it('a message arriving: its item, its thread and the seq_id, nothing else of the slice', () => {
    const { store, tracker } = setup();
    loaded(store);
    tracker.take();
    const last = store.getState();
    store.dispatch({ type: 'direct-delta', seqId: 5, delta: { op: 'item_added', thread_id: 't2', item: wireItem('t2-c', 50) } });
    const next = store.getState();
    const ops = diffChanges(last, next, tracker.take());
    expect(ops.every((op) => op.path[0] === 'direct' && op.path.length >= 2)).toBe(true);
    expect(ops).toContainEqual({ op: 'set', path: ['direct', 'items', 't2-c'], value: next.direct.items['t2-c'] });
    expect(ops).toContainEqual({ op: 'set', path: ['direct', 'threads', 't2'], value: next.direct.threads.t2 });
    expect(ops).toContainEqual({ op: 'set', path: ['direct', 'seqId'], value: 5 });
    expect(ops.some((op) => op.path[1] === 'items' && op.path[2] !== 't2-c')).toBe(false);
    expect(ops.some((op) => op.path[1] === 'threads' && op.path[2] !== 't2')).toBe(false);
    // The same ops as the pure diff of the two states.
    expect(ops).toEqual(diffState(last, next));
  });

  it('applied to the page’s copy, the untouched items keep their identity and the state equals the worker’s', () => {
    const { store, tracker } = setup();
    loaded(store);
    tracker.take();
    const last = store.getState();
    const page = structuredClone(last); // the main thread's copy (posted)
    store.dispatch({ type: 'direct-typing', threadId: 't1', userId: 'u1', status: 1, timestamp: 60, expiresAtMs: 9_000 });
    store.dispatch({ type: 'direct-delta', seqId: 5, delta: { op: 'item_added', thread_id: 't1', item: wireItem('t1-c', 70) } });
    const after = applyPatches(page, diffChanges(last, store.getState(), tracker.take()));
    expect(after.direct).toEqual(store.getState().direct);
    expect(after.direct.items['t1-a']).toBe(page.direct.items['t1-a']);
    expect(after.direct.threads.t3).toBe(page.direct.threads.t3);
  });
});
