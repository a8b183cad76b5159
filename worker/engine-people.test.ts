import { describe, expect, it } from 'vitest';
import { ApiPath, PeoplePath, QueryHash } from '../sync/api/paths';
import type { WireProfileUser } from '../sync/api/people-wire';
import { wireProfileUser } from './test-support/wire-fixtures';
import type { Handler, Harness } from './test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from './test-support/engine-harness';

// Issue 12: the people reads and relationship mutations through the engine (001 §4 Relationships).

const keep = closedAfterEach();

const USERS: Record<string, WireProfileUser> = { ann: wireProfileUser('u1', 'ann', false), pia: wireProfileUser('u2', 'pia', true) };

/** A people server; `state.down` makes every request fail as a lost connection would. */
function peopleServer(state: { down: boolean; followResult: string }): Handler {
  return ({ method, url }) => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.profile) {
      const { username } = JSON.parse(url.searchParams.get('variables') ?? '{}') as { username: string };
      const user = USERS[username];
      return user ? json({ status: 'ok', data: { user } }) : json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
    }
    if (method === 'POST' && /^\/web\/friendships\/\w+\/follow\/$/.test(url.pathname)) return json({ status: 'ok', result: state.followResult });
    if (method === 'POST' && url.pathname.startsWith('/web/friendships/')) return json({ status: 'ok' });
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
}

function harness(state: { down: boolean; followResult: string }, profile = newProfile()): Harness {
  return keep(createHarness(profile, peopleServer(state)));
}

describe('people through the engine (issue 12)', () => {
  it('a profile read puts the user, its posts and the relationship in the store; offline, a new start opens it from the cache', async () => {
    const state = { down: false, followResult: 'following' };
    const profile = newProfile();
    const h = harness(state, profile);
    await h.start();
    const r = await h.engine.loadProfile('ann');
    expect(r).toMatchObject({ ok: true, value: { userId: 'u1', postIds: ['u1-p1'], offline: false, viewerCanSeePosts: true } });
    expect(h.engine.getState().users.usernameToId['ann']).toBe('u1');
    expect(h.engine.getState().relationships.byUserId['u1']?.followedByViewer).toEqual({ state: 'not-following', stable: true, confirmed: 'not-following' });
    await h.engine.settle();
    await h.close();

    state.down = true;
    const again = harness(state, profile);
    await again.start('v1', false);
    const offline = await again.engine.loadProfile('ann');
    expect(offline).toMatchObject({ ok: true, value: { userId: 'u1', postIds: ['u1-p1'], offline: true } });
  });

  it('a follow of a private account made offline shows Requested, unstable; sent once online, it ends stable in Requested', async () => {
    const state = { down: false, followResult: 'requested' };
    const h = harness(state);
    await h.start();
    await h.engine.loadProfile('pia');
    h.engine.setOnline(false);
    state.down = true;
    await h.engine.followUser('u2');
    expect(h.engine.getState().relationships.byUserId['u2']?.followedByViewer).toMatchObject({ state: 'requested', stable: false });
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => [i.summary, i.entityKey])).toEqual([['Follow @pia', 'user:u2']]);
    state.down = false;
    h.engine.setOnline(true);
    await h.engine.settle();
    expect(h.posts().map((c) => c.path)).toEqual([PeoplePath.follow('u2')]);
    expect(h.engine.getState().relationships.byUserId['u2']?.followedByViewer).toEqual({ state: 'requested', stable: true, confirmed: 'requested' });
    expect(h.engine.getState().users.users['u2']?.counts?.followedBy).toBe(10); // a request moves no count
  });

  it('follow then unfollow made offline sends only what the final state needs (DESIGN.md rule 7)', async () => {
    const state = { down: false, followResult: 'following' };
    const h = harness(state);
    await h.start();
    await h.engine.loadProfile('ann');
    h.engine.setOnline(false);
    state.down = true;
    await h.engine.followUser('u1');
    await h.engine.unfollowUser('u1');
    expect(h.engine.getState().relationships.byUserId['u1']?.followedByViewer.state).toBe('not-following');
    state.down = false;
    h.engine.setOnline(true);
    await h.engine.settle();
    expect(h.posts().map((c) => c.path)).toEqual([PeoplePath.unfollow('u1')]);
    expect(h.engine.getState().relationships.byUserId['u1']?.followedByViewer).toEqual({ state: 'not-following', stable: true, confirmed: 'not-following' });
  });

  it('001 §4: an unknown follow result is logged as an error and mapped (public account: following, counted once)', async () => {
    const state = { down: false, followResult: 'maybe' };
    const h = harness(state);
    await h.start();
    await h.engine.loadProfile('ann');
    await h.engine.followUser('u1');
    await h.engine.settle();
    expect(h.engine.getState().relationships.byUserId['u1']?.followedByViewer).toEqual({ state: 'following', stable: true, confirmed: 'following' });
    expect(h.engine.getState().users.users['u1']?.counts?.followedBy).toBe(11);
    expect(h.log.error).toHaveBeenCalledWith('follow: invalid result (001 §4)', { userId: 'u1', result: 'maybe' });
  });
});
