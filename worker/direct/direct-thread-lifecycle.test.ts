import { describe, expect, it } from 'vitest';
import { directReducer } from './direct-reducer';
import { initialDirectState } from './direct-state';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';

describe('direct slice: threads made and left by the viewer (dmui, issue 13)', () => {
  it('a thread made by the viewer joins the inbox by its last activity, with its people', () => {
    const s0 = directReducer(initialDirectState(), { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('a', 100)])], 2), older: false });
    const s1 = directReducer(s0, { type: 'direct-thread-created', thread: wireThread('t2', [], { last_activity_at: 500, is_group: true, thread_title: 'Trip' }) });
    expect(s1.inbox.threadIds).toEqual(['t2', 't1']);
    expect(s1.threads.t2?.title).toBe('Trip');
    expect(s1.users.u1?.username).toBe('ann');
    expect(s1.seqId).toBe(2);
  });

  it('a thread left is gone with its items', () => {
    const s0 = directReducer(initialDirectState(), { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('a', 100)])]), older: false });
    const s1 = directReducer(s0, { type: 'direct-thread-left', threadId: 't1' });
    expect(s1.inbox.threadIds).toEqual([]);
    expect(s1.threads.t1).toBeUndefined();
    expect(s1.items.a).toBeUndefined();
  });
});
