import { describe, expect, it } from 'vitest';
import type { Action } from '../../worker/store/actions';
import { fold, pageOf } from '../../worker/test-support/state-fixtures';
import { likedPost, savedPost } from './post-toggles';

describe('post toggles (the local echo matches the worker reducer, 001 §4 Posts)', () => {
  const base = fold([{ type: 'feed-page-loaded', page: pageOf(1, 2) }]);
  const post = base.posts.byId['1'];
  if (!post) throw new Error('no post');
  const byWorker = (action: Action) => fold([action], base).posts.byId['1'];

  it('liking raises numLikes and numPreviewLikes by one, unliking lowers them', () => {
    const liked = likedPost(post, true);
    expect(liked).toEqual(byWorker({ type: 'post-like-requested', postId: '1' }));
    expect(likedPost(liked, false)).toEqual(fold([{ type: 'post-like-requested', postId: '1' }, { type: 'post-unlike-requested', postId: '1' }], base).posts.byId['1']);
    expect(likedPost(post, false)).toBe(post); // not liked: unliking changes nothing
  });

  it('a save sets savedByViewer only', () => {
    expect(savedPost(post, true)).toEqual(byWorker({ type: 'post-save-requested', postId: '1' }));
    expect(savedPost(post, false)).toBe(post);
  });
});
