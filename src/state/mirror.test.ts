import { describe, expect, it, vi } from 'vitest';
import type { ClientState, OutboxItemView } from '../../worker/model';
import type { MirrorMessage } from '../../worker/mirror-protocol';
import { diffState } from '../../worker/mirror/diff';
import { createEarlySnapshot } from '../../worker/mirror/early-snapshot';
import { createMirrorSender } from '../../worker/mirror/sender';
import { emptyRestoredCache } from '../../worker/store/restored-cache';
import { createStore } from '../../worker/store/store';
import { initialState } from '../../worker/store/initial-state';
import type { Action } from '../../worker/store/actions';
import { feedPage, fold, pageOf, postPage } from '../../worker/test-support/state-fixtures';
import { wireComment, wirePost } from '../../worker/test-support/wire-fixtures';
import { applyPatches } from './apply-patches';
import { createMirror } from './mirror';

const steps: Action[] = [
  { type: 'feed-page-loaded', page: pageOf(1, 12) },
  { type: 'post-like-requested', postId: '2' },
  { type: 'viewer-changed', viewerId: 'me', user: { id: 'me', username: 'me' } },
  { type: 'post-page-loaded', page: postPage(wirePost('3'), [wireComment('a'), wireComment('b')]) },
  { type: 'comment-add-requested', postId: '3', clientId: 'local:1', text: 'x', repliedToCommentId: null, userId: 'me', postedAt: 1 },
  { type: 'outbox-item-upserted', item: { id: 'm', name: 'post-like', entityKey: 'post:2', state: 'pending', attempts: 0, createdAt: 1, summary: 'Like', error: null } },
  { type: 'feed-next-page-loaded', page: pageOf(13, 12) },
  { type: 'post-deleted', postId: '5' },
  { type: 'outbox-item-removed', id: 'm' },
  { type: 'feed-refreshed', page: feedPage([wirePost('99')]) },
  { type: 'session-cleared' },
];

const clone = <T>(v: T): T => structuredClone(v);

