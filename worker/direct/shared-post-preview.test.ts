import { describe, expect, it } from 'vitest';
import { createMutation, type MutationRecord } from '../../sync';
import { fold, pageOf } from '../test-support/state-fixtures';
import { optimisticAction } from '../store/mutation-actions';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';
import { sharedPostPreview } from './shared-post-preview';

const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };

describe('a shared post waiting to be sent shows its card (issue 13)', () => {
  const state = fold([
    { type: 'feed-page-loaded', page: pageOf(1, 2) },
    { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('i1', 100)])], 2), older: false },
  ]);

  it('builds the card from the cached post and its owner', () => {
    const post = state.posts.byId['1'];
    const preview = sharedPostPreview(state, '1');
    expect(post).toBeDefined();
    expect(preview).toMatchObject({ id: '1', shortcode: post?.code, owner: { pk: post?.owner, username: state.users.users[post?.owner ?? '']?.username } });
    expect(preview?.thumbnail_src).not.toBe('');
  });

  it('is undefined for a post the cache does not hold', () => {
    expect(sharedPostPreview(state, 'nope')).toBeUndefined();
  });

  it('the pending media_share placeholder carries the card; a photo carries its upload', () => {
    const preview = sharedPostPreview(state, '1');
    const share = createMutation('direct-send', { threadId: 't1', itemType: 'media_share', mediaId: '1', ...(preview ? { preview } : {}) }, { now: () => 1000, uuid: () => 'tok-s', viewerId: 'me' }) as MutationRecord;
    const photo = createMutation('direct-send', { threadId: 't1', itemType: 'media', uploadId: '777' }, { now: () => 2000, uuid: () => 'tok-p', viewerId: 'me' }) as MutationRecord;
    const s = fold([optimisticAction(share, ctx), optimisticAction(photo, ctx)], state);
    expect(s.direct.items['tok-s']).toMatchObject({ itemType: 'media_share', delivery: 'sending', content: { mediaShare: { id: '1', owner: { pk: preview?.owner.pk } } } });
    expect(s.direct.items['tok-p']).toMatchObject({ itemType: 'media', delivery: 'sending', content: { uploadId: '777' } });
  });
});
