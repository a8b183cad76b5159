import { describe, expect, it } from 'vitest';
import { wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold } from '../test-support/state-fixtures';
import type { Action } from './actions';

const loaded: Action = { type: 'feed-page-loaded', page: feedPage([wirePost('1'), wirePost('2')]) };
const post = (actions: Action[]) => fold([loaded, ...actions]).posts.byId['1'];

describe('posts reducer', () => {
  it('001 §4 Posts: liking raises numLikes and numPreviewLikes by one', () => {
    expect(post([{ type: 'post-like-requested', postId: '1' }])).toMatchObject({ likedByViewer: true, numLikes: 11, numPreviewLikes: 11 });
  });

  it('001 §4 Posts: like toggles on request and on success, idempotently (re-applying is safe)', () => {
    const p = post([
      { type: 'post-like-requested', postId: '1' },
      { type: 'post-like-requested', postId: '1' },
      { type: 'post-like-succeeded', postId: '1' },
    ]);
    expect(p).toMatchObject({ likedByViewer: true, numLikes: 11, numPreviewLikes: 11 });
  });

  it('001 §4 Posts: unliking lowers the counts', () => {
    const p = post([{ type: 'post-like-requested', postId: '1' }, { type: 'post-unlike-requested', postId: '1' }]);
    expect(p).toMatchObject({ likedByViewer: false, numLikes: 10, numPreviewLikes: 10 });
  });

  it('001 §4 Posts: a failed like reverts', () => {
    const p = post([{ type: 'post-like-requested', postId: '1' }, { type: 'post-like-failed', postId: '1' }]);
    expect(p).toMatchObject({ likedByViewer: false, numLikes: 10 });
  });

  it('001 §4 Posts: a failed unlike reverts to liked', () => {
    const p = post([
      { type: 'post-like-succeeded', postId: '1' },
      { type: 'post-unlike-requested', postId: '1' },
      { type: 'post-unlike-failed', postId: '1' },
    ]);
    expect(p).toMatchObject({ likedByViewer: true, numLikes: 11 });
  });

  it('001 §4 Posts: save toggles on request and success; failure reverts', () => {
    expect(post([{ type: 'post-save-requested', postId: '1' }, { type: 'post-save-succeeded', postId: '1' }])?.savedByViewer).toBe(true);
    expect(post([{ type: 'post-save-requested', postId: '1' }, { type: 'post-save-failed', postId: '1' }])?.savedByViewer).toBe(false);
    expect(post([{ type: 'post-save-requested', postId: '1' }, { type: 'post-unsave-requested', postId: '1' }, { type: 'post-unsave-failed', postId: '1' }])?.savedByViewer).toBe(true);
  });

  it('001 §4 Posts: deleting a post removes it from the feed and the id map', () => {
    const s = fold([loaded, { type: 'post-deleted', postId: '1' }]);
    expect(s.posts.byId['1']).toBeUndefined();
    expect(s.posts.idByCode['code1']).toBeUndefined();
    expect(s.feed.items).toEqual(['2']);
  });

  it('an action about an unknown post changes nothing (same state object)', () => {
    const s = fold([loaded]);
    expect(fold([{ type: 'post-like-requested', postId: 'nope' }], s)).toBe(s);
  });

  it('a page with an unchanged post keeps the post object (reference diffs see no change)', () => {
    const s = fold([loaded]);
    const again = fold([{ type: 'feed-refreshed', page: feedPage([wirePost('1'), wirePost('2')]) }], s);
    expect(again.posts.byId['1']).toBe(s.posts.byId['1']);
  });
});
