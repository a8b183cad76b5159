import { describe, expect, it } from 'vitest';
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import type { StoryViewersPage } from './story-viewers';
import { restoreStoryViewers, storyIdOfItem, storyViewersReducer } from './story-viewers';

const user = (id: number, seenAt: number) => ({
  id: String(id), username: `u${id}`, full_name: `User ${id}`, profile_pic_url: `/a/${id}.jpg`, is_private: false, is_verified: false,
  followed_by_viewer: false, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false, seen_at: seenAt,
});
const answer = (ids: number[], total: number, next: string | null): WireStoryViewersResponse =>
  ({ status: 'ok', users: ids.map((id) => user(id, 1000 - id)), user_count: total, next_max_id: next }) as WireStoryViewersResponse;
const empty: { viewersPageInfo: Record<string, StoryViewersPage>; isLoadingStoryViewers: boolean } = { viewersPageInfo: {}, isLoadingStoryViewers: false };

describe('story viewers (001 §3 viewersPageInfo, isLoadingStoryViewers)', () => {
  it('a first page replaces what was held; a next page is added after it, without repeats; loading is on while asked', () => {
    const asked = storyViewersReducer(empty, { type: 'story-viewers-requested', storyId: 's1' });
    expect(asked.isLoadingStoryViewers).toBe(true);
    const first = storyViewersReducer(asked, { type: 'story-viewers-loaded', storyId: 's1', older: false, response: answer([3, 2], 4, '998_2') });
    expect(first.isLoadingStoryViewers).toBe(false);
    expect(first.viewersPageInfo['s1']).toEqual({
      viewers: [
        { id: '3', username: 'u3', fullName: 'User 3', profilePictureUrl: '/a/3.jpg', seenAt: 997 },
        { id: '2', username: 'u2', fullName: 'User 2', profilePictureUrl: '/a/2.jpg', seenAt: 998 },
      ],
      total: 4,
      nextMaxId: '998_2',
    });
    const more = storyViewersReducer(first, { type: 'story-viewers-loaded', storyId: 's1', older: true, response: answer([2, 1], 4, null) });
    expect(more.viewersPageInfo['s1']?.viewers.map((v) => v.id)).toEqual(['3', '2', '1']);
    expect(more.viewersPageInfo['s1']?.nextMaxId).toBeNull();
    const again = storyViewersReducer(more, { type: 'story-viewers-loaded', storyId: 's1', older: false, response: answer([5], 5, null) });
    expect(again.viewersPageInfo['s1']?.viewers.map((v) => v.id)).toEqual(['5']);
  });

  it('a failure clears loading and keeps the list held', () => {
    const held = storyViewersReducer(empty, { type: 'story-viewers-loaded', storyId: 's1', older: false, response: answer([1], 1, null) });
    const asked = storyViewersReducer(held, { type: 'story-viewers-requested', storyId: 's1' });
    const failed = storyViewersReducer(asked, { type: 'story-viewers-failed', storyId: 's1' });
    expect(failed.isLoadingStoryViewers).toBe(false);
    expect(failed.viewersPageInfo).toBe(held.viewersPageInfo);
  });

  it("the cache's lists come back for items still held, malformed ones dropped", () => {
    const good = { viewers: [{ id: '1', username: 'u1', fullName: 'U', profilePictureUrl: '/a.jpg', seenAt: 5 }], total: 1, nextMaxId: null };
    const restored = restoreStoryViewers({ 11: good, 12: good, 13: { viewers: [{ id: 1 }], total: 1 }, 14: good }, ['11', '13', 'highlight:5/14']);
    expect(restored).toEqual({ 11: good, 14: good });
    expect(restoreStoryViewers(undefined, ['11'])).toEqual({});
  });

  it("an item's story id: a user reel's item is it; a highlight's item names it last; anything else none", () => {
    expect(storyIdOfItem('1234')).toBe('1234');
    expect(storyIdOfItem('highlight:17/1234')).toBe('1234');
    expect(storyIdOfItem('highlight:17')).toBeNull();
    expect(storyIdOfItem('local:abc')).toBeNull();
  });
});
