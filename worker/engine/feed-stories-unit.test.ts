import { describe, expect, it } from 'vitest';
import type { WireListUser } from '../../sync/api/people-wire';
import type { WireFeedNode } from '../../sync/api/wire';
import { createHarness, newProfile, closedAfterEach } from '../test-support/engine-harness';
import { feedUnitServer } from '../test-support/feed-unit-server';
import { wirePost } from '../test-support/wire-fixtures';

// Added (people), issue 12: the feed's stories-in-feed unit (001 §3 Feed) is kept apart from the
// feed's cache (001 §3 Client cache leaves it out) and comes back on an offline start.

const keep = closedAfterEach();

const listUser = (id: string, username: string): WireListUser => ({
  id, username, full_name: '', profile_pic_url: '/a.jpg', is_private: false, is_verified: false,
  followed_by_viewer: true, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false,
});

const unit: WireFeedNode = {
  __typename: 'GraphStoriesInFeedItem', id: 'stories_in_feed:v1', tracking_token: 'sif.1', hide_unit_if_seen: true, title: 'Stories', filtering_tag: null,
  reel_ids: ['u2', 'u3'],
  reels: [{ id: 'u2', user: listUser('u2', 'bea'), kind: 'story' }, { id: 'u3', user: listUser('u3', 'cai'), kind: 'recent_posts' }],
};

describe("the feed's stories-in-feed unit", () => {
  it('shows from the first page, and offline after a restart', async () => {
    const server = feedUnitServer([wirePost('1'), wirePost('2'), unit, wirePost('3')]);
    const profile = newProfile();
    const h = keep(createHarness(profile, server.handler));
    await h.start();
    await h.engine.refreshFeed();
    const feed = h.engine.getState().feed;
    expect(feed.items).toEqual(['1', '2', '3']);
    expect(feed.storiesUnit).toMatchObject({ id: 'stories_in_feed:v1', after: 2, reels: [{ userId: 'u2', kind: 'story' }, { userId: 'u3', kind: 'recent_posts' }] });
    expect(h.engine.getState().users.users['u3']?.username).toBe('cai');
    await h.close();

    server.goDown();
    const again = keep(createHarness(profile, server.handler));
    await again.start('v1', false);
    await again.engine.refreshFeed();
    expect(again.engine.getState().feed.items).toEqual(['1', '2', '3']);
    expect(again.engine.getState().feed.storiesUnit?.reels).toEqual([{ userId: 'u2', kind: 'story' }, { userId: 'u3', kind: 'recent_posts' }]);
    expect(again.engine.getState().users.users['u2']?.username).toBe('bea');
  });
});
