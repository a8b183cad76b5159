import { describe, expect, it } from 'vitest';
import { normalizeComment } from '../normalize/comment';
import { emptyBundle } from '../normalize/people';
import { fold, pageOf } from '../test-support/state-fixtures';
import { wireComment } from '../test-support/wire-fixtures';
import { keptBundleFill } from './kept-bundle';

describe('a kept answer fills in, never overwrites (browser chaos, seed 502314964)', () => {
  const state = fold([{ type: 'feed-page-loaded', page: pageOf(1, 2) }]);
  const post1 = state.posts.byId['1'];
  if (!post1) throw new Error('no post 1');

  it('entities the store holds stay as they are; those it lacks come back', () => {
    const held = { ...normalizeComment(wireComment('c1', { text: 'newer' })), parentId: null };
    const withComment = { ...state, comments: { ...state.comments, byId: { c1: held } } };
    const kept = {
      ...emptyBundle(),
      posts: [{ ...post1, numLikes: 99 }, { ...post1, id: '7', code: 'code7' }],
      comments: [{ ...held, text: 'older' }, { ...held, id: 'c2', text: 'only kept' }],
    };
    const filled = keptBundleFill(withComment, kept);
    expect(filled.posts.map((p) => p.id)).toEqual(['7']);
    expect(filled.comments.map((c) => `${c.id}:${c.text}`)).toEqual(['c2:only kept']);
  });

  it("a user held keeps its fields; the kept answer adds only those it lacks", () => {
    const owner = Object.values(state.users.users)[0];
    if (!owner) throw new Error('no user');
    expect(owner.bio).toBeNull(); // a feed does not tell it
    const kept = { ...emptyBundle(), users: [{ id: owner.id, username: 'old-name', bio: 'from the profile' }] };
    const [user] = keptBundleFill(state, kept).users;
    expect(user?.username).toBe(owner.username);
    expect(user?.bio).toBe('from the profile');
  });

  it('a relationship or a hashtag follow known here is not told again; collections only when never read', () => {
    const known = {
      ...state,
      relationships: { byUserId: { ...state.relationships.byUserId, u1: { ...Object.values(state.relationships.byUserId)[0], userId: 'u1' } as never } },
      discover: { ...state.discover, hashtagFollows: { cats: { state: 'following' } as never } },
      collections: { ...state.collections, loaded: true },
    };
    const kept = {
      ...emptyBundle(),
      relationships: [{ userId: 'u1', followedByViewer: 'not-following' as const }, { userId: 'u2', followedByViewer: 'following' as const }],
      hashtags: [{ name: 'cats', following: false }, { name: 'dogs', following: true }],
      collections: [],
    };
    const filled = keptBundleFill(known, kept);
    expect(filled.relationships.map((r) => r.userId)).toEqual(['u2']);
    expect(filled.hashtags).toEqual([{ name: 'dogs', following: true }]);
    expect(filled.collections).toBeUndefined();
    expect(keptBundleFill(state, kept).collections).toEqual([]);
  });
});
