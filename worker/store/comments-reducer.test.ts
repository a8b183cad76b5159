import { describe, expect, it } from 'vitest';
import { wireComment, wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold, postPage } from '../test-support/state-fixtures';
import type { Action } from './actions';
import { createMutation } from '../../sync';
import type { MutationRecord } from '../../sync';
import { optimisticAction, revertAction } from './mutation-actions';

const loaded: Action = {
  type: 'post-page-loaded',
  page: postPage(wirePost('1', { edge_media_to_comment: { count: 2 } }), [wireComment('a'), wireComment('b', { edge_liked_by: { count: 3 } })]),
};
const add = (clientId: string, repliedToCommentId: string | null = null): Action => ({
  type: 'comment-add-requested', postId: '1', clientId, text: 'nice', repliedToCommentId, userId: 'me', postedAt: 1,
});
const serverComment = { id: 's1', text: 'nice', userId: 'me', postedAt: 2, likeCount: 0, likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false };

describe('comments reducer', () => {
  it('001 §4 Comments: posted adds it and increments the post count', () => {
    const s = fold([loaded, add('local:x')]);
    expect(s.comments.byId['local:x']).toMatchObject({ text: 'nice', userId: 'me', deleted: false });
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 'local:x'], count: 3 });
    expect(s.posts.byId['1']).toMatchObject({ numComments: 3, previewCommentIds: ['local:x'] });
  });

  it('001 §4 Comments: a reply does not increment the count (top-level only)', () => {
    const s = fold([loaded, add('local:r', 'a')]);
    expect(s.comments.byId['local:r']).toBeDefined();
    expect(s.comments.byPostId['1']?.count).toBe(2);
    expect(s.posts.byId['1']?.numComments).toBe(2);
  });

  it('adding the same pending comment twice is idempotent', () => {
    const once = fold([loaded, add('local:x')]);
    expect(fold([add('local:x')], once)).toBe(once);
  });

  it('success replaces the client id everywhere (byId, byPostId, previewCommentIds)', () => {
    const s = fold([loaded, add('local:x'), { type: 'comment-add-succeeded', postId: '1', clientId: 'local:x', repliedToCommentId: null, comment: serverComment, user: null }]);
    expect(s.comments.byId['local:x']).toBeUndefined();
    // Added (ppost): the server's comment, with its thread kept (a top-level one: null).
    expect(s.comments.byId['s1']).toEqual({ ...serverComment, parentId: null, clientId: 'local:x' });
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 3 });
    expect(s.posts.byId['1']).toMatchObject({ previewCommentIds: ['s1'], numComments: 3 });
  });

  // Issue 17, found by the sync model (npm test, two tabs): open a second tab; comment in the
  // first; the second tab, whose view of the record was still pending, applied its success and
  // then its optimistic add again: the comment twice on its screen (["c1","c1"], server ["c1"]).
  // Issue 17, sync model: the answer to a comment's send lost, a pull brings the server's copy,
  // the pending record's effect applied again over it: the comment shown twice while pending.
  it('a pull that brings the server copy of a pending comment (answer lost) shows it once', () => {
    const pulled: Action = { type: 'post-page-loaded', page: postPage(wirePost('1', { edge_media_to_comment: { count: 3 } }), [wireComment('a'), wireComment('b'), wireComment('s1')]) };
    const s = fold([loaded, pulled]);
    const mine = s.comments.byId['s1'];
    if (!mine) throw new Error('no server comment');
    const again: Action = { type: 'comment-add-requested', postId: '1', clientId: 'local:y', text: mine.text, repliedToCommentId: null, userId: mine.userId, postedAt: mine.postedAt };
    expect(fold([loaded, pulled, again]).comments.byPostId['1']?.commentIds).toEqual(['a', 'b', 's1']);
    // Another text, or a comment older than the tap, is not taken for it.
    expect(fold([loaded, pulled, { ...again, text: 'other words' } as Action]).comments.byPostId['1']?.commentIds).toEqual(['a', 'b', 's1', 'local:y']);
    expect(fold([loaded, pulled, { ...again, postedAt: mine.postedAt + 3600 } as Action]).comments.byPostId['1']?.commentIds).toEqual(['a', 'b', 's1', 'local:y']);
  });

  // Issue 17, sync model (answer-lost ×2; comment; refresh): the add's answer lost, a feed pull
  // brought the server's copy into the post's preview; the pending add applied again kept its
  // local copy in the list beside it: the comment shown twice.
  it('a feed pull that brings the server copy of a pending comment into the preview shows it once', () => {
    const mine = wireComment('s1', { text: 'nice', created_at: 5, owner: { id: 'me', username: 'me', profile_pic_url: '/me.jpg', is_verified: false } });
    const refreshed: Action = { type: 'feed-refreshed', page: feedPage([wirePost('1', { edge_media_to_comment: { count: 3 }, edge_media_preview_comment: { count: 3, edges: [{ node: mine }] } })]) };
    const s = fold([loaded, add('local:x'), refreshed, add('local:x')]);
    const shown = [...new Set([...(s.posts.byId['1']?.previewCommentIds ?? []), ...(s.comments.byPostId['1']?.commentIds ?? [])])];
    expect(shown).toEqual(['s1', 'a', 'b']);
    expect(s.comments.byId['local:x']).toBeUndefined();
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 3 });
    expect(s.posts.byId['1']).toMatchObject({ previewCommentIds: ['s1'], numComments: 3 });
  });

  // Issue 17, the sync model: a comment deleted elsewhere (the post's owner, another device)
  // went on showing on its card after the feed was read again.
  it('a feed read whose preview holds every comment drops a server comment it no longer has; one being sent and a reply stay', () => {
    const reply: Action = { type: 'comment-add-succeeded', postId: '1', clientId: 'local:r', repliedToCommentId: 'a', comment: { ...serverComment, id: 's2' }, user: null };
    const refreshed = (count: number): Action => ({ type: 'feed-refreshed', page: feedPage([wirePost('1', { edge_media_to_comment: { count }, edge_media_preview_comment: { count, edges: [{ node: wireComment('a') }] } })]) });
    const s = fold([loaded, add('local:r', 'a'), reply, add('local:x'), refreshed(1)]);
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 's2', 'local:x'], count: 2 });
    // A preview of fewer than the comments counted tells nothing of the others.
    expect(fold([loaded, refreshed(2)]).comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b'], count: 2 });
  });

  it('an optimistic add seen again after its success adds no second copy', () => {
    const success: Action = { type: 'comment-add-succeeded', postId: '1', clientId: 'local:x', repliedToCommentId: null, comment: serverComment, user: null };
    const s = fold([loaded, add('local:x'), success, add('local:x')]);
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 3 });
    expect(s.posts.byId['1']).toMatchObject({ previewCommentIds: ['s1'], numComments: 3 });
    // Also when the success came first to a view that never listed the local copy.
    const t = fold([loaded, success, add('local:x')]);
    expect(t.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 3 });
    expect(t.posts.byId['1']).toMatchObject({ previewCommentIds: ['s1'], numComments: 3 });
  });

  it('a reply joins the thread of the comment it answers, and keeps it on success and on later pages (ppost)', () => {
    const reply = (clientId: string, to: string): Action => ({ type: 'comment-add-requested', postId: '1', clientId, text: 'r', repliedToCommentId: to, userId: 'me', postedAt: 1 });
    const s = fold([loaded, reply('local:r1', 'a'), reply('local:r2', 'local:r1')]);
    expect(s.comments.byId['local:r1']?.parentId).toBe('a');
    expect(s.comments.byId['local:r2']?.parentId).toBe('a'); // a reply to a reply: the same thread
    const done = fold([loaded, reply('local:r1', 'a'), { type: 'comment-add-succeeded', postId: '1', clientId: 'local:r1', repliedToCommentId: 'a', comment: serverComment, user: null }]);
    expect(done.comments.byId['s1']?.parentId).toBe('a');
    const pulled = fold([loaded, reply('local:r1', 'a'), { type: 'comment-add-succeeded', postId: '1', clientId: 'local:r1', repliedToCommentId: 'a', comment: serverComment, user: null }, { type: 'post-page-loaded', page: postPage(wirePost('1'), [wireComment('a'), wireComment('s1')]) }]);
    expect(pulled.comments.byId['s1']?.parentId).toBe('a');
  });

  it('success when the server copy was already pulled drops the local duplicate', () => {
    const withServer: Action = { type: 'post-page-loaded', page: postPage(wirePost('1', { edge_media_to_comment: { count: 3 } }), [wireComment('a'), wireComment('b'), wireComment('s1')]) };
    const s = fold([loaded, withServer, add('local:x'), { type: 'comment-add-succeeded', postId: '1', clientId: 'local:x', repliedToCommentId: null, comment: serverComment, user: null }]);
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 3 });
  });

  // Issue 17, the sync model (a 10,000-sequence run on a55cedc): the send's answer lost, a pull
  // brought the server's copy, the person deleted it while the send's retry backed off on a
  // 503; the retry was answered with the first result and the comment came back.
  it('a success that arrives after the comment was deleted does not bring it back', () => {
    const success: Action = { type: 'comment-add-succeeded', postId: '1', clientId: 'local:x', repliedToCommentId: null, comment: serverComment, user: null };
    const mine = wireComment('s1', { text: 'nice', created_at: 5, owner: { id: 'me', username: 'me', profile_pic_url: '/me.jpg', is_verified: false } });
    const withServer: Action = { type: 'post-page-loaded', page: postPage(wirePost('1', { edge_media_to_comment: { count: 3 } }), [wireComment('a'), wireComment('b'), mine]) };
    const deleteCopy: Action = { type: 'comment-delete-requested', postId: '1', commentId: 's1' };
    const pulledThenDeleted = fold([loaded, add('local:x'), withServer, add('local:x'), deleteCopy]);
    expect(pulledThenDeleted.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 's1'], count: 2 });
    const s = fold([success], pulledThenDeleted);
    expect(s.comments.byId['s1']).toMatchObject({ deleted: true });
    expect(s.comments.byPostId['1']).toEqual(pulledThenDeleted.comments.byPostId['1']);
    expect(s.posts.byId['1']?.numComments).toBe(pulledThenDeleted.posts.byId['1']?.numComments);
    // The local copy deleted before the success: its server copy arrives deleted, listed nowhere new.
    const localDeleted = fold([loaded, add('local:x'), { type: 'comment-delete-requested', postId: '1', commentId: 'local:x' }]);
    const t = fold([success], localDeleted);
    expect(t.comments.byId['s1']).toMatchObject({ deleted: true });
    expect(t.comments.byPostId['1']?.count).toBe(localDeleted.comments.byPostId['1']?.count);
    expect(t.posts.byId['1']?.numComments).toBe(localDeleted.posts.byId['1']?.numComments);
  });

  it('a failed comment is removed and the count restored', () => {
    const s = fold([loaded, add('local:x'), { type: 'comment-add-failed', postId: '1', clientId: 'local:x', repliedToCommentId: null }]);
    expect(s.comments.byId['local:x']).toBeUndefined();
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b'], count: 2 });
    expect(s.posts.byId['1']).toMatchObject({ numComments: 2, previewCommentIds: [] });
  });

  it('001 §4 Comments: delete request marks deleted and decrements the count', () => {
    const s = fold([loaded, { type: 'comment-delete-requested', postId: '1', commentId: 'a' }, { type: 'comment-delete-requested', postId: '1', commentId: 'a' }]);
    expect(s.comments.byId['a']?.deleted).toBe(true);
    expect(s.comments.byPostId['1']?.count).toBe(1);
    expect(s.posts.byId['1']?.numComments).toBe(1);
  });

  it('001 §4 Comments: a failed delete reverts', () => {
    const s = fold([loaded, { type: 'comment-delete-requested', postId: '1', commentId: 'a' }, { type: 'comment-delete-failed', postId: '1', commentId: 'a' }]);
    expect(s.comments.byId['a']?.deleted).toBe(false);
    expect(s.comments.byPostId['1']?.count).toBe(2);
    expect(s.posts.byId['1']?.numComments).toBe(2);
  });

  it('001 §4 Comments: like request increments and sets liked; failure reverts', () => {
    const liked = fold([loaded, { type: 'comment-like-requested', commentId: 'b' }]);
    expect(liked.comments.byId['b']).toMatchObject({ likedByViewer: true, likeCount: 4 });
    const reverted = fold([{ type: 'comment-like-failed', commentId: 'b' }], liked);
    expect(reverted.comments.byId['b']).toMatchObject({ likedByViewer: false, likeCount: 3 });
  });

  it('001 §4 Comments: unlike is symmetrical', () => {
    const liked = fold([loaded, { type: 'comment-like-succeeded', commentId: 'b' }]);
    const unliked = fold([{ type: 'comment-unlike-requested', commentId: 'b' }], liked);
    expect(unliked.comments.byId['b']).toMatchObject({ likedByViewer: false, likeCount: 3 });
    const reverted = fold([{ type: 'comment-unlike-failed', commentId: 'b' }], unliked);
    expect(reverted.comments.byId['b']).toMatchObject({ likedByViewer: true, likeCount: 4 });
  });

  it('a next comments page appends to the list', () => {
    const next: Action = {
      type: 'comments-page-loaded',
      page: { postId: '1', commentIds: ['c'], count: 3, pageInfo: { hasNextPage: false, endCursor: null }, posts: [], users: [], comments: [{ ...serverComment, id: 'c' }] },
    };
    const s = fold([loaded, { type: 'comments-page-requested', postId: '1' }, next]);
    expect(s.comments.byPostId['1']).toMatchObject({ commentIds: ['a', 'b', 'c'], count: 3 });
    expect(s.comments.byPostId['1']?.pagination).toMatchObject({ isFetching: false, hasNextPage: false, loadedCount: 3 });
  });

  // Issue 17, the sync model: a comment deleted elsewhere, then by the person; the delete's 404
  // reverted it, and it showed again until read.
  it('a delete answered 404 (the comment gone meanwhile) leaves it deleted; another refusal shows it again', () => {
    const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };
    const del = createMutation('comment-delete', { postId: '1', commentId: 'a' }, { now: () => 1000, uuid: () => 'm', viewerId: 'me' }) as MutationRecord;
    const refused = (statusCode: number, errorType: string): MutationRecord => ({ ...del, state: 'failed', error: { statusCode, errorType, message: 'x' } }) as MutationRecord;
    const gone = fold([loaded, optimisticAction(del, ctx), revertAction(refused(404, 'not_found'), ctx)]);
    expect(gone.comments.byId['a']?.deleted).toBe(true);
    expect(gone.comments.byPostId['1']?.count).toBe(1);
    const back = fold([loaded, optimisticAction(del, ctx), revertAction(refused(400, 'bad_request'), ctx)]);
    expect(back.comments.byId['a']?.deleted).toBe(false);
    expect(back.comments.byPostId['1']?.count).toBe(2);
  });
});
