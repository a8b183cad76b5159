import { describe, expect, it, vi } from 'vitest';
import type { WireFeedNode, WireStoriesInFeedUnit } from '../../sync/api/wire';
import { wireComment, wireFeed, wirePost, wirePostResponse } from '../test-support/wire-fixtures';
import { hasMore, normalizeFeedPage, normalizePost, normalizePostPage } from './index';

const log = () => ({ warn: vi.fn(), error: vi.fn() });

describe('normalize', () => {
  it('001 §3 Pagination: an end cursor that is empty or "0" counts as no more', () => {
    expect(hasMore('')).toBe(false);
    expect(hasMore('0')).toBe(false);
    expect(hasMore(null)).toBe(false);
    expect(hasMore('abc')).toBe(true);
    const l = log();
    expect(normalizeFeedPage(wireFeed([], '0', true), l).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    expect(normalizeFeedPage(wireFeed([], '', true), l).pageInfo.hasNextPage).toBe(false);
    expect(normalizeFeedPage(wireFeed([], 'next', true), l).pageInfo).toEqual({ hasNextPage: true, endCursor: 'next' });
  });

  it('001 §3 Post: maps the wire post into the client model with its owner and preview comments', () => {
    const n = normalizePost(
      wirePost('7', {
        __typename: 'GraphSidecar',
        viewer_has_liked: true,
        edge_media_preview_like: { count: 5 },
        edge_media_to_comment: { count: 3 },
        edge_media_preview_comment: { count: 3, edges: [{ node: wireComment('c1') }] },
      }),
    );
    expect(n.post).toMatchObject({ id: '7', code: 'code7', isSidecar: true, likedByViewer: true, numLikes: 5, numPreviewLikes: 5, numComments: 3, previewCommentIds: ['c1'], owner: 'owner1' });
    expect(n.users.map((u) => u.id)).toEqual(['owner1', 'u-c1']);
    expect(n.comments[0]).toMatchObject({ id: 'c1', userId: 'u-c1', deleted: false });
  });

  it('001 §4 Feed / 001 §8: an unknown feed item type is logged and skipped', () => {
    const l = log();
    const unknown = { __typename: 'GraphMystery', id: 'x' } as unknown as WireFeedNode;
    const suggested: WireFeedNode = { __typename: 'GraphSuggestedUserFeedUnit', id: 's', tracking_token: 't', user_ids: [] };
    const page = normalizeFeedPage(wireFeed([wirePost('1'), unknown, suggested, wirePost('2')]), l);
    expect(page.postIds).toEqual(['1', '2']);
    expect(l.warn).toHaveBeenCalledTimes(1);
    expect(l.warn.mock.calls[0]?.[1]).toEqual({ typename: 'GraphMystery' });
  });

  it('001 §3 Feed: the suggested-user unit is kept with where it sits, its people in user_ids order with their reason and relationship', () => {
    const l = log();
    const listUser = (id: string, followed = false) => ({
      id, username: `user${id}`, full_name: '', profile_pic_url: `/p/${id}.jpg`, is_private: false, is_verified: false,
      followed_by_viewer: followed, requested_by_viewer: false, follows_viewer: id === 'b', has_requested_viewer: false,
    });
    const suggestion = (id: string, description: string) => ({ user: listUser(id), reason: 'popular' as const, description, mutual: { count: 0, usernames: [] }, is_new: true });
    const unit: WireFeedNode = {
      __typename: 'GraphSuggestedUserFeedUnit', id: 'suggested_users:9', tracking_token: 'su.9', type: 'suggested_users', title: 'Suggestions for you',
      // 'gone' is named but not carried: left out.
      user_ids: ['b', 'gone', 'a'],
      edge_suggested_users: { edges: [{ node: suggestion('a', 'Popular') }, { node: suggestion('b', 'Follows you') }] },
    };
    const stories = { __typename: 'GraphStoriesInFeedItem', id: 'sif', tracking_token: 't', hide_unit_if_seen: true, reel_ids: [], title: 'Stories', filtering_tag: null } as WireFeedNode;
    const page = normalizeFeedPage(wireFeed([wirePost('1'), stories, wirePost('2'), unit, wirePost('3')]), l);
    expect(page.postIds).toEqual(['1', '2', '3']);
    expect(page.suggestedUnit?.unit).toEqual({
      id: 'suggested_users:9', trackingToken: 'su.9', type: 'suggested_users', title: 'Suggestions for you', after: 2,
      users: [{ userId: 'b', description: 'Follows you' }, { userId: 'a', description: 'Popular' }],
    });
    expect(page.suggestedUnit?.people.users.map((u) => u.username)).toEqual(['userb', 'usera']);
    expect(page.suggestedUnit?.people.relationships).toEqual([
      { userId: 'b', followedByViewer: 'not-following', followsViewer: 'following' },
      { userId: 'a', followedByViewer: 'not-following', followsViewer: 'not-following' },
    ]);
    expect(l.warn).not.toHaveBeenCalled();
    // A unit with nobody to show is no unit.
    const empty: WireFeedNode = { __typename: 'GraphSuggestedUserFeedUnit', id: 's', tracking_token: 't', user_ids: ['x'] };
    expect(normalizeFeedPage(wireFeed([wirePost('1'), empty]), l).suggestedUnit).toBeUndefined();
  });

  it('001 §3 Feed: the stories-in-feed unit is kept with where it sits, its reels in reel_ids order with their owners', () => {
    const l = log();
    const owner = (id: string) => ({
      id, username: `user${id}`, full_name: '', profile_pic_url: `/p/${id}.jpg`, is_private: false, is_verified: false,
      followed_by_viewer: true, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false,
    });
    const stories: WireStoriesInFeedUnit = {
      __typename: 'GraphStoriesInFeedItem', id: 'sif:9', tracking_token: 'sif.9', hide_unit_if_seen: true, title: 'Stories', filtering_tag: null,
      // 'gone' is named but not carried: left out.
      reel_ids: ['b', 'gone', 'a'],
      reels: [{ id: 'a', user: owner('a'), kind: 'recent_posts' }, { id: 'b', user: owner('b'), kind: 'story' }],
    };
    const page = normalizeFeedPage(wireFeed([wirePost('1'), stories, wirePost('2')]), l);
    expect(page.postIds).toEqual(['1', '2']);
    expect(page.storiesUnit?.unit).toEqual({
      id: 'sif:9', trackingToken: 'sif.9', title: 'Stories', hideUnitIfSeen: true, filteringTag: null, after: 1,
      reels: [{ userId: 'b', kind: 'story' }, { userId: 'a', kind: 'recent_posts' }],
    });
    expect(page.storiesUnit?.people.users.map((u) => u.username)).toEqual(['userb', 'usera']);
    expect(l.warn).not.toHaveBeenCalled();
    // A unit with no reel to show (the placeholder) is no unit.
    const empty: WireStoriesInFeedUnit = { ...stories, reel_ids: [], reels: [] };
    expect(normalizeFeedPage(wireFeed([wirePost('1'), empty]), l).storiesUnit).toBeUndefined();
  });

  it('a post page carries the first page of comments', () => {
    const page = normalizePostPage(wirePostResponse(wirePost('9'), [wireComment('a'), wireComment('b')], 'cur'));
    expect(page.postId).toBe('9');
    expect(page.commentsPage).toMatchObject({ postId: '9', commentIds: ['a', 'b'], count: 2, pageInfo: { hasNextPage: true, endCursor: 'cur' } });
    expect(page.comments.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
