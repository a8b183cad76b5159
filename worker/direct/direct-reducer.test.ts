import { describe, expect, it } from 'vitest';
import type { DirectAction } from './direct-actions';
import { directReducer } from './direct-reducer';
import { initialDirectState, initialRealtime, type DirectState } from './direct-state';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

const fold = (actions: DirectAction[], from: DirectState = initialDirectState()): DirectState =>
  actions.reduce((s, a) => directReducer(s, a, 1000), from);

const loaded = (threads = [wireThread('t1', [wireItem('i2', 200), wireItem('i1', 100)])], seqId = 3): DirectAction => ({
  type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse(threads, seqId), older: false,
});

const send = (token: string, timestamp = 300): DirectAction => ({
  type: 'direct-send-requested', threadId: 't1', mutationToken: token, viewerId: 'me', itemType: 'text', content: { text: 'hi' }, timestamp,
});

describe('direct slice (001 §3 Direct)', () => {
  it('starts Unsubscribed and Disconnected, with no seqId nor snapshotAt (001 §4)', () => {
    const s = initialDirectState();
    expect(s.realtime).toEqual(initialRealtime());
    expect(s.seqId).toBeNull();
    expect(s.snapshotAt).toBeNull();
  });

  it('an inbox answer gives threads by id, items per thread newest first, inbox order, seqId and snapshotAt', () => {
    const s = fold([loaded([wireThread('t1', [wireItem('a', 100)]), wireThread('t2', [wireItem('b', 500)])], 7)]);
    expect(s.inbox.threadIds).toEqual(['t2', 't1']);
    expect(s.threads.t1?.itemIds).toEqual(['a']);
    expect(s.items.b?.userId).toBe('u1');
    expect(s.seqId).toBe(7);
    expect(s.snapshotAt).toBe(5000);
    expect(s.viewerId).toBe('me');
  });

  it('a delta at or below seqId changes nothing; the next one applies and moves seqId', () => {
    const s = fold([loaded()]);
    const repeat = directReducer(s, { type: 'direct-delta', seqId: 3, delta: { op: 'item_added', thread_id: 't1', item: wireItem('i3', 300) } });
    expect(repeat).toBe(s);
    const next = directReducer(s, { type: 'direct-delta', seqId: 4, delta: { op: 'item_added', thread_id: 't1', item: wireItem('i3', 300) } });
    expect(next.threads.t1?.itemIds).toEqual(['i3', 'i2', 'i1']);
    expect(next.seqId).toBe(4);
    expect(next.threads.t1?.unseenCount).toBe(1);
    expect(next.badge.count).toBe(1);
  });
});

