import { describe, expect, it } from 'vitest';
import { ReportPath } from '../api/reports-wire';
import { planEnqueue } from '../outbox/coalesce';
import { clientIdsUsed, coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'v1' };
const same = (id: string) => id;
const base = { ownerId: '7', username: 'maya', reasonId: 1 };

describe('report mutations (001 §7 Reports)', () => {
  it("a post is sent to /media/{id}/flag/ with its reason, where it was reported and whether to hide it", () => {
    const r = createMutation('media-report', { ...base, postId: 'p1', hideFromFeed: true, source: 'feed' }, deps);
    expect(toRequest(r, same)).toEqual({ method: 'POST', path: ReportPath.media('p1'), mutationId: 'm1', form: { reason_id: '1', source_name: 'feed', hide_from_feed: '1' } });
    expect([entityKey(r), coalesceKey(r), coalesceMode(r), summary(r)]).toEqual(['user:7', 'report:media:p1', 'once', 'Report post · @maya']);
  });

  it('a comment, an account and a message go to their calls', () => {
    const c = createMutation('comment-report', { ...base, postId: 'p1', commentId: 'c1', reasonId: 3 }, deps);
    expect(toRequest(c, same)).toEqual({ method: 'POST', path: ReportPath.comment('p1', 'c1'), mutationId: 'm1', form: { reason_id: '3' } });
    const u = createMutation('user-report', { ...base, reasonId: 13 }, deps);
    expect(toRequest(u, same)).toEqual({ method: 'POST', path: ReportPath.user('7'), mutationId: 'm1', form: { source_name: 'profile', reason_id: '13' } });
    const m = createMutation('message-report', { ...base, threadId: 't1', itemId: 'i1', reasonId: 7 }, deps);
    expect(toRequest(m, same)).toEqual({ method: 'POST', path: ReportPath.directMessage('t1', 'i1'), mutationId: 'm1', form: { reason_id: '7' } });
    expect([c, u, m].map(summary)).toEqual(['Report comment · @maya', 'Report @maya', 'Report message · @maya']);
    expect([c, u, m].map(entityKey)).toEqual(['user:7', 'user:7', 'user:7']);
  });

  it('a comment id not yet sent is resolved before the report goes (clientIdsUsed)', () => {
    const c = createMutation('comment-report', { ...base, postId: 'p1', commentId: 'local:x' }, deps);
    expect(clientIdsUsed(c)).toEqual(['local:x']);
    expect(toRequest(c, () => '55').path).toBe(ReportPath.comment('p1', '55'));
  });

  it('is sent once: nothing cancels or replaces it (the server keeps one per object anyway)', () => {
    const a = createMutation('user-report', base, { ...deps, uuid: () => 'a' });
    const b = createMutation('user-report', base, { ...deps, uuid: () => 'b' });
    const block = createMutation('user-block', { userId: '7', username: 'maya' }, { ...deps, uuid: () => 'k' });
    expect(planEnqueue([a], b)).toEqual({ add: true, cancel: [] });
    // Same entity as the block the done step offers: the report goes first, in order.
    expect(entityKey(block)).toBe(entityKey(a));
  });
});
