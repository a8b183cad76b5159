import { describe, expect, it } from 'vitest';
import type { MutationRecord } from '../../sync/mutations/types';
import type { ClientState } from '../model';
import { wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold, pageOf } from '../test-support/state-fixtures';
import type { Action } from './actions';
import { emptyRestoredCache } from './restored-cache';
import { REPLACED, SHAPE, byTableId } from './ownership';
import { createStore } from './store';

const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };
const storeOf = (initial?: ClientState, records: MutationRecord[] = []) =>
  createStore({ pendingRecords: () => records, context: () => ctx, ...(initial ? { initial } : {}) });
const keysOf = (set: Set<string> | undefined) => [...(set ?? [])];

describe('ownership scope (O(1) entity updates, pure reducers)', () => {
  it('folding actions outside a store never changes an earlier state', () => {
    const a = fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]);
    const before = structuredClone(a);
    const b = fold([{ type: 'post-like-requested', postId: '1' }, { type: 'post-deleted', postId: '2' }], a);
    expect(a).toEqual(before);
    expect(b.posts.byId).not.toBe(a.posts.byId);
    expect(b.posts.byId['1']?.likedByViewer).toBe(true);
  });

  it('a store never writes into the state it was given', () => {
    const initial = fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]);
    const before = structuredClone(initial);
    const store = storeOf(initial);
    store.dispatch({ type: 'post-like-requested', postId: '1' });
    store.dispatch({ type: 'session-cleared' });
    expect(initial).toEqual(before);
  });

  it('inside the store a like writes the map in place; slice and root are new; the change is noted', () => {
    const store = storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]));
    const tracker = store.track();
    const prev = store.getState();
    const map = prev.posts.byId;
    store.dispatch({ type: 'post-like-requested', postId: '2' });
    const next = store.getState();
    expect(next.posts.byId).toBe(map);
    expect(next.posts).not.toBe(prev.posts);
    expect(next).not.toBe(prev);
    expect(next.feed).toBe(prev.feed);
    expect(map['2']?.likedByViewer).toBe(true);
    const changes = byTableId(tracker.take());
    expect([...changes.keys.keys()]).toEqual(['posts.byId']);
    expect(keysOf(changes.keys.get('posts.byId'))).toEqual(['2']);
    expect(tracker.take().tables).toEqual([]);
  });

  it('a reducer that returns its slice unchanged after an in-place write still gives a new slice', () => {
    const store = storeOf();
    const prev = store.getState();
    const item = { id: 'm', name: 'post-like' as const, entityKey: 'post:1', state: 'pending' as const, attempts: 0, createdAt: 1, summary: 'Like', error: null };
    store.dispatch({ type: 'outbox-item-upserted', item });
    expect(store.getState().outbox).not.toBe(prev.outbox);
    expect(store.getState().outbox.byId).toBe(prev.outbox.byId);
    const seen: ClientState[] = [];
    store.subscribe((s) => seen.push(s));
    store.dispatch({ type: 'outbox-item-upserted', item: { ...item } }); // equal: no change
    expect(seen).toHaveLength(0);
  });

  it('a table replaced by a reducer is marked replaced and owned from then on', () => {
    const store = storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]));
    const tracker = store.track();
    store.dispatch({ type: 'session-cleared' });
    const cleared = store.getState().posts.byId;
    expect(byTableId(tracker.take()).replaced.has('posts.byId')).toBe(true);
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 2) });
    expect(store.getState().posts.byId).toBe(cleared);
    const changes = byTableId(tracker.take());
    expect(changes.replaced.size).toBe(0);
    expect(keysOf(changes.keys.get('posts.idByCode')).sort()).toEqual(['code1', 'code2']);
  });

  it('a restore then the rebase of pending work write into the restored map in place', () => {
    const like: MutationRecord = { id: 'm1', viewerId: 'me', name: 'post-like', args: { postId: '1' }, createdAt: 1, attempts: 0, state: 'pending', nextAttemptAt: 0 };
    const cached = fold([{ type: 'feed-page-loaded', page: feedPage([wirePost('1')]) }]);
    const store = storeOf(undefined, [like]);
    const tracker = store.track();
    store.dispatch({ type: 'cache-restored', cache: { ...emptyRestoredCache('me'), posts: cached.posts.byId } });
    expect(store.getState().posts.byId['1']?.likedByViewer).toBe(true);
    expect(cached.posts.byId['1']?.likedByViewer).toBe(false); // the action's maps are not written
    const changes = byTableId(tracker.take());
    expect(changes.replaced.has('posts.byId')).toBe(true);
    expect(keysOf(changes.keys.get('posts.byId'))).toEqual(['1']);
  });

  it('a reducer that throws still reports what it wrote', () => {
    const store = storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 2) }]));
    const tracker = store.track();
    const page = pageOf(7, 1);
    const bad = { type: 'feed-next-page-loaded', page: { ...page, posts: [...page.posts, null] } } as unknown as Action;
    expect(() => store.dispatch(bad)).toThrow();
    expect(store.getState().posts.byId['7']).toBeDefined();
    expect(keysOf(byTableId(tracker.take()).keys.get('posts.byId'))).toEqual(['7']);
  });
});