describe('direct rules (001 §4 Direct)', () => {
  it('pending threads are approved (pending false, into the inbox)', () => {
    const s = fold([loaded([wireThread('r1', [wireItem('x', 100)], { pending: true })]),
      { type: 'direct-inbox-loaded', box: 'requests', response: inboxResponse([wireThread('r1', [wireItem('x', 100)], { pending: true })], 3, 1), older: false }]);
    expect(s.requests.threadIds).toEqual(['r1']);
    const approved = directReducer(s, { type: 'direct-request-approved', threadId: 'r1' });
    expect(approved.threads.r1?.pending).toBe(false);
    expect(approved.requests.threadIds).toEqual([]);
    expect(approved.inbox.threadIds).toEqual(['r1']);
    expect(approved.requests.total).toBe(0);
  });

  it('pending threads are declined (removed with their items), or all declined', () => {
    const requests = inboxResponse([wireThread('r1', [wireItem('x', 100)], { pending: true }), wireThread('r2', [wireItem('y', 200)], { pending: true })], 3, 2);
    const s = fold([{ type: 'direct-inbox-loaded', box: 'requests', response: requests, older: false }]);
    const declined = directReducer(s, { type: 'direct-request-declined', threadId: 'r1' });
    expect(declined.threads.r1).toBeUndefined();
    expect(declined.items.x).toBeUndefined();
    expect(declined.requests.threadIds).toEqual(['r2']);
    const all = directReducer(s, { type: 'direct-requests-all-declined' });
    expect(all.requests).toMatchObject({ threadIds: [], total: 0 });
    expect(Object.keys(all.threads)).toEqual([]);
  });

  it('a reaction like created adds the viewer once; deleted removes it', () => {
    const s = fold([loaded()]);
    const like: DirectAction = { type: 'direct-react-requested', threadId: 't1', itemId: 'i2', viewerId: 'me', timestamp: 900, on: true };
    const liked = fold([like, like], s);
    expect(liked.items.i2?.reactions).toEqual({ likes: [{ senderId: 'me', timestamp: 900 }], likesCount: 1 });
    const unliked = directReducer(liked, { ...like, on: false });
    expect(unliked.items.i2?.reactions).toEqual({ likes: [], likesCount: 0 });
  });

  it('typing indicators keep the newest timestamp per sender', () => {
    const s = fold([loaded(),
      { type: 'direct-typing', threadId: 't1', userId: 'u1', status: 1, timestamp: 50, expiresAtMs: 7000 },
      { type: 'direct-typing', threadId: 't1', userId: 'u1', status: 0, timestamp: 40, expiresAtMs: 7000 },
      { type: 'direct-typing', threadId: 't1', userId: 'u2', status: 2, timestamp: 10, expiresAtMs: 7000 }]);
    expect(s.threads.t1?.usersTyping).toEqual({ u1: { status: 1, timestamp: 50, expiresAtMs: 7000 }, u2: { status: 2, timestamp: 10, expiresAtMs: 7000 } });
    const off = directReducer(s, { type: 'direct-typing', threadId: 't1', userId: 'u1', status: 0, timestamp: 60, expiresAtMs: 7000 });
    expect(off.threads.t1?.usersTyping.u1?.status).toBe(0);
  });

  it('removing a message moves the last permanent item to the first remaining item', () => {
    const s = fold([loaded()]);
    expect(s.threads.t1?.lastPermanentItemId).toBe('i2');
    const unsent = directReducer(s, { type: 'direct-unsend-requested', threadId: 't1', itemId: 'i2', mutationToken: null });
    expect(unsent.threads.t1?.itemIds).toEqual(['i1']);
    expect(unsent.threads.t1?.lastPermanentItemId).toBe('i1');
    const deletion = directReducer(s, { type: 'direct-delta', seqId: 4, delta: { op: 'item_updated', thread_id: 't1', item: wireItem('i2', 200, { item_type: 'deletion' }) } });
    expect(deletion.threads.t1?.lastPermanentItemId).toBe('i1');
    expect(deletion.items.i2).toBeUndefined();
  });

  it('a mutation token replaces the local placeholder message, whichever of answer and delta comes first, once', () => {
    const s = fold([loaded(), send('tok-1')]);
    expect(s.threads.t1?.itemIds[0]).toBe('tok-1');
    expect(s.items['tok-1']?.delivery).toBe('sending');
    expect(s.threads.t1?.lastPermanentItemId).toBe('i2');
    const server = wireItem('i9', 310, { user_id: 'me', mutation_token: 'tok-1', client_context: 'tok-1', is_sent_by_viewer: true, text: 'hi' });
    const answered = directReducer(s, { type: 'direct-send-succeeded', threadId: 't1', mutationToken: 'tok-1', item: server });
    const both = directReducer(answered, { type: 'direct-delta', seqId: 4, delta: { op: 'item_added', thread_id: 't1', item: server } });
    const deltaFirst = fold([{ type: 'direct-delta', seqId: 4, delta: { op: 'item_added', thread_id: 't1', item: server } },
      { type: 'direct-send-succeeded', threadId: 't1', mutationToken: 'tok-1', item: server }], s);
    for (const out of [answered, both, deltaFirst]) {
      expect(out.threads.t1?.itemIds).toEqual(['i9', 'i2', 'i1']);
      expect(out.items['tok-1']).toBeUndefined();
      expect(out.items.i9?.delivery).toBe('sent');
      expect(out.threads.t1?.lastPermanentItemId).toBe('i9');
      expect(out.threads.t1?.unseenCount).toBe(0);
    }
  });

  it('a refused message stays "Not delivered" until retried or deleted', () => {
    const failed = fold([loaded(), send('tok-1'), { type: 'direct-send-failed', mutationToken: 'tok-1' }]);
    expect(failed.items['tok-1']?.delivery).toBe('failed');
    expect(directReducer(failed, { type: 'direct-send-retried', mutationToken: 'tok-1' }).items['tok-1']?.delivery).toBe('sending');
    const deleted = directReducer(failed, { type: 'direct-send-discarded', mutationToken: 'tok-1' });
    expect(deleted.threads.t1?.itemIds).toEqual(['i2', 'i1']);
  });

  it('raven media items do not update last activity; other items do, and reorder the inbox', () => {
    const s = fold([loaded([wireThread('t1', [wireItem('a', 100)]), wireThread('t2', [wireItem('b', 500)])])]);
    const raven = directReducer(s, { type: 'direct-delta', seqId: 4, delta: { op: 'item_added', thread_id: 't1', item: wireItem('r', 900, { item_type: 'raven_media' as 'media' }) } });
    expect(raven.threads.t1?.lastActivityAt).toBe(100);
    expect(raven.inbox.threadIds).toEqual(['t2', 't1']);
    const text = directReducer(s, { type: 'direct-delta', seqId: 4, delta: { op: 'item_added', thread_id: 't1', item: wireItem('c', 900) } });
    expect(text.threads.t1?.lastActivityAt).toBe(900);
    expect(text.inbox.threadIds).toEqual(['t1', 't2']);
  });

  it('a seen mark keeps the newest per user; the viewer seeing clears the unread mark and the badge', () => {
    const s = fold([loaded([wireThread('t1', [wireItem('i2', 200)], { unseen_count: 1 })])]);
    const seen = fold([{ type: 'direct-seen-requested', threadId: 't1', itemId: 'i2', viewerId: 'me', timestamp: 200 },
      { type: 'direct-delta', seqId: 4, delta: { op: 'seen', thread_id: 't1', user_id: 'me', item_id: 'i1', timestamp: 100 } }], s);
    expect(seen.threads.t1?.lastSeenAt.me).toEqual({ itemId: 'i2', timestamp: 200 });
    expect(seen.threads.t1?.unseenCount).toBe(0);
    expect(seen.badge.count).toBe(0);
  });

  it('a thread update from the server keeps local placeholders', () => {
    const s = fold([loaded(), send('tok-1')]);
    const updated = directReducer(s, { type: 'direct-delta', seqId: 4, delta: { op: 'thread_updated', thread: wireThread('t1', [wireItem('i2', 200)], { thread_title: 'Trip' }) } });
    expect(updated.threads.t1?.title).toBe('Trip');
    expect(updated.threads.t1?.itemIds).toEqual(['tok-1', 'i2', 'i1']);
  });
});
