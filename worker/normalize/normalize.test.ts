import { describe, expect, it, vi } from 'vitest';
import type { WireFeedNode } from '../../sync/api/wire';
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

  it('a post page carries the first page of comments', () => {
    const page = normalizePostPage(wirePostResponse(wirePost('9'), [wireComment('a'), wireComment('b')], 'cur'));
    expect(page.postId).toBe('9');
    expect(page.commentsPage).toMatchObject({ postId: '9', commentIds: ['a', 'b'], count: 2, pageInfo: { hasNextPage: true, endCursor: 'cur' } });
    expect(page.comments.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
