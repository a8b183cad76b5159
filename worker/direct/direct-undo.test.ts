import { describe, expect, it } from 'vitest';
import type { MutationRecord } from '../../sync/mutations/types';
import { createStore } from '../store/store';
import { initialState } from '../store/initial-state';
import type { MutationContext } from '../store/mutation-actions';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import { persistedDirect, restoreDirect } from './direct-persist';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

// Issue 13, refusals: a refused message stays ("Not delivered", Retry, Delete), also after a
// reload; a refused unsend or seen puts the thread back as it was at once.

const ctx: MutationContext = { viewerId: 'me', resolveCommentId: (id) => id };
const rec = (over: Partial<MutationRecord> & Pick<MutationRecord, 'name' | 'args'>): MutationRecord =>
  ({ id: 'm1', viewerId: 'me', createdAt: 5000, attempts: 1, state: 'pending', nextAttemptAt: 0, ...over }) as MutationRecord;
const inbox = (unseen = 0) => ({
  type: 'direct-inbox-loaded' as const, box: 'inbox' as const, older: false,
  response: inboxResponse([wireThread('t1', [wireItem('i2', 200), wireItem('i1', 100)], { unseen_count: unseen })], 7),
});

describe('direct refusals', () => {
  it('a refused message is in its thread as failed after a reload (the cache keeps only server items)', () => {
    const send = rec({ name: 'direct-send', args: { threadId: 't1', itemType: 'text', text: 'hello' }, state: 'failed' });
    const records: MutationRecord[] = [send];
    const before = createStore({ pendingRecords: () => records, context: () => ctx });
    before.dispatch(inbox());
    before.dispatch(optimisticAction(send, ctx));
    before.dispatch(revertAction(send, ctx));
    expect(before.getState().direct.items['m1']?.delivery).toBe('failed');
    // Reload: the slice comes back from the cache without the placeholder; the outbox still has the failed record.
    const cached = restoreDirect(JSON.parse(JSON.stringify(persistedDirect(before.getState().direct))));
    expect(cached?.items['m1']).toBeUndefined();
    const after = createStore({ pendingRecords: () => records, context: () => ctx });
    after.dispatch({ type: 'direct-inbox-loaded', box: 'inbox', older: false, response: inboxResponse([wireThread('t1', [wireItem('i2', 200), wireItem('i1', 100)])], 7) });
    after.rebase();
    expect(after.getState().direct.items['m1']).toMatchObject({ delivery: 'failed', content: { text: 'hello' } });
    expect(after.getState().direct.threads['t1']?.itemIds[0]).toBe('m1');
    // Delete: its record leaves the outbox, the placeholder goes.
    records.length = 0;
    after.dispatch({ type: 'outbox-item-removed', id: 'm1' });
    expect(after.getState().direct.items['m1']).toBeUndefined();
  });

  it('a refused unsend puts the message back at once, also after a reload', () => {
    const unsend = rec({ name: 'direct-unsend', args: { threadId: 't1', itemId: 'i2' } });
    const store = createStore({ pendingRecords: () => [], context: () => ctx });
    store.dispatch(inbox());
    store.dispatch(optimisticAction(unsend, ctx));
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i1']);
    expect(store.getState().direct.threads['t1']?.lastPermanentItemId).toBe('i1');
    // Reloaded while pending: the kept copy is in the cache with the thread.
    const cached = restoreDirect(JSON.parse(JSON.stringify(persistedDirect(store.getState().direct))));
    if (cached === null) throw new Error('the slice did not come back from the cache');
    const reloaded = createStore({ pendingRecords: () => [], context: () => ctx, initial: { ...initialState(), direct: cached } });
    for (const s of [store, reloaded]) {
      s.dispatch(revertAction({ ...unsend, state: 'failed' }, ctx));
      expect(s.getState().direct.threads['t1']?.itemIds).toEqual(['i2', 'i1']);
      expect(s.getState().direct.threads['t1']?.lastPermanentItemId).toBe('i2');
      expect(s.getState().direct.items['i2']?.content.text).toBe('message i2');
    }
  });

  it('an unsend the server confirmed keeps nothing to put back', () => {
    const unsend = rec({ name: 'direct-unsend', args: { threadId: 't1', itemId: 'i2' } });
    const store = createStore({ pendingRecords: () => [], context: () => ctx });
    store.dispatch(inbox());
    store.dispatch(optimisticAction(unsend, ctx));
    store.dispatch({ type: 'direct-delta', seqId: 8, delta: { op: 'item_updated', thread_id: 't1', item: wireItem('i2', 200, { item_type: 'deletion' }) } });
    expect(store.getState().direct.threads['t1']?.undo?.unsent?.['i2']).toBeUndefined();
    store.dispatch(revertAction({ ...unsend, state: 'failed' }, ctx));
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i1']);
  });

  it('a refused seen brings the unread mark and the badge back at once', () => {
    const seen = rec({ name: 'direct-seen', args: { threadId: 't1', itemId: 'i2' } });
    const store = createStore({ pendingRecords: () => [], context: () => ctx });
    store.dispatch(inbox(2));
    const badge = store.getState().direct.badge.count;
    store.dispatch(optimisticAction(seen, ctx));
    expect(store.getState().direct.threads['t1']?.unseenCount).toBe(0);
    expect(store.getState().direct.threads['t1']?.lastSeenAt['me']?.itemId).toBe('i2');
    store.dispatch(revertAction({ ...seen, state: 'failed' }, ctx));
    expect(store.getState().direct.threads['t1']?.unseenCount).toBe(2);
    expect(store.getState().direct.threads['t1']?.lastSeenAt['me']).toBeUndefined();
    expect(store.getState().direct.badge.count).toBe(badge === 0 ? 1 : badge);
  });

  it('a refused seen does not undo a newer mark from the server', () => {
    const seen = rec({ name: 'direct-seen', args: { threadId: 't1', itemId: 'i1' } });
    const store = createStore({ pendingRecords: () => [], context: () => ctx });
    store.dispatch(inbox(2));
    store.dispatch(optimisticAction(seen, ctx));
    store.dispatch({ type: 'direct-delta', seqId: 8, delta: { op: 'seen', thread_id: 't1', user_id: 'me', item_id: 'i2', timestamp: 9_000_000 } });
    store.dispatch(revertAction({ ...seen, state: 'failed' }, ctx));
    expect(store.getState().direct.threads['t1']?.lastSeenAt['me']?.itemId).toBe('i2');
    expect(store.getState().direct.threads['t1']?.unseenCount).toBe(0);
  });

  // Issue 17, the sync model (seed 679483127): a send's answer lost, the message (pulled with
  // its token) unsent while the send backed off on a 503; re-applying the waiting send after the
  // next pull put its placeholder back ("Sending…"), and its late success would have put the
  // message back.
  it('a message unsent while its send waits: neither the send re-applied nor its late success brings it back', () => {
    const send = rec({ id: 'm1', name: 'direct-send', args: { threadId: 't1', itemType: 'text', text: 'hello' } });
    const unsend = rec({ id: 'u1', name: 'direct-unsend', args: { threadId: 't1', itemId: 'i3' } });
    const mine = wireItem('i3', 300, { user_id: 'me', is_sent_by_viewer: true, mutation_token: 'm1', client_context: 'm1', text: 'hello' });
    const records: MutationRecord[] = [send];
    const store = createStore({ pendingRecords: () => records, context: () => ctx });
    store.dispatch({ ...inbox(), response: inboxResponse([wireThread('t1', [mine, wireItem('i2', 200), wireItem('i1', 100)])], 7) });
    store.dispatch(optimisticAction(send, ctx));
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i3', 'i2', 'i1']); // the pulled copy, no placeholder
    records.push(unsend);
    store.dispatch(optimisticAction(unsend, ctx));
    store.rebase(); // after any pull or answer: the waiting send again, then the unsend
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i2', 'i1']);
    // The unsend answered (a deletion), then the send's retry answered with its first result.
    records.splice(1);
    store.dispatch({ type: 'direct-item-answered', threadId: 't1', item: { ...mine, item_type: 'deletion' } });
    store.rebase();
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i2', 'i1']);
    const late = successAction({ ...send, state: 'done', result: { status: 'ok', thread_id: 't1', item: mine } }, ctx);
    if (late === null) throw new Error('no success action for a direct send');
    store.dispatch(late);
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i2', 'i1']);
    expect(store.getState().direct.items['m1']).toBeUndefined();
    // Kept across a pull and a reload (the cache): a pull showing the deletion keeps it too.
    const cached = restoreDirect(JSON.parse(JSON.stringify(persistedDirect(store.getState().direct))));
    expect(cached?.threads['t1']?.unsentTokens).toEqual(['m1']);
  });

  it('a refused unsend forgets its message was unsent: the message and its send stand', () => {
    const unsend = rec({ name: 'direct-unsend', args: { threadId: 't1', itemId: 'i3' } });
    const mine = wireItem('i3', 300, { user_id: 'me', is_sent_by_viewer: true, mutation_token: 'm1', client_context: 'm1', text: 'hello' });
    const store = createStore({ pendingRecords: () => [], context: () => ctx });
    store.dispatch({ ...inbox(), response: inboxResponse([wireThread('t1', [mine, wireItem('i2', 200)])], 7) });
    store.dispatch(optimisticAction(unsend, ctx));
    expect(store.getState().direct.threads['t1']?.unsentTokens).toEqual(['m1']);
    store.dispatch(revertAction({ ...unsend, state: 'failed' }, ctx));
    expect(store.getState().direct.threads['t1']?.unsentTokens).toEqual([]);
    expect(store.getState().direct.threads['t1']?.itemIds).toEqual(['i3', 'i2']);
  });
});
