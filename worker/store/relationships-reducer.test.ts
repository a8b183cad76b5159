import { describe, expect, it } from 'vitest';
import type { Relationship } from '../model';
import { fold } from '../test-support/state-fixtures';
import type { Action } from './actions';
import { emptyRestoredCache } from './restored-cache';
import { emptyRelationship, mergeField, stableField } from './relationship-rules';
import { relationshipsReducer } from './relationships-reducer';

const ann = { id: 'u1', username: 'ann', isPrivate: false, counts: { followedBy: 10, follows: 3, media: 1 } };
const pia = { id: 'u2', username: 'pia', isPrivate: true, counts: { followedBy: 5, follows: 5, media: 0 } };
const me = { id: 'me', username: 'me', counts: { followedBy: 0, follows: 7, media: 0 } };
const setup: Action[] = [
  { type: 'viewer-changed', viewerId: 'me', user: me },
  { type: 'users-received', users: [ann, pia] },
];
const rel = (actions: Action[], id = 'u1'): Relationship | undefined => fold([...setup, ...actions]).relationships.byUserId[id];
const people = (relationships: { userId: string; followedByViewer?: 'following' | 'not-following' | 'requested' }[]): Action => ({
  type: 'people-loaded',
  bundle: { posts: [], users: [], comments: [], relationships },
});

describe('relationships reducer (001 §4 Relationships)', () => {
  it('a field is unstable while a follow is pending, stable once the server answers', () => {
    expect(rel([{ type: 'user-follow-requested', userId: 'u1' }])?.followedByViewer).toEqual({ state: 'following', stable: false, confirmed: 'not-following' });
    expect(rel([{ type: 'user-follow-requested', userId: 'u1' }, { type: 'user-follow-succeeded', userId: 'u1', result: 'following' }])?.followedByViewer)
      .toEqual(stableField('following'));
  });

  it('a follow answered requested gives private requested; following gives following', () => {
    expect(rel([{ type: 'user-follow-succeeded', userId: 'u2', result: 'requested' }], 'u2')?.followedByViewer.state).toBe('requested');
    expect(rel([{ type: 'user-follow-succeeded', userId: 'u1', result: 'following' }])?.followedByViewer.state).toBe('following');
  });

  it('any other result falls back to requested for a private account, else following', () => {
    expect(rel([{ type: 'user-follow-succeeded', userId: 'u2', result: 'sure' }], 'u2')?.followedByViewer).toEqual(stableField('requested'));
    expect(rel([{ type: 'user-follow-succeeded', userId: 'u1', result: null }])?.followedByViewer).toEqual(stableField('following'));
  });

  it('a follow of a private account shows Requested while pending', () => {
    expect(rel([{ type: 'user-follow-requested', userId: 'u2' }], 'u2')?.followedByViewer.state).toBe('requested');
  });

  it('a failed follow restores the stable state the server had confirmed', () => {
    const before = rel([people([{ userId: 'u1', followedByViewer: 'not-following' }])]);
    const after = rel([
      people([{ userId: 'u1', followedByViewer: 'not-following' }]),
      { type: 'user-follow-requested', userId: 'u1' },
      { type: 'user-follow-failed', userId: 'u1' },
    ]);
    expect(after).toEqual(before);
    // and an unfollow that failed leaves the person followed
    const kept = rel([people([{ userId: 'u1', followedByViewer: 'following' }]), { type: 'user-unfollow-requested', userId: 'u1' }, { type: 'user-unfollow-failed', userId: 'u1' }]);
    expect(kept?.followedByViewer).toEqual(stableField('following'));
  });

  it('merging server data keeps the newer state, and stable only if both agree', () => {
    const pending = { state: 'following' as const, stable: false, confirmed: 'not-following' as const };
    expect(mergeField(pending, stableField('not-following'))).toEqual({ state: 'not-following', stable: false, confirmed: 'not-following' });
    expect(mergeField(stableField('not-following'), stableField('following'))).toEqual(stableField('following'));
    // through the reducer: server data over a pending follow stays unstable
    const r = rel([{ type: 'user-follow-requested', userId: 'u1' }, people([{ userId: 'u1', followedByViewer: 'not-following' }])]);
    expect(r?.followedByViewer.stable).toBe(false);
  });

  it('block succeeded sets blocked and clears both follow statuses; unblock sets unblocked', () => {
    const blocked = rel([people([{ userId: 'u1', followedByViewer: 'following' }]), { type: 'user-block-requested', userId: 'u1' }, { type: 'user-block-succeeded', userId: 'u1' }]);
    expect(blocked).toMatchObject({ blockedByViewer: stableField('blocked'), followedByViewer: stableField('not-following'), followsViewer: stableField('not-following') });
    const unblocked = rel([{ type: 'user-block-succeeded', userId: 'u1' }, { type: 'user-unblock-requested', userId: 'u1' }]);
    expect(unblocked?.blockedByViewer).toEqual({ state: 'unblocked', stable: false, confirmed: 'blocked' });
    expect(rel([{ type: 'user-block-succeeded', userId: 'u1' }, { type: 'user-unblock-succeeded', userId: 'u1' }])?.blockedByViewer).toEqual(stableField('unblocked'));
  });

  it('approving or ignoring a request sets followsViewer; a failure restores the request', () => {
    const asked: Action = { type: 'people-loaded', bundle: { posts: [], users: [], comments: [], relationships: [{ userId: 'u2', followsViewer: 'requested' }] } };
    expect(rel([asked, { type: 'follow-request-approve-requested', userId: 'u2' }], 'u2')?.followsViewer.state).toBe('following');
    expect(rel([asked, { type: 'follow-request-ignore-succeeded', userId: 'u2' }], 'u2')?.followsViewer).toEqual(stableField('not-following'));
    expect(rel([asked, { type: 'follow-request-ignore-requested', userId: 'u2' }, { type: 'follow-request-ignore-failed', userId: 'u2' }], 'u2')?.followsViewer)
      .toEqual(stableField('requested'));
  });

  it('a requested change applied twice (a rebase) is the same state', () => {
    const once = fold([...setup, { type: 'user-follow-requested', userId: 'u1' }]);
    expect(relationshipsReducer(once.relationships, { type: 'user-follow-requested', userId: 'u1' }, once.users)).toBe(once.relationships);
  });

  it('a restored cache comes back settled (pending work comes from the outbox) and under what is in memory', () => {
    const cached: Relationship = { ...emptyRelationship(), followedByViewer: { state: 'following', stable: false, confirmed: 'not-following' } };
    const memory = rel([people([{ userId: 'u3', followedByViewer: 'following' }])], 'u3')!;
    const s = fold([...setup, people([{ userId: 'u3', followedByViewer: 'following' }]), { type: 'cache-restored', cache: { ...emptyRestoredCache('me'), relationships: { u1: cached, u3: emptyRelationship() } } }]);
    expect(s.relationships.byUserId['u1']?.followedByViewer).toEqual(stableField('not-following'));
    expect(s.relationships.byUserId['u3']).toEqual(memory);
  });
});