describe('mirror diff → apply round trip', () => {
  it('apply(patches(prev, next), prev) deep-equals next, at every step', () => {
    let prev: ClientState = initialState();
    let mirrored: ClientState = clone(prev);
    for (const action of steps) {
      const store = createStore({ initial: prev, pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
      store.dispatch(action);
      const next = store.getState();
      // The patches cross a MessagePort: structured clone, as in the app.
      mirrored = applyPatches(mirrored, clone(diffState(prev, next)));
      expect(mirrored).toEqual(next);
      prev = next;
    }
  });

  it('untouched branches keep their identity; touched slices and the root are new', () => {
    const prev = clone(createStore({ pendingRecords: () => [], context: () => ({ viewerId: null, resolveCommentId: (i) => i }) }).getState());
    const loaded = applyPatches(prev, [{ op: 'set', path: ['posts', 'byId', '1'], value: { id: '1' } }, { op: 'set', path: ['posts', 'byId', '2'], value: { id: '2' } }]);
    const two = loaded.posts.byId['2'];
    const liked = applyPatches(loaded, [{ op: 'set', path: ['posts', 'byId', '1'], value: { id: '1', liked: true } }]);
    expect(liked).not.toBe(loaded);
    expect(liked.posts).not.toBe(loaded.posts);
    expect(liked.posts.byId['2']).toBe(two);
    expect(liked.feed).toBe(loaded.feed);
    expect(liked.comments).toBe(loaded.comments);
    expect(liked.posts.idByCode).toBe(loaded.posts.idByCode);
  });

  it('entity tables are written in place (O(1)); the slice and the root above them are copied', () => {
    const prev = clone(initialState());
    const byId = prev.posts.byId;
    const next = applyPatches(prev, [{ op: 'set', path: ['posts', 'byId', '1'], value: { id: '1' } }]);
    expect(next.posts.byId).toBe(byId);
    expect(next.posts).not.toBe(prev.posts);
    expect(prev.posts.byId['1']).toEqual({ id: '1' }); // shared with the earlier state, by design
    const gone = applyPatches(next, [{ op: 'del', path: ['posts', 'byId', '1'] }]);
    expect(gone.posts.byId).toBe(byId);
    expect('1' in byId).toBe(false);
  });

  it('a message of entity ops on two slices (a like and its outbox item) copies the root and each slice once', () => {
    const prev = clone(initialState());
    const ops = [
      { op: 'set', path: ['posts', 'byId', '1'], value: { id: '1', likedByViewer: true } },
      { op: 'set', path: ['outbox', 'byId', 'm1'], value: { id: 'm1' } },
      { op: 'set', path: ['posts', 'byId', '2'], value: { id: '2' } },
    ] as const;
    const next = applyPatches(prev, ops);
    expect(next).not.toBe(prev);
    expect(next.posts).not.toBe(prev.posts);
    expect(next.outbox).not.toBe(prev.outbox);
    expect(next.users).toBe(prev.users);
    expect(next.posts.byId).toBe(prev.posts.byId);
    expect(Object.keys(next.posts.byId)).toEqual(['1', '2']);
    expect(next.outbox.byId['m1']).toEqual({ id: 'm1' });
    // The same ops with a non-entity op among them (the general path) give the same state.
    const mixed = applyPatches(clone(initialState()), [...ops, { op: 'set', path: ['feed', 'pagination', 'isFetching'], value: true }]);
    expect({ ...mixed, feed: next.feed }).toEqual(next);
    expect(mixed.feed.pagination.isFetching).toBe(true);
    // A non-entity op in the middle: the entity ops before it and after it still apply.
    const start = clone(initialState());
    const middle = applyPatches(start, [ops[0], { op: 'set', path: ['feed', 'pagination', 'isFetching'], value: true }, ops[1], ops[2]]);
    expect({ ...middle, feed: next.feed }).toEqual(next);
    expect(middle.feed.pagination.isFetching).toBe(true);
    expect(start.feed.pagination.isFetching).toBe(false);
    expect(middle.posts).not.toBe(start.posts);
    expect(middle.outbox).not.toBe(start.outbox);
    expect(middle.users).toBe(start.users);
  });

  it('a non-table object on the path is copied, not written in place', () => {
    const prev = clone(initialState());
    const next = applyPatches(prev, [{ op: 'set', path: ['feed', 'pagination', 'isFetching'], value: true }]);
    expect(next.feed.pagination).not.toBe(prev.feed.pagination);
    expect(prev.feed.pagination.isFetching).toBe(false);
  });

  it('a whole-table set replaces the table (logout, first load)', () => {
    const prev = clone(initialState());
    const loaded = applyPatches(prev, [{ op: 'set', path: ['posts', 'byId', '1'], value: { id: '1' } }]);
    const cleared = applyPatches(loaded, [{ op: 'set', path: ['posts', 'byId'], value: {} }]);
    expect(cleared.posts.byId).toEqual({});
    expect(loaded.posts.byId).toEqual({ '1': { id: '1' } });
  });

  it('del removes the key', () => {
    const s = applyPatches({ a: { x: 1, y: 2 } }, [{ op: 'del', path: ['a', 'x'] }]);
    expect(s).toEqual({ a: { y: 2 } });
  });

  it('through the real sender: the mirror equals the store after every batch, tables written in place and replaced', () => {
    const sent: MirrorMessage[] = [];
    const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
    const sender = createMirrorSender({ postMessage: (msg) => sent.push(msg) }, store);
    sender.flush();
    const first = sent[0];
    if (first?.type !== 'snapshot') throw new Error('no snapshot');
    let mirrored: ClientState = structuredClone(first.state);
    const item = (id: string): OutboxItemView => ({ id, name: 'post-like', entityKey: 'post:2', state: 'pending', attempts: 0, createdAt: 1, summary: 'Like', error: null });
    const cached = fold([{ type: 'feed-page-loaded', page: pageOf(20, 3) }]);
    const batches: Action[][] = [
      [{ type: 'feed-page-loaded', page: pageOf(1, 6) }],
      [{ type: 'outbox-item-upserted', item: item('a') }, { type: 'post-like-requested', postId: '2' }],
      [{ type: 'post-save-requested', postId: '1' }, { type: 'post-deleted', postId: '3' }, { type: 'cache-restored', cache: { ...emptyRestoredCache('me'), posts: cached.posts.byId } }],
      [{ type: 'outbox-item-upserted', item: item('b') }, { type: 'outbox-listed', items: [item('a')] }],
      [{ type: 'post-save-requested', postId: '4' }, { type: 'session-cleared' }, { type: 'feed-page-loaded', page: pageOf(4, 2) }],
      [{ type: 'post-like-requested', postId: '5' }, { type: 'post-unlike-requested', postId: '5' }, { type: 'post-deleted', postId: '4' }],
    ];
    for (const batch of batches) {
      batch.forEach((a) => store.dispatch(a));
      sender.flush();
      const msg = sent.at(-1);
      if (msg?.type === 'patches') mirrored = applyPatches(mirrored, structuredClone(msg.patches));
      expect(mirrored).toEqual(store.getState());
    }
  });
});

describe('createMirror', () => {
  it('reads a snapshot sent in parts by the real sender: ready, and notified, only once it holds every part', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const listener = vi.fn();
    mirror.subscribe(listener);
    const store = createStore({ initial: fold([{ type: 'feed-page-loaded', page: pageOf(1, 1500) }]), pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
    const types: string[] = [];
    const sender = createMirrorSender({ postMessage: (m) => (types.push(m.type), port1.postMessage(m)) }, store);
    sender.flush();
    expect(types[0]).toBe('snapshot');
    expect(types.filter((t) => t === 'snapshot-part').length).toBeGreaterThanOrEqual(2);
    await mirror.ready;
    expect(listener).toHaveBeenCalledTimes(1);
    expect(mirror.getState()).toEqual(store.getState());
    // Patches follow on the same port, after the parts.
    const received = new Promise<void>((r) => {
      const un = mirror.subscribe(() => (un(), r()));
    });
    store.dispatch({ type: 'post-like-requested', postId: '1400' });
    sender.flush();
    await received;
    expect(mirror.getState().posts.byId['1400']?.likedByViewer).toBe(true);
    mirror.close();
    port1.close();
  });

  it('a snapshot in parts: not ready before its last part; a part of another snapshot is ignored', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const state = initialState();
    port1.postMessage({ type: 'snapshot', seq: 1, state, parts: 2 } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot-part', seq: 7, slice: 'posts', key: 'byId', entries: { x: { id: 'x' } } } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { a: { id: 'a' } } } satisfies MirrorMessage);
    await new Promise((r) => setTimeout(r, 20));
    expect(mirror.isReady()).toBe(false);
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { b: { id: 'b' } } } satisfies MirrorMessage);
    await mirror.ready;
    expect(Object.keys(mirror.getState().posts.byId)).toEqual(['a', 'b']);
    mirror.close();
    port1.close();
  });

  it('reads parts sent before their snapshot (early parts of the restored cache) with the real early sender and sender', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const restored = fold([{ type: 'feed-page-loaded', page: pageOf(1, 1500) }]);
    const port = { postMessage: (m: MirrorMessage) => port1.postMessage(m) };
    const early = createEarlySnapshot(port);
    early.send('posts.byId', restored.posts.byId);
    const store = createStore({ initial: restored, pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
    store.dispatch({ type: 'post-like-requested', postId: '7' }); // after the early parts went
    createMirrorSender(port, store, { early: early.sent() }).flush();
    await mirror.ready;
    expect(mirror.getState()).toEqual(store.getState());
    expect(mirror.getState().posts.byId['7']?.likedByViewer).toBe(true);
    mirror.close();
    port1.close();
  });

  it('builds the table a part indexes (posts.idByCode of posts.byId), early or not; a part sent as a list is read by id', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const index = { key: 'idByCode', field: 'code' };
    const post = (id: string) => ({ id, code: `c${id}` });
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { a: post('a') }, index } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot-values', seq: 1, slice: 'posts', key: 'byId', values: [post('b')], index } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot', seq: 1, state: initialState(), parts: 1 } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { c: post('c') }, index } satisfies MirrorMessage);
    await mirror.ready;
    expect(mirror.getState().posts.idByCode).toEqual({ ca: 'a', cb: 'b', cc: 'c' });
    expect(Object.keys(mirror.getState().posts.byId)).toEqual(['a', 'b', 'c']);
    mirror.close();
    port1.close();
  });

  it('shows a first screen sent before the snapshot, which then replaces it; one after the snapshot is ignored (issue 16)', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const heard: number[] = [];
    mirror.subscribe(() => heard.push(Object.keys(mirror.getState().posts.byId).length));
    const first = fold([{ type: 'feed-page-loaded', page: pageOf(1, 12) }]);
    port1.postMessage({ type: 'first-screen', seq: 0, state: { ...first, status: { ...first.status, restored: false } } } satisfies MirrorMessage);
    await mirror.firstScreen;
    expect(mirror.isReady()).toBe(false);
    expect(mirror.getState().feed.items).toEqual(first.feed.items);
    expect(mirror.getState().status.restored).toBe(false);
    const full = fold([{ type: 'feed-page-loaded', page: pageOf(1, 30) }]);
    port1.postMessage({ type: 'snapshot', seq: 1, state: full, parts: 0 } satisfies MirrorMessage);
    await mirror.ready;
    expect(Object.keys(mirror.getState().posts.byId)).toHaveLength(30);
    port1.postMessage({ type: 'first-screen', seq: 0, state: first } satisfies MirrorMessage);
    port1.postMessage({ type: 'patches', seq: 2, patches: [{ op: 'set', path: ['status', 'online'], value: false }] } satisfies MirrorMessage);
    await vi.waitFor(() => expect(mirror.getState().status.online).toBe(false));
    expect(Object.keys(mirror.getState().posts.byId)).toHaveLength(30);
    expect(heard).toEqual([12, 30, 30]);
    mirror.close();
    port1.close();
  });

  it('drops early parts of a snapshot that never came (the sender sent another seq)', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { stale: { id: 'stale' } } } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot', seq: 2, state: initialState(), parts: 1 } satisfies MirrorMessage);
    port1.postMessage({ type: 'snapshot-part', seq: 2, slice: 'posts', key: 'byId', entries: { a: { id: 'a' } } } satisfies MirrorMessage);
    await mirror.ready;
    expect(Object.keys(mirror.getState().posts.byId)).toEqual(['a']);
    // A part of an older seq after that is dropped too.
    port1.postMessage({ type: 'snapshot-part', seq: 1, slice: 'posts', key: 'byId', entries: { late: { id: 'late' } } } satisfies MirrorMessage);
    port1.postMessage({ type: 'patches', seq: 3, patches: [{ op: 'set', path: ['status', 'online'], value: false }] } satisfies MirrorMessage);
    await new Promise((r) => setTimeout(r, 20));
    expect(mirror.getState().status.online).toBe(false);
    expect(Object.keys(mirror.getState().posts.byId)).toEqual(['a']);
    mirror.close();
    port1.close();
  });

  it('applies a snapshot then patches from the port and notifies once per message', async () => {
    const { port1, port2 } = new MessageChannel();
    const mirror = createMirror(port2);
    const listener = vi.fn();
    mirror.subscribe(listener);
    const state = initialState();
    port1.postMessage({ type: 'snapshot', seq: 1, state, parts: 0 } satisfies MirrorMessage);
    await mirror.ready;
    expect(mirror.getState()).toEqual(state);
    const before = mirror.getState();
    const received = new Promise<void>((r) => {
      const un = mirror.subscribe(() => (un(), r()));
    });
    port1.postMessage({
      type: 'patches',
      seq: 2,
      patches: [
        { op: 'set', path: ['status', 'online'], value: false },
        { op: 'set', path: ['feed', 'isLoading'], value: true },
      ],
    } satisfies MirrorMessage);
    await received;
    expect(listener).toHaveBeenCalledTimes(2);
    expect(mirror.getState().status.online).toBe(false);
    expect(mirror.getState().posts).toBe(before.posts);
    mirror.close();
    port1.close();
  });

  it('tells the screen of patch messages once per frame with the last state, and of a prediction (a tap) at once (issue 17)', async () => {
    const { port1, port2 } = new MessageChannel();
    const frames: (() => void)[] = [];
    const mirror = createMirror(port2, undefined, (run) => {
      frames.push(run);
      return () => frames.splice(frames.indexOf(run), 1);
    });
    const perMessage = vi.fn();
    const seen: boolean[] = [];
    mirror.subscribe(perMessage);
    mirror.subscribeFrames(() => seen.push(mirror.getState().posts.byId['1']?.likedByViewer ?? false));
    const state = fold([{ type: 'feed-page-loaded', page: pageOf(1, 2) }]);
    port1.postMessage({ type: 'snapshot', seq: 1, state, parts: 0 } satisfies MirrorMessage);
    await mirror.ready;
    expect(seen).toEqual([false]);
    const post = mirror.getState().posts.byId['1'];
    for (let i = 0; i < 5; i++) port1.postMessage({ type: 'patches', seq: 2 + i, patches: [{ op: 'set', path: ['posts', 'byId', '1'], value: { ...post, likedByViewer: i % 2 === 0 } }] } satisfies MirrorMessage);
    await vi.waitFor(() => expect(perMessage).toHaveBeenCalledTimes(6));
    expect(seen).toEqual([false]);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(seen).toEqual([false, true]);
    // A tap: its prediction is heard at once, not at the next frame.
    let settle: () => void = () => undefined;
    mirror.predict([{ op: 'set', path: ['posts', 'byId', '1'], value: { ...post, likedByViewer: false } }], new Promise<void>((r) => (settle = r)));
    expect(seen).toEqual([false, true, false]);
    expect(frames).toHaveLength(0);
    settle();
    mirror.close();
    port1.close();
  });
});
