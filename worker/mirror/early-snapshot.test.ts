import { describe, expect, it } from 'vitest';
import type { MirrorMessage } from '../mirror-protocol';
import type { Action } from '../store/actions';
import { emptyRestoredCache } from '../store/restored-cache';
import { createStore } from '../store/store';
import { fold, pageOf } from '../test-support/state-fixtures';
import { createEarlySnapshot } from './early-snapshot';
import { createMirrorSender } from './sender';

const context = () => ({ viewerId: null, resolveCommentId: (id: string) => id });

describe('early snapshot parts', () => {
  const state = fold([{ type: 'feed-page-loaded', page: pageOf(1, 25) }]);

  it('sends a large table at once, in parts of the snapshot to come; a small one waits for the snapshot', () => {
    const sent: MirrorMessage[] = [];
    const early = createEarlySnapshot({ postMessage: (m) => sent.push(m) }, 1, 10);
    early.send('posts.byId', state.posts.byId);
    early.send('users.users', state.users.users); // one user: under the part size
    expect(sent.map((m) => m.type === 'snapshot-part' && [m.seq, m.slice, m.key, Object.keys(m.entries).length])).toEqual([
      [1, 'posts', 'byId', 10],
      [1, 'posts', 'byId', 10],
      [1, 'posts', 'byId', 5],
    ]);
    expect([...early.sent().tables.keys()]).toEqual([0]);
    expect(() => early.send('posts.byId', state.posts.byId)).toThrow(/twice/);
    expect(() => early.send('posts.nope', {})).toThrow(/no table/);
  });

  it('a table given as its list of values goes as lists (no keys), and what went is known as parts when asked', () => {
    const sent: MirrorMessage[] = [];
    const early = createEarlySnapshot({ postMessage: (m) => sent.push(m) }, 1, 10);
    const values = Object.values(state.posts.byId);
    early.send('posts.byId', state.posts.byId, { values });
    expect(sent.map((m) => m.type === 'snapshot-values' && [m.seq, m.slice, m.key, m.values.map((v) => v.id)])).toEqual([
      [1, 'posts', 'byId', values.slice(0, 10).map((v) => v.id)],
      [1, 'posts', 'byId', values.slice(10, 20).map((v) => v.id)],
      [1, 'posts', 'byId', values.slice(20).map((v) => v.id)],
    ]);
    const parts = early.sent().tables.get(0)?.() ?? [];
    expect(Object.assign({}, ...parts.map((p) => p.entries))).toEqual(state.posts.byId);
  });

  /** The posts sent early (parts of 10), then `action` in the store, then the sender's first snapshot: every message. */
  function startAfter(action: Action): MirrorMessage[] {
    const sent: MirrorMessage[] = [];
    const port = { postMessage: (m: MirrorMessage) => sent.push(m) };
    const early = createEarlySnapshot(port, 1, 10);
    early.send('posts.byId', state.posts.byId);
    const store = createStore({ initial: state, pendingRecords: () => [], context });
    store.dispatch(action);
    createMirrorSender(port, store, { early: early.sent() }).flush();
    return sent;
  }

  it('the first snapshot takes the early parts: same seq, their table empty, only what changed since', () => {
    const sent = startAfter({ type: 'post-like-requested', postId: '4' });
    const head = sent[3];
    expect(head?.type === 'snapshot' && [head.seq, Object.keys(head.state.posts.byId).length, head.parts]).toEqual([1, 0, 1]);
    expect(sent.slice(4).map((m) => m.type === 'snapshot-part' && [m.seq, Object.keys(m.entries)])).toEqual([[1, ['4']]]);
  });

  /**
   * As the engine starts (bench 1): the restored cache's posts sent early, the sender made, then
   * the store takes the very map (cache-restored handing its maps over) and `after` runs.
   */
  function startTaking(after: Action[], senderFirst = true): { sent: MirrorMessage[]; store: ReturnType<typeof createStore> } {
    const sent: MirrorMessage[] = [];
    const port = { postMessage: (m: MirrorMessage) => sent.push(m) };
    const posts = { ...state.posts.byId };
    const early = createEarlySnapshot(port, 1, 10);
    early.send('posts.byId', posts);
    const store = createStore({ pendingRecords: () => [], context });
    const made = senderFirst ? createMirrorSender(port, store, { early: early.sent() }) : null;
    store.dispatch({ type: 'cache-restored', cache: { ...emptyRestoredCache(null), posts, ownMaps: true } });
    expect(store.getState().posts.byId).toBe(posts);
    for (const action of after) store.dispatch(action);
    (made ?? createMirrorSender(port, store, { early: early.sent() })).flush();
    return { sent, store };
  }

  /** The mirror's posts: the early parts, then the snapshot's head and its parts. */
  function mirrored(sent: MirrorMessage[]): Record<string, unknown> {
    const head = sent.find((m) => m.type === 'snapshot');
    if (head?.type !== 'snapshot') throw new Error('no snapshot');
    const posts: Record<string, unknown> = { ...head.state.posts.byId };
    for (const m of sent) if (m.type === 'snapshot-part' && m.seq === head.seq && m.key === 'byId') Object.assign(posts, m.entries);
    return posts;
  }

  it('a store taking the very map sent early: only the keys its log noted since go (no entry compared)', () => {
    const { sent, store } = startTaking([{ type: 'post-like-requested', postId: '4' }, { type: 'post-save-requested', postId: '7' }]);
    const head = sent[3];
    expect(head?.type === 'snapshot' && [head.seq, Object.keys(head.state.posts.byId).length]).toEqual([1, 0]);
    const byId = sent.slice(4).filter((m) => m.type === 'snapshot-part' && m.key === 'byId');
    expect(byId.map((m) => m.type === 'snapshot-part' && Object.keys(m.entries))).toEqual([['4', '7']]);
    expect(mirrored(sent)).toEqual(store.getState().posts.byId);
  });

  it('a store taking the very map sent early: an entry sent and gone since is a whole snapshot under the next seq', () => {
    const { sent, store } = startTaking([{ type: 'post-deleted', postId: '4' }]);
    const head = sent[3];
    expect(head?.type === 'snapshot' && [head.seq, head.parts]).toEqual([2, 0]);
    expect(head?.type === 'snapshot' && head.state.posts.byId).toEqual(store.getState().posts.byId);
  });

  it('a sender made after the store took the map (its log misses the writes before) compares every entry instead', () => {
    const { sent, store } = startTaking([{ type: 'post-like-requested', postId: '4' }], false);
    const byId = sent.slice(4).filter((m) => m.type === 'snapshot-part' && m.key === 'byId');
    expect(byId.map((m) => m.type === 'snapshot-part' && Object.keys(m.entries))).toEqual([['4']]);
    expect(mirrored(sent)).toEqual(store.getState().posts.byId);
  });

  it('a table indexing the one sent is not sent: the parts say so, and it counts as sent (its keys beyond follow)', () => {
    const sent: MirrorMessage[] = [];
    const port = { postMessage: (m: MirrorMessage) => sent.push(m) };
    const posts = { ...state.posts.byId };
    const codes = { ...state.posts.idByCode };
    const early = createEarlySnapshot(port, 1, 10);
    early.send('posts.byId', posts, { index: { tableId: 'posts.idByCode', field: 'code' } });
    early.indexed('posts.idByCode', codes);
    expect(sent.map((m) => m.type === 'snapshot-part' && [m.key, m.index])).toEqual(Array(3).fill(['byId', { key: 'idByCode', field: 'code' }]));
    expect(() => early.send('posts.idByCode', codes)).toThrow(/twice/);
    expect(() => createEarlySnapshot(port, 1, 10).send('posts.byId', posts, { index: { tableId: 'users.users', field: 'code' } })).toThrow(/not in posts/);
    const parts = early.sent().tables.get(1)?.() ?? [];
    expect(Object.assign({}, ...parts.map((p) => p.entries))).toEqual(state.posts.idByCode);

    const store = createStore({ pendingRecords: () => [], context });
    const sender = createMirrorSender(port, store, { early: early.sent() });
    store.dispatch({ type: 'cache-restored', cache: { ...emptyRestoredCache(null), posts, idByCode: codes, ownMaps: true } });
    expect(store.getState().posts.idByCode).toBe(codes);
    sender.flush();
    const head = sent[3];
    expect(head?.type === 'snapshot' && [head.seq, head.parts, head.state.posts.idByCode]).toEqual([1, 0, {}]);
  });

  it('early parts that do not fit the state: a whole snapshot under the next seq', () => {
    const head = startAfter({ type: 'post-deleted', postId: '4' })[3];
    expect(head?.type === 'snapshot' && [head.seq, head.parts]).toEqual([2, 0]);
    expect(head?.type === 'snapshot' && Object.keys(head.state.posts.byId)).toHaveLength(24);
  });
});
