import { describe, expect, it } from 'vitest';
import { createMutation, type MutationRecord } from '../../sync';
import { fold } from '../test-support/state-fixtures';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import { rebase } from '../store/rebase';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };
const loaded = fold([{ type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('i1', 100)])], 2), older: false }]);
const sendRecord = (text = 'hi'): MutationRecord =>
  createMutation('direct-send', { threadId: 't1', itemType: 'text', text }, { now: () => 1000, uuid: () => 'tok-1', viewerId: 'me' }) as MutationRecord;
const serverItem = wireItem('i9', 1_000_500, { user_id: 'me', mutation_token: 'tok-1', client_context: 'tok-1', text: 'hi', is_sent_by_viewer: true });

describe('direct mutations in the store (issue 13)', () => {
  it('a send shows a "sending" placeholder keyed by its record id, replaced once by the answer', () => {
    const r = sendRecord();
    const sending = fold([optimisticAction(r, ctx)], loaded);
    expect(sending.direct.threads.t1?.itemIds).toEqual(['tok-1', 'i1']);
    expect(sending.direct.items['tok-1']).toMatchObject({ delivery: 'sending', content: { text: 'hi' }, userId: 'me', timestamp: 1_000_000 });
    const done = { ...r, state: 'done', result: { status: 'ok', thread_id: 't1', item: serverItem } } as MutationRecord;
    const a = successAction(done, ctx);
    expect(a).not.toBeNull();
    const sent = fold(a ? [a] : [], sending);
    expect(sent.direct.threads.t1?.itemIds).toEqual(['i9', 'i1']);
  });

  it('re-applying a waiting send after the server item came by the socket adds nothing (no double)', () => {
    const r = sendRecord();
    let s = fold([optimisticAction(r, ctx), { type: 'direct-delta', seqId: 3, delta: { op: 'item_added', thread_id: 't1', item: serverItem } }], loaded);
    s = rebase(s, [{ ...r, state: 'sending' } as MutationRecord], ctx);
    expect(s.direct.threads.t1?.itemIds).toEqual(['i9', 'i1']);
  });

  it('a refused message stays "failed"; a retry makes it sending again; Delete (the record removed) takes it away', () => {
    const r = sendRecord();
    const failed = fold([optimisticAction(r, ctx), revertAction({ ...r, state: 'failed' } as MutationRecord, ctx)], loaded);
    expect(failed.direct.items['tok-1']?.delivery).toBe('failed');
    expect(fold([optimisticAction(r, ctx)], failed).direct.items['tok-1']?.delivery).toBe('sending');
    const deleted = fold([{ type: 'outbox-item-removed', id: 'tok-1' }], failed);
    expect(deleted.direct.threads.t1?.itemIds).toEqual(['i1']);
  });

  it('a send whose record left the outbox sent by another tab, its answer unread here, keeps its placeholder until the server item replaces it (sync model, seed -1537476263)', () => {
    const sending = fold([optimisticAction(sendRecord(), ctx), { type: 'outbox-item-removed', id: 'tok-1', sent: true }], loaded);
    expect(sending.direct.threads.t1?.itemIds).toEqual(['tok-1', 'i1']);
    expect(sending.direct.items['tok-1']?.delivery).toBe('sending');
    const read = fold([{ type: 'direct-thread-loaded', response: { status: 'ok', thread: wireThread('t1', [serverItem, wireItem('i1', 100)]), seq_id: 3 } }], sending);
    expect(read.direct.threads.t1?.itemIds).toEqual(['i9', 'i1']);
    // Gone unsent (withdrawn, or deleted while waiting): it goes.
    expect(fold([{ type: 'outbox-item-removed', id: 'tok-1' }], sending).direct.threads.t1?.itemIds).toEqual(['i1']);
  });

  it('a refused reaction is undone; approve and decline act at once', () => {
    const react = createMutation('direct-react', { threadId: 't1', itemId: 'i1' }, { now: () => 5, uuid: () => 'r1', viewerId: 'me' }) as MutationRecord;
    const on = fold([optimisticAction(react, ctx)], loaded);
    expect(on.direct.items.i1?.reactions.likesCount).toBe(1);
    expect(fold([revertAction({ ...react, state: 'failed' } as MutationRecord, ctx)], on).direct.items.i1?.reactions.likesCount).toBe(0);
  });
});
