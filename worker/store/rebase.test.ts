import { describe, expect, it } from 'vitest';
import type { MutationRecord } from '../../sync/mutations/types';
import { wirePost } from '../test-support/wire-fixtures';
import { feedPage, fold, postPage } from '../test-support/state-fixtures';
import { createStore } from './store';
import type { MutationContext } from './mutation-actions';

const ctx: MutationContext = { viewerId: 'me', resolveCommentId: (id) => id };
const like: MutationRecord = { id: 'm1', viewerId: 'me', name: 'post-like', args: { postId: '1' }, createdAt: 1000, attempts: 0, state: 'pending', nextAttemptAt: 0 };

describe('rebase (DESIGN.md rule 5: pulls never erase pending work)', () => {
  it('a feed refresh that says likedByViewer false keeps a pending like', () => {
    const records: MutationRecord[] = [like];
    const store = createStore({ pendingRecords: () => records, context: () => ctx });
    store.dispatch({ type: 'feed-page-loaded', page: feedPage([wirePost('1')]) });
    store.dispatch({ type: 'post-like-requested', postId: '1' });
    store.dispatch({ type: 'feed-refreshed', page: feedPage([wirePost('1', { viewer_has_liked: false, edge_media_preview_like: { count: 10 } })]) });
    expect(store.getState().posts.byId['1']).toMatchObject({ likedByViewer: true, numLikes: 11 });
  });

  it('a refresh that already shows the like does not count it twice', () => {
    const store = createStore({ pendingRecords: () => [like], context: () => ctx });
    store.dispatch({ type: 'feed-page-loaded', page: feedPage([wirePost('1', { viewer_has_liked: true, edge_media_preview_like: { count: 11 } })]) });
    expect(store.getState().posts.byId['1']).toMatchObject({ likedByViewer: true, numLikes: 11 });
  });

  it('a pending comment survives a post page reload', () => {
    const add: MutationRecord = { id: 'm2', viewerId: 'me', name: 'comment-add', args: { postId: '1', clientId: 'local:c', text: 'hi', repliedToCommentId: null }, createdAt: 2000, attempts: 0, state: 'sending', nextAttemptAt: 0 };
    const store = createStore({ pendingRecords: () => [add], context: () => ctx });
    store.dispatch({ type: 'post-page-loaded', page: postPage(wirePost('1'), []) });
    expect(store.getState().comments.byPostId['1']?.commentIds).toEqual(['local:c']);
    expect(store.getState().comments.byId['local:c']).toMatchObject({ text: 'hi', userId: 'me', postedAt: 2 });
  });

  it('failed records are not re-applied', () => {
    const store = createStore({ pendingRecords: () => [{ ...like, state: 'failed' }], context: () => ctx });
    store.dispatch({ type: 'feed-page-loaded', page: feedPage([wirePost('1')]) });
    expect(store.getState().posts.byId['1']?.likedByViewer).toBe(false);
  });

  it('non-server actions are not followed by a rebase', () => {
    const store = createStore({ pendingRecords: () => [like], context: () => ctx, initial: fold([{ type: 'feed-page-loaded', page: feedPage([wirePost('1')]) }]) });
    store.dispatch({ type: 'post-unlike-requested', postId: '1' });
    expect(store.getState().posts.byId['1']?.likedByViewer).toBe(false);
  });
});
