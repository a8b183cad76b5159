import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../db/types';
import { groupActivity } from './activity-groups';

const ev = (type: ActivityEvent['type'], actorId: number, at: number, postId: number | null = null, commentId: number | null = null): ActivityEvent => ({
  type,
  actorId,
  at,
  postId,
  commentId,
  text: null,
});

describe('groupActivity (issue 12 activity, grouped)', () => {
  it('groups likes per post with actors newest first, once each', () => {
    const groups = groupActivity([ev('like', 1, 10, 7), ev('like', 2, 30, 7), ev('like', 3, 20, 7), ev('like', 4, 25, 8)], 0, 50);
    expect(groups.map((g) => [g.id, g.actorIds, g.timestamp])).toEqual([
      ['like:7', [2, 3, 1], 30],
      ['like:8', [4], 25],
    ]);
  });

  it('groups new followers per day and keeps comments apart', () => {
    const day = 86_400;
    const groups = groupActivity(
      [ev('follow', 1, day + 5), ev('follow', 2, day + 50), ev('follow', 3, 2 * day + 1), ev('comment', 1, day + 6, 7, 70), ev('comment', 1, day + 7, 7, 71)],
      0,
      50,
    );
    expect(groups.map((g) => [g.type, g.actorIds])).toEqual([
      ['follow', [3]],
      ['follow', [2, 1]],
      ['comment', [1]],
      ['comment', [1]],
    ]);
  });

  it('marks stories newer than the last check unread and keeps at most `limit`', () => {
    const groups = groupActivity([ev('like', 1, 100, 1), ev('like', 2, 50, 2), ev('like', 3, 10, 3)], 60, 2);
    expect(groups.map((g) => [g.id, g.unread])).toEqual([
      ['like:1', true],
      ['like:2', false],
    ]);
  });
});
