import { describe, expect, it } from 'vitest';
import { ApiPath, PeoplePath, QueryHash } from '../../sync/api/paths';
import type { WireChainingUser } from '../../sync/api/people-wire';
import type { Handler, Harness, Profile } from '../test-support/engine-harness';
import { createHarness, json, newProfile, closedAfterEach } from '../test-support/engine-harness';
import { chainingKey } from '../store/activity-reducer';
import { chainingReason } from './chaining-reads';

// Added (people), issue 12: a profile's related row (chaining) and chaining_dismiss through the outbox.

const keep = closedAfterEach();

const listUser = (id: string, username: string, extra: Partial<WireChainingUser> = {}): WireChainingUser => ({
  id, username, full_name: '', profile_pic_url: '/a.jpg', is_private: false, is_verified: false,
  followed_by_viewer: false, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false,
  suggestion_reason: 'popular', suggestion_description: 'Popular', ...extra,
});

function chainingServer(state: { down: boolean; refuse: boolean }): Handler {
  return ({ method, url }) => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (method === 'GET' && url.pathname === ApiPath.graphql && url.searchParams.get('query_hash') === QueryHash.chaining) {
      const edges = [
        listUser('u2', 'bea', { full_name: 'Bea Lima', suggestion_reason: 'mutual', suggestion_description: 'Followed by ana + 2 more' }),
        listUser('u3', 'cai', { follows_viewer: true, suggestion_reason: 'follows_you', suggestion_description: 'Follows you' }),
      ].map((node) => ({ node }));
      return json({ status: 'ok', data: { user: { id: 'p1', edge_chaining: { edges } } } });
    }
    if (method === 'POST' && url.pathname === PeoplePath.chainingDismiss) {
      return state.refuse ? json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404) : json({ status: 'ok' });
    }
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
}

function harness(state: { down: boolean; refuse: boolean }, profile: Profile = newProfile()): Harness {
  return keep(createHarness(profile, chainingServer(state)));
}

describe('related profiles (chaining)', () => {
  it("a card says the server's reason, else \"Suggested for you\"", () => {
    expect(chainingReason({ suggestion_description: 'Followed by ana + 2 more' })).toBe('Followed by ana + 2 more');
    expect(chainingReason({ suggestion_description: ' ' })).toBe('Suggested for you');
  });

  it('a dismissal made offline hides the card at once, survives a restart offline and is sent once', async () => {
    const state = { down: false, refuse: false };
    const profile = newProfile();
    const h = harness(state, profile);
    await h.start();
    const r = await h.engine.loadRelatedProfiles('p1');
    expect(r).toEqual({ ok: true, value: { items: [{ userId: 'u2', reason: 'Followed by ana + 2 more' }, { userId: 'u3', reason: 'Follows you' }], offline: false } });
    expect(h.engine.getState().users.users['u2']?.username).toBe('bea');

    h.engine.setOnline(false);
    state.down = true;
    await h.engine.dismissRelatedProfile('p1', 'u2');
    expect(h.engine.getState().activity.dismissedChaining).toEqual([chainingKey('p1', 'u2')]);
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => i.summary)).toEqual(['Hide related account @bea']);
    await h.close();

    const again = harness(state, profile);
    await again.start('v1', false);
    const offline = await again.engine.loadRelatedProfiles('p1');
    expect(offline).toEqual({ ok: true, value: { items: [{ userId: 'u3', reason: 'Follows you' }], offline: true } });
    expect(again.engine.getState().activity.dismissedChaining).toEqual([chainingKey('p1', 'u2')]);
    state.down = false;
    again.engine.setOnline(true);
    await again.engine.settle();
    expect(again.posts().map((c) => c.path)).toEqual([PeoplePath.chainingDismiss]);
  });

  it('a refused dismissal shows the card again', async () => {
    const state = { down: false, refuse: true };
    const h = harness(state);
    await h.start();
    await h.engine.loadRelatedProfiles('p1');
    await h.engine.dismissRelatedProfile('p1', 'u2');
    await h.engine.settle();
    expect(h.engine.getState().activity.dismissedChaining).toEqual([]);
  });
});