describe('entity writes alone (no SHAPE): the log is all that changed', () => {
  const loaded = () => storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]));
  const item = { id: 'm', name: 'post-like' as const, entityKey: 'post:1', state: 'pending' as const, attempts: 0, createdAt: 1, summary: 'Like', error: null };

  it.each<[string, Action]>([
    ['a like', { type: 'post-like-requested', postId: '1' }],
    ['a save', { type: 'post-save-requested', postId: '2' }],
    ['an outbox item', { type: 'outbox-item-upserted', item }],
  ])('%s notes its writes only', (_, action) => {
    const store = loaded();
    const tracker = store.track();
    store.dispatch(action);
    const changes = tracker.take();
    expect(changes.tables.length).toBeGreaterThan(0);
    expect(changes.tables).not.toContain(SHAPE);
  });

  it('a dispatch that changes a slice field, or replaces a table, notes SHAPE', () => {
    const store = loaded();
    const tracker = store.track();
    store.dispatch({ type: 'feed-next-page-requested' });
    expect(tracker.take()).toEqual({ tables: [SHAPE], keys: [''] });
    store.dispatch({ type: 'session-cleared' });
    const cleared = tracker.take();
    expect(cleared.tables).toContain(SHAPE);
    expect(cleared.keys).toContain(REPLACED);
  });

  it('outside a store the same reducers still return new slices (pure)', () => {
    const a = fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]);
    const b = fold([{ type: 'post-like-requested', postId: '1' }], a);
    expect(b.posts).not.toBe(a.posts);
    expect(b.posts.byId).not.toBe(a.posts.byId);
  });
});

describe('change log (read by trackers at their own pace)', () => {
  it('each tracker sees every change since it last took, however often the other one takes', () => {
    const store = storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 3) }]));
    const often = store.track();
    const rarely = store.track();
    for (let i = 0; i < 600; i++) {
      const postId = String(1 + (Math.floor(i / 2) % 3));
      store.dispatch({ type: i % 2 === 0 ? 'post-like-requested' : 'post-unlike-requested', postId });
      expect(keysOf(byTableId(often.take()).keys.get('posts.byId'))).toEqual([postId]);
    }
    expect(keysOf(byTableId(rarely.take()).keys.get('posts.byId')).sort()).toEqual(['1', '2', '3']);
    expect(rarely.take().tables).toEqual([]);
  });

  it('a stopped tracker no longer holds the log back; with no tracker nothing is logged', () => {
    const store = storeOf(fold([{ type: 'feed-page-loaded', page: pageOf(1, 2) }]));
    const t = store.track();
    t.stop();
    store.dispatch({ type: 'post-like-requested', postId: '1' });
    expect(t.take().tables).toEqual([]);
    const later = store.track();
    store.dispatch({ type: 'post-save-requested', postId: '2' });
    expect(keysOf(byTableId(later.take()).keys.get('posts.byId'))).toEqual(['2']);
  });
});
