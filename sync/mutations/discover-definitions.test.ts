import { describe, expect, it } from 'vitest';
import { PeoplePath } from '../api/paths';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

// Added (explore helper), issue 12: following a hashtag and mark_su_seen (001 §7 Discover).
const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'v1' };
const same = (id: string) => id;

describe('discover mutations (001 §7 Discover)', () => {
  it('follow and unfollow of a hashtag go to /web/tags/follow|unfollow/{name}/ with X-Mutation-Id', () => {
    expect(toRequest(createMutation('hashtag-follow', { name: 'goldenhour' }, deps), same)).toEqual({ method: 'POST', path: PeoplePath.followHashtag('goldenhour'), mutationId: 'm1' });
    expect(toRequest(createMutation('hashtag-unfollow', { name: 'goldenhour' }, deps), same)).toEqual({ method: 'POST', path: '/web/tags/unfollow/goldenhour/', mutationId: 'm1' });
  });

  it('are one toggle keyed hashtag-follow:<name>: an unfollow made while the follow waits replaces it (DESIGN.md rule 7)', () => {
    const follow = createMutation('hashtag-follow', { name: 'sea' }, deps);
    const unfollow = { ...createMutation('hashtag-unfollow', { name: 'sea' }, deps), id: 'm2' };
    expect([coalesceKey(follow), coalesceKey(unfollow)]).toEqual(['hashtag-follow:sea', 'hashtag-follow:sea']);
    expect(coalesceMode(follow)).toBe('set');
    expect(entityKey(follow)).toBe('hashtag:sea');
    expect(summary(follow)).toBe('Follow #sea');
    expect(planEnqueue([follow], unfollow)).toEqual({ add: true, cancel: [follow.id] });
  });

  it('chaining_dismiss posts {target_id, chaining_user_id}, once per pair (Added, people)', () => {
    const r = createMutation('chaining-dismiss', { userId: 'u2', username: 'ana', chainingUserId: 'p1' }, deps);
    expect(toRequest(r, same)).toEqual({ method: 'POST', path: PeoplePath.chainingDismiss, form: { target_id: 'u2', chaining_user_id: 'p1' }, mutationId: 'm1' });
    expect(coalesceMode(r)).toBe('once');
    expect(coalesceKey(r)).toBe('chaining:p1:u2');
    expect(coalesceKey(createMutation('chaining-dismiss', { userId: 'u2', username: 'ana', chainingUserId: 'p9' }, deps))).not.toBe(coalesceKey(r));
    expect(summary(r)).toBe('Hide related account @ana');
  });

  it('mark_su_seen posts nothing but the call; the newest replaces one waiting', () => {
    const r = createMutation('suggestions-mark-seen', {}, deps);
    expect(toRequest(r, same)).toEqual({ method: 'POST', path: PeoplePath.markSuSeen, mutationId: 'm1' });
    expect(coalesceMode(r)).toBe('set');
  });
});
