import { describe, expect, it } from 'vitest';
import type { ClientState, OutboxItemView } from '../../worker/model';
import { createMirrorSender } from '../../worker/mirror/sender';
import type { Action } from '../../worker/store/actions';
import { createStore } from '../../worker/store/store';
import { ENTITY_TABLES } from '../../worker/store/tables';
import { pageOf } from '../../worker/test-support/state-fixtures';
import { initialState } from '../../worker/store/initial-state';
import { createMirror } from './mirror';
import type { Selector } from './selector-cache';
import { createSelectorCache } from './selector-cache';
import { MIRROR_TABLES, isMirrorTable } from './tables';

const item = (id: string, postId: string): OutboxItemView => ({
  id, name: 'post-like', entityKey: `post:${postId}`, state: 'pending', attempts: 0, createdAt: 1, summary: 'Like', error: null,
});

/** The real store and sender in "the worker", the real mirror on the other end of a port. */
async function setup() {
  const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'me', resolveCommentId: (i) => i }) });
  store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 12) });
  const { port1, port2 } = new MessageChannel();
  const mirror = createMirror(port2);
  let sentSeq = 0;
  const sender = createMirrorSender({ postMessage: (m) => (port1.postMessage(m), (sentSeq = m.seq)) }, store);
  // Registered after the mirror's listener: a message seen here has been applied.
  let appliedSeq = 0;
  let onApplied: () => void = () => undefined;
  port2.addEventListener('message', (e: MessageEvent<{ seq: number }>) => ((appliedSeq = e.data.seq), onApplied()));
  store.subscribe(() => sender.notify());
  sender.flush();
  await mirror.ready;
  /** Dispatch in "the worker" (one turn) and wait until the mirror applied every message it sent. */
  const apply = async (...actions: Action[]) => {
    actions.forEach((a) => store.dispatch(a));
    await Promise.resolve(); // the turn's end: the sender sends what came after its first message
    const target = sentSeq;
    await new Promise<void>((r) => {
      onApplied = () => void (appliedSeq >= target && r());
      onApplied();
    });
  };
  const close = () => (mirror.close(), port1.close());
  return { store, mirror, apply, close };
}

/** What useSnapshot does: useSyncExternalStore re-renders when this returns a new value. */
function renders<T>(mirror: { getState(): ClientState }, selector: Selector<T>) {
  const cache = createSelectorCache<T>();
  let last = cache.read(mirror.getState(), selector, Object.is);
  let count = 0;
  return {
    check() {
      const value = cache.read(mirror.getState(), selector, Object.is);
      if (!Object.is(value, last)) count++;
      last = value;
    },
    count: () => count,
  };
}

describe('entity tables on both sides (src/state/tables.ts rule)', () => {
  it('the mirror lists the same tables as the worker store', () => {
    expect([...MIRROR_TABLES].sort()).toEqual(ENTITY_TABLES.map((t) => t.id).sort());
  });

  it('isMirrorTable names exactly those tables, for every field of every slice', () => {
    const state = initialState() as unknown as Record<string, Record<string, unknown>>;
    for (const [slice, fields] of Object.entries(state)) {
      for (const key of Object.keys(fields)) expect(isMirrorTable(slice, key), `${slice}.${key}`).toBe(MIRROR_TABLES.has(`${slice}.${key}`));
    }
    for (const id of MIRROR_TABLES) expect(isMirrorTable(id.slice(0, id.indexOf('.')), id.slice(id.indexOf('.') + 1)), id).toBe(true);
    expect(isMirrorTable('posts', 'byPostId')).toBe(false);
    expect(isMirrorTable('feed', 'byId')).toBe(false);
  });

  it('selecting one post re-renders only when that post changed', async () => {
    const { mirror, apply, close } = await setup();
    const post2 = renders(mirror, (s) => s.posts.byId['2']);
    const liked2 = renders(mirror, (s) => s.posts.byId['2']?.likedByViewer ?? false);
    const steps: Action[][] = [
      [{ type: 'outbox-item-upserted', item: item('a', '3') }, { type: 'post-like-requested', postId: '3' }],
      [{ type: 'post-save-requested', postId: '5' }],
      [{ type: 'online-changed', online: false }],
      [{ type: 'outbox-item-removed', id: 'a' }, { type: 'post-unlike-requested', postId: '3' }],
    ];
    for (const actions of steps) {
      await apply(...actions);
      post2.check();
      liked2.check();
    }
    expect(post2.count()).toBe(0);
    expect(liked2.count()).toBe(0);
    await apply({ type: 'post-like-requested', postId: '2' });
    post2.check();
    liked2.check();
    expect(post2.count()).toBe(1);
    expect(liked2.count()).toBe(1);
    expect(mirror.getState().posts.byId['2']?.likedByViewer).toBe(true);
    close();
  });

  it('a like changes the posts slice and the root, but not the other slices or the tables', async () => {
    const { mirror, apply, close } = await setup();
    const before = mirror.getState();
    const { byId } = before.posts;
    await apply({ type: 'post-like-requested', postId: '4' });
    const after = mirror.getState();
    expect(after).not.toBe(before);
    expect(after.posts).not.toBe(before.posts);
    expect(after.posts.byId).toBe(byId);
    expect(after.feed).toBe(before.feed);
    expect(after.users).toBe(before.users);
    expect(after.outbox).toBe(before.outbox);
    close();
  });

  it('the slice tells when anything in its table changed (derive whole-table views from it)', async () => {
    const { mirror, apply, close } = await setup();
    const outbox = renders(mirror, (s) => s.outbox);
    await apply({ type: 'post-like-requested', postId: '4' });
    outbox.check();
    expect(outbox.count()).toBe(0);
    await apply({ type: 'outbox-item-upserted', item: item('b', '4') });
    outbox.check();
    expect(outbox.count()).toBe(1);
    expect(Object.keys(mirror.getState().outbox.byId)).toEqual(['b']);
    close();
  });
});
