import { describe, expect, it } from 'vitest';
import { createMutation } from '../../sync';
import type { MutationRecord } from '../../sync';
import { wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold } from '../test-support/state-fixtures';
import type { Action } from './actions';
import { optimisticAction, revertAction, successAction } from './mutation-actions';
import { createStore } from './store';

const loaded: Action = { type: 'feed-page-loaded', page: feedPage([wirePost('1'), wirePost('2')]) };
const ctx = { viewerId: 'v', resolveCommentId: (id: string) => id };
const deps = { now: () => 1000, uuid: () => 'm', viewerId: 'v' };
const record = <R extends MutationRecord>(r: unknown) => r as R;

describe('the owner\u2019s post menu in the store (issue 12)', () => {
  const del = record(createMutation('post-delete', { postId: '1' }, deps));

  it('a delete hides the post at once (it stays in the feed list, marked), idempotently', () => {
    const s = fold([loaded, optimisticAction(del, ctx), optimisticAction(del, ctx)]);
    expect(s.posts.byId['1']?.deleted).toBe(true);
    expect(s.feed.items).toContain('1');
  });

  it('its success removes the post from the posts and the feed; a refusal shows it again', () => {
    const done = successAction({ ...del, state: 'done' }, ctx);
    expect(done).not.toBeNull();
    const gone = fold([loaded, optimisticAction(del, ctx), done as Action]);
    expect(gone.posts.byId['1']).toBeUndefined();
    expect(gone.feed.items).toEqual(['2']);
    const back = fold([loaded, optimisticAction(del, ctx), revertAction(del, ctx)]);
    expect(back.posts.byId['1']?.deleted).toBe(false);
  });

  it('a pull brings the post back unmarked; re-applying the pending delete hides it again (DESIGN.md rule 5)', () => {
    const s = fold([loaded, optimisticAction(del, ctx), loaded, optimisticAction(del, ctx)]);
    expect(s.posts.byId['1']?.deleted).toBe(true);
  });

  it('an edit sets the trimmed caption and captionIsEdited; a refusal puts the caption before back', () => {
    const edit = record(createMutation('post-caption-edit', { postId: '1', caption: '  new words ', previousCaption: 'caption 1' }, deps));
    const s = fold([loaded, optimisticAction(edit, ctx)]);
    expect(s.posts.byId['1']).toMatchObject({ caption: 'new words', captionIsEdited: true });
    const back = fold([loaded, optimisticAction(edit, ctx), revertAction(edit, ctx)]);
    expect(back.posts.byId['1']?.caption).toBe('caption 1');
    const cleared = record(createMutation('post-caption-edit', { postId: '1', caption: ' ', previousCaption: 'caption 1' }, deps));
    expect(fold([loaded, optimisticAction(cleared, ctx)]).posts.byId['1']?.caption).toBeNull();
  });

  // Added (profile): the profile's post count drops with the grid and comes back with a refusal.
  describe('the owner\u2019s post count (issue 12)', () => {
    const counted: Action = { type: 'users-received', users: [{ id: 'owner1', username: 'owner', counts: { media: 5, followedBy: 0, follows: 0 } }] };
    const media = (s: ReturnType<typeof fold>) => s.users.users['owner1']?.counts?.media;

    it('a delete takes one off at once, once however often it is re-applied; a refusal puts it back', () => {
      const s = fold([loaded, counted, optimisticAction(del, ctx), optimisticAction(del, ctx)]);
      expect(media(s)).toBe(4);
      expect(media(fold([revertAction(del, ctx)], s))).toBe(5);
      expect(media(fold([revertAction(del, ctx), revertAction(del, ctx)], s))).toBe(5);
    });

    it('the success after the request takes nothing more; a success alone (sent by the service worker) takes one', () => {
      const done = successAction({ ...del, state: 'done' }, ctx) as Action;
      expect(media(fold([loaded, counted, optimisticAction(del, ctx), done, done]))).toBe(4);
      expect(media(fold([loaded, counted, done]))).toBe(4);
    });

    it('inside the store too, where the posts table is written in place before the count is read', () => {
      const store = createStore({ pendingRecords: () => [], context: () => ctx });
      for (const a of [loaded, counted, optimisticAction(del, ctx)]) store.dispatch(a);
      expect(media(store.getState())).toBe(4);
      store.dispatch(revertAction(del, ctx));
      expect(media(store.getState())).toBe(5);
    });

    it('a pull brings the server\u2019s count and the post unmarked; the re-applied delete takes one off again', () => {
      const s = fold([loaded, counted, optimisticAction(del, ctx), loaded, counted, optimisticAction(del, ctx)]);
      expect(media(s)).toBe(4);
    });
  });
});
