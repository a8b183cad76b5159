import { describe, expect, it } from 'vitest';
import type { ActivityStoryView } from '../../worker/api-types';
import { activitySections, activityVerb } from './activity-groups';

const story = (id: string, timestamp: number, unread = false): ActivityStoryView => ({
  id, type: 'like', timestamp, userIds: ['u1'], othersCount: 0, media: null, text: null, unread,
});

describe('activity sections', () => {
  const now = 1_000_000;
  it('unread first, then today, this week and earlier; empty sections left out', () => {
    const s = activitySections([story('a', now - 10, true), story('b', now - 100), story('c', now - 3 * 86_400), story('d', now - 30 * 86_400)], now);
    expect(s.map((x) => [x.title, x.stories.map((y) => y.id)])).toEqual([['New', ['a']], ['Today', ['b']], ['This week', ['c']], ['Earlier', ['d']]]);
    expect(activitySections([story('b', now - 100)], now).map((x) => x.title)).toEqual(['Today']);
  });

  it('says what happened', () => {
    expect(activityVerb({ type: 'follow', text: null })).toBe('started following you.');
    expect(activityVerb({ type: 'comment', text: 'nice' })).toBe('commented: nice');
    // Added (usertags): a tag waiting for approval says where to approve it.
    expect(activityVerb({ type: 'usertag', text: null })).toBe('tagged you in a post.');
    expect(activityVerb({ type: 'usertag', text: 'pending' })).toBe('tagged you in a post. Approve it in Settings → Tags.');
  });
});