describe('counts moved by relationship answers (001 §4 Relationships)', () => {
  const counts = (actions: Action[]) => {
    const s = fold([...setup, ...actions]);
    return { ann: s.users.users['u1']?.counts?.followedBy, me: s.users.users['me']?.counts?.follows };
  };

  it('a follow answered following adds 1 to the subject followedBy and the viewer follows, once', () => {
    const ok: Action = { type: 'user-follow-succeeded', userId: 'u1', result: 'following' };
    expect(counts([{ type: 'user-follow-requested', userId: 'u1' }, ok])).toEqual({ ann: 11, me: 8 });
    expect(counts([ok, ok])).toEqual({ ann: 11, me: 8 });
  });

  it('a follow answered requested moves nothing', () => {
    expect(counts([{ type: 'user-follow-succeeded', userId: 'u1', result: 'requested' }])).toEqual({ ann: 10, me: 7 });
  });

  it('an unfollow subtracts 1 only when previously following', () => {
    expect(counts([people([{ userId: 'u1', followedByViewer: 'following' }]), { type: 'user-unfollow-succeeded', userId: 'u1' }])).toEqual({ ann: 9, me: 6 });
    expect(counts([{ type: 'user-unfollow-succeeded', userId: 'u1' }])).toEqual({ ann: 10, me: 7 });
  });

  it('blocking a followed user subtracts from followedBy', () => {
    expect(counts([people([{ userId: 'u1', followedByViewer: 'following' }]), { type: 'user-block-succeeded', userId: 'u1' }]).ann).toBe(9);
    expect(counts([{ type: 'user-block-succeeded', userId: 'u1' }]).ann).toBe(10);
  });
});
