import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import { commentsReducer, markReported } from '../store/comments-reducer';
import { feedReducer, withoutPost } from '../store/feed-reducer';
import { initialState } from '../store/initial-state';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import type { Comment } from '../model';

const comment: Comment = { id: 'c1', text: 'spam', userId: 'u2', postedAt: 1, likeCount: 0, likedByViewer: false, isAuthorVerified: false, didReportAsSpam: false, deleted: false };
const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'me' };
const ctx = { viewerId: 'me', resolveCommentId: (id: string) => (id === 'local:1' ? 's1' : id) };

describe('reports in the store (001 §4 "Report success sets didReportAsSpam")', () => {
  it('markReported sets and clears the flag, the same object when nothing changes', () => {
    expect(markReported(comment, true).didReportAsSpam).toBe(true);
    expect(markReported(comment, false)).toBe(comment);
  });

  it('a comment report marks the comment at once; success keeps it; a refusal unmarks it', () => {
    const state = { byId: { c1: comment }, byPostId: {} };
    const record = createMutation('comment-report', { postId: 'p1', commentId: 'c1', ownerId: 'u2', username: 'ann', reasonId: 1 }, deps);
    const marked = commentsReducer(state, optimisticAction(record, ctx));
    expect(marked.byId.c1?.didReportAsSpam).toBe(true);
    const done = { ...record, state: 'done' as const, result: { status: 'ok' } };
    const action = successAction(done, ctx);
    expect(action && commentsReducer(marked, action).byId.c1?.didReportAsSpam).toBe(true);
    expect(commentsReducer(marked, revertAction(record, ctx)).byId.c1?.didReportAsSpam).toBe(false);
  });

  it('a post report takes the post out of the feed only when asked to hide it', () => {
    const feed = { ...initialState().feed, items: ['p1', 'p2'] };
    const hide = createMutation('media-report', { postId: 'p1', ownerId: 'u2', username: 'ann', reasonId: 1, hideFromFeed: true, source: 'feed' }, deps);
    const keep = createMutation('media-report', { ...hide.args, hideFromFeed: false }, deps);
    expect(feedReducer(feed, optimisticAction(hide, ctx)).items).toEqual(['p2']);
    expect(feedReducer(feed, optimisticAction(keep, ctx))).toBe(feed);
    expect(withoutPost(feed, 'p9')).toBe(feed);
    expect(withoutPost(feed, 'p2').pagination.loadedCount).toBe(1);
  });

  it("an account's or a message's report changes nothing shown", () => {
    const state = initialState();
    const user = createMutation('user-report', { ownerId: 'u2', username: 'ann', reasonId: 13 }, deps);
    const message = createMutation('message-report', { ownerId: 'u2', username: 'ann', reasonId: 7, threadId: 't', itemId: 'i' }, deps);
    for (const r of [user, message]) {
      const a = optimisticAction(r, ctx);
      expect(feedReducer(state.feed, a)).toBe(state.feed);
      expect(commentsReducer(state.comments, a)).toBe(state.comments);
    }
  });
});
