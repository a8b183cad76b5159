import { describe, expect, it } from 'vitest';
import { UsertagsPath } from '../api/usertags-wire';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'v1' };
const same = (id: string) => id;
const tag = { userId: 'v1', username: 'demo', x: 0.4, y: 0.6, pending: false };
const base = { postId: 'p1', ownerId: '7', ownerUsername: 'maya', tag };

describe('usertag mutations (001 §7 Settings /web/usertags/…)', () => {
  it('untag_web {media}, keyed by the post, sent once', () => {
    const r = createMutation('usertag-untag', base, deps);
    expect(toRequest(r, same)).toEqual({ method: 'POST', path: UsertagsPath.untag, form: { media: 'p1' }, mutationId: 'm1' });
    expect([entityKey(r), coalesceKey(r), coalesceMode(r), summary(r)]).toEqual(['post:p1', 'usertag:p1', 'once', 'Remove tag · @maya']);
  });

  it('review_web {approve, remove}: the post in the one chosen, the other empty', () => {
    const approve = createMutation('usertag-review', { ...base, approve: true }, deps);
    const remove = createMutation('usertag-review', { ...base, approve: false }, deps);
    expect(toRequest(approve, same).form).toEqual({ approve: 'p1', remove: '' });
    expect(toRequest(remove, same).form).toEqual({ approve: '', remove: 'p1' });
    expect([summary(approve), summary(remove)]).toEqual(['Approve tag · @maya', 'Remove tag · @maya']);
  });

  it('review_preference_web {enabled}: a set toggle, the last choice replaces the waiting one', () => {
    const on = createMutation('usertag-review-preference', { enabled: true }, { ...deps, uuid: () => 'a' });
    const off = createMutation('usertag-review-preference', { enabled: false }, { ...deps, uuid: () => 'b' });
    expect(toRequest(off, same)).toEqual({ method: 'POST', path: UsertagsPath.reviewPreference, form: { enabled: 'false' }, mutationId: 'b' });
    expect(coalesceMode(on)).toBe('set');
    expect(planEnqueue([on], off)).toEqual({ add: true, cancel: ['a'] });
  });
});
