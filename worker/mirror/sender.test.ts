import { describe, expect, it } from 'vitest';
import type { MirrorMessage } from '../mirror-protocol';
import { createStore } from '../store/store';
import { pageOf } from '../test-support/state-fixtures';
import { createMirrorSender } from './sender';

function setup(queue?: (fn: () => void) => void) {
  const sent: MirrorMessage[] = [];
  const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: null, resolveCommentId: (id) => id }) });
  const sender = createMirrorSender({ postMessage: (m) => sent.push(m) }, store, { queue });
  store.subscribe(() => sender.notify());
  return { sent, store, sender };
}

const tick = () => new Promise<void>((r) => queueMicrotask(r));

describe('mirror sender', () => {
  it('sends one snapshot first, then patches', async () => {
    const { sent, store, sender } = setup();
    sender.notify();
    await tick();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 2) });
    await tick();
    expect(sent.map((m) => m.type)).toEqual(['snapshot', 'patches']);
    expect(sent.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('sends the first change of a turn at once and coalesces the rest of the turn into one message', async () => {
    const { sent, store, sender } = setup();
    sender.flush();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 2) });
    expect(sent).toHaveLength(2); // no microtask waited for: a tap's effect goes at once
    store.dispatch({ type: 'post-like-requested', postId: '1' });
    store.dispatch({ type: 'online-changed', online: false });
    expect(sent).toHaveLength(2);
    await tick();
    expect(sent).toHaveLength(3);
    const rest = sent[2];
    expect(rest?.type === 'patches' && rest.patches.map((p) => p.path.join('/'))).toEqual(['posts/byId/1', 'status']);
    // A new turn: its first change goes at once again.
    store.dispatch({ type: 'online-changed', online: true });
    expect(sent).toHaveLength(4);
    await tick();
    expect(sent).toHaveLength(4);
    expect(sent.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('a task with one change (a tap) queues no microtask: each goes at once', () => {
    const queued: (() => void)[] = [];
    const { sent, store, sender } = setup((fn) => queued.push(fn));
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 2) });
    sender.flush();
    for (const type of ['post-like-requested', 'post-unlike-requested', 'post-like-requested'] as const) {
      sender.newTurn(); // the entry: a message came
      store.dispatch({ type, postId: '1' });
    }
    expect(sent.map((m) => m.type)).toEqual(['snapshot', 'patches', 'patches', 'patches']);
    expect(queued).toHaveLength(0);
  });

  it('without a new task reported, a later change waits for the end of its turn, never longer', async () => {
    const { sent, store, sender } = setup();
    sender.flush();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 2) });
    expect(sent).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 0)); // another task (a fetch answer, a timer)
    store.dispatch({ type: 'post-like-requested', postId: '1' });
    expect(sent).toHaveLength(2);
    await tick();
    expect(sent).toHaveLength(3);
    // That message ended the turn: the next change goes at once again.
    store.dispatch({ type: 'post-unlike-requested', postId: '1' });
    expect(sent).toHaveLength(4);
  });

  it('sends nothing when the state did not change', async () => {
    const { sent, store, sender } = setup();
    sender.flush();
    store.dispatch({ type: 'post-like-requested', postId: 'missing' });
    sender.notify();
    await tick();
    expect(sent).toHaveLength(1);
  });

  it('a like is two entity patches, whatever the size of the state', async () => {
    const { sent, store, sender } = setup();
    store.dispatch({ type: 'feed-page-loaded', page: pageOf(1, 12) });
    sender.flush();
    store.dispatch({ type: 'outbox-item-upserted', item: { id: 'm', name: 'post-like', entityKey: 'post:3', state: 'pending', attempts: 0, createdAt: 1, summary: 'Like', error: null } });
    store.dispatch({ type: 'post-like-requested', postId: '3' });
    await tick();
    const msg = sent.at(-1);
    // Entities alone changed: the ops come from the store's log, in the order written.
    expect(msg?.type === 'patches' && msg.patches.map((p) => p.path.join('/'))).toEqual(['outbox/byId/m', 'posts/byId/3']);
  });
});
