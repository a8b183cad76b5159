import { describe, expect, it } from 'vitest';
import { PeoplePath } from '../api/paths';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'v1' };
const same = (id: string) => id;
const ann = { userId: 'u1', username: 'ann' };

describe('people mutations (001 §7 Friendships, Activity, Settings)', () => {
  it('go to the friendships paths with X-Mutation-Id', () => {
    const cases = [
      ['user-follow', PeoplePath.follow('u1')],
      ['user-unfollow', PeoplePath.unfollow('u1')],
      ['user-block', PeoplePath.block('u1')],
      ['user-unblock', PeoplePath.unblock('u1')],
      ['follow-request-approve', PeoplePath.approve('u1')],
      ['follow-request-ignore', PeoplePath.ignore('u1')],
    ] as const;
    for (const [name, path] of cases) expect(toRequest(createMutation(name, ann, deps), same)).toEqual({ method: 'POST', path, mutationId: 'm1' });
  });

  it('follow and unfollow are one toggle keyed follow:<userId>; block and unblock another (DESIGN.md rule 7)', () => {
    const follow = createMutation('user-follow', ann, deps);
    const unfollow = createMutation('user-unfollow', ann, deps);
    expect([coalesceKey(follow), coalesceKey(unfollow)]).toEqual(['follow:u1', 'follow:u1']);
    expect([coalesceMode(follow), coalesceMode(unfollow)]).toEqual(['set', 'set']);
    expect(coalesceKey(createMutation('user-block', ann, deps))).toBe('block:u1');
    expect(coalesceMode(createMutation('follow-request-approve', ann, deps))).toBe('once');
    expect(entityKey(follow)).toBe('user:u1');
    expect(summary(follow)).toBe('Follow @ann');
  });

  it('mark checked sends its timestamp; the newest replaces one waiting', () => {
    const r = createMutation('activity-mark-checked', { timestamp: 123 }, deps);
    expect(toRequest(r, same)).toEqual({ method: 'POST', path: PeoplePath.markChecked, form: { timestamp: '123' }, mutationId: 'm1' });
    expect(coalesceMode(r)).toBe('set');
    expect(toRequest(createMutation('search-history-clear', {}, deps), same)).toEqual({ method: 'POST', path: PeoplePath.clearSearchHistory, mutationId: 'm1' });
  });
});
