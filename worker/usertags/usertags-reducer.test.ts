import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import type { Post } from '../model';
import { postsReducer } from '../store/posts-reducer';
import { optimisticAction, revertAction, successAction } from '../store/mutation-actions';
import { usertagsReducer } from './usertags-reducer';
import { initialUsertags, restoreUsertags, persistedUsertags } from './usertags-state';

const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'me' };
const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };
const post = {
  id: 'p1', code: 'c1', owner: 'u7', viewerInPhotoOfYou: true,
  usertags: [{ userId: 'u9', username: 'zed', x: 0.1, y: 0.1 }, { userId: 'me', username: 'demo', x: 0.4, y: 0.6, pending: true }],
} as unknown as Post;
const posts = { byId: { p1: post }, idByCode: { c1: 'p1' } };
const comments = { byId: {}, byPostId: {} };
const tag = { userId: 'me', username: 'demo', x: 0.4, y: 0.6, pending: true };
const loaded = usertagsReducer(initialUsertags(), { type: 'usertags-loaded', enabled: true, pending: [{ postId: 'p1', ownerId: 'u7' }, { postId: 'p2', ownerId: 'u8' }] });

describe('usertags in the store (001 §6 "Viewers can approve or remove a photo-of-you tag")', () => {
  it('untag takes the viewer off the post and the pending list at once; a refusal puts the tag back as it was', () => {
    const record = createMutation('usertag-untag', { postId: 'p1', ownerId: 'u7', ownerUsername: 'olga', tag }, deps);
    const gone = postsReducer(posts, optimisticAction(record, ctx), comments);
    expect(gone.byId.p1?.usertags?.map((t) => t.userId)).toEqual(['u9']);
    expect(gone.byId.p1?.viewerInPhotoOfYou).toBe(false);
    expect(usertagsReducer(loaded, optimisticAction(record, ctx)).pending.map((p) => p.postId)).toEqual(['p2']);
    const back = postsReducer(gone, revertAction(record, ctx), comments);
    expect(back.byId.p1?.usertags?.find((t) => t.userId === 'me')).toEqual({ userId: 'me', username: 'demo', x: 0.4, y: 0.6, pending: true });
    expect(back.byId.p1?.viewerInPhotoOfYou).toBe(true);
    const listBack = usertagsReducer(usertagsReducer(loaded, optimisticAction(record, ctx)), revertAction(record, ctx));
    expect(listBack.pending.map((p) => p.postId)).toEqual(['p1', 'p2']);
    // Re-applied over server data (a rebase): the same state, no change.
    expect(postsReducer(gone, optimisticAction(record, ctx), comments)).toBe(gone);
  });

  it('approve marks the tag approved and leaves the list; a refusal marks it pending again', () => {
    const record = createMutation('usertag-review', { postId: 'p1', ownerId: 'u7', ownerUsername: 'olga', tag, approve: true }, deps);
    const approved = postsReducer(posts, optimisticAction(record, ctx), comments);
    expect(approved.byId.p1?.usertags?.find((t) => t.userId === 'me')?.pending).toBeUndefined();
    const done = { ...record, state: 'done' as const, result: { status: 'ok' } };
    const success = successAction(done, ctx);
    expect(success && usertagsReducer(loaded, success).pending.map((p) => p.postId)).toEqual(['p2']);
    expect(postsReducer(approved, revertAction(record, ctx), comments).byId.p1?.usertags?.find((t) => t.userId === 'me')?.pending).toBe(true);
  });

  it('the review preference shows at once and goes back on a refusal', () => {
    const record = createMutation('usertag-review-preference', { enabled: false }, deps);
    const off = usertagsReducer(loaded, optimisticAction(record, ctx));
    expect(off.reviewEnabled).toBe(false);
    expect(usertagsReducer(off, revertAction(record, ctx)).reviewEnabled).toBe(true);
  });

  it('is persisted once read, and a stored record is checked back', () => {
    expect(persistedUsertags(initialUsertags())).toBeNull();
    const stored = JSON.parse(JSON.stringify(persistedUsertags(loaded))) as unknown;
    expect(restoreUsertags(stored)).toEqual(loaded);
    expect(restoreUsertags({ reviewEnabled: 'yes', pending: [] })).toBeNull();
    expect(restoreUsertags({ reviewEnabled: true, pending: [{ postId: 1 }] })).toBeNull();
  });
});
