import { describe, expect, it } from 'vitest';
import type { SuggestedUsersUnit } from '../../../worker/model';
import { feedRowKeys } from './feed-row-keys';

const unit = (after: number): SuggestedUsersUnit => ({ id: 'su', trackingToken: 't', type: 'suggested_users', title: 'Suggestions for you', after, users: [{ userId: 'u1', description: 'Popular' }] });

describe('feedRowKeys: where the suggested-user unit sits among the feed rows', () => {
  it('after `after` of the server posts; local posts on top do not count', () => {
    expect(feedRowKeys(['1', '2', '3', '4', '5'], unit(4))).toEqual(['1', '2', '3', '4', 'su', '5']);
    expect(feedRowKeys(['local:a', '1', '2', '3', '4', '5'], unit(4))).toEqual(['local:a', '1', '2', '3', '4', 'su', '5']);
  });

  it('last in a shorter feed; first when placed before any post', () => {
    expect(feedRowKeys(['1', '2'], unit(4))).toEqual(['1', '2', 'su']);
    expect(feedRowKeys(['1', '2'], unit(0))).toEqual(['su', '1', '2']);
  });

  it('the stories-in-feed unit too: each at its place, in the order of their places', () => {
    const stories = { id: 'st', after: 2 };
    expect(feedRowKeys(['1', '2', '3', '4', '5'], unit(4), stories)).toEqual(['1', '2', 'st', '3', '4', 'su', '5']);
    expect(feedRowKeys(['local:a', '1', '2', '3'], unit(4), stories)).toEqual(['local:a', '1', '2', 'st', '3', 'su']);
    expect(feedRowKeys(['1'], undefined, stories)).toEqual(['1', 'st']);
    expect(feedRowKeys(['1', '2'], unit(2), { id: 'st', after: 2 })).toEqual(['1', '2', 'su', 'st']);
  });

  it('none without a unit or in an empty feed (its footer offers people)', () => {
    expect(feedRowKeys(['1'], undefined)).toEqual(['1']);
    expect(feedRowKeys([], unit(4))).toEqual([]);
  });
});
