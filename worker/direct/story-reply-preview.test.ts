import { describe, expect, it } from 'vitest';
import { DirectPath } from '../../sync/api/paths';
import type { WireReel } from '../../sync/api/stories-wire';
import { createMutation, type MutationRecord } from '../../sync';
import { summary, toRequest } from '../../sync/mutations/mutation';
import { optimisticAction } from '../store/mutation-actions';
import { normalizeReels } from '../stories/stories-normalize';
import { fold } from '../test-support/state-fixtures';
import { inboxResponse, wireItem, wireThread } from './direct-test-kit';
import { storyReplyPreview } from './story-reply-preview';

const ctx = { viewerId: 'me', resolveCommentId: (id: string) => id };
const deps = { now: () => 1000, uuid: () => 'tok-r', viewerId: 'me' };

const reel: WireReel = {
  id: '7', reel_type: 'user_reel',
  user: { id: '7', username: 'ann', full_name: 'Ann A', profile_pic_url: '/a.jpg', is_private: false, is_verified: false, followed_by_viewer: true, requested_by_viewer: false, follows_viewer: false, has_requested_viewer: false },
  items: [{
    id: 's1', media_type: 1, taken_at: 100, expiring_at: 86_500, dimensions: { width: 1080, height: 1920 }, display_url: '/s1-1080.jpg',
    display_resources: [], thumbnail_src: '/s1-150.jpg', caption: null, owner: { id: '7', username: 'ann', profile_pic_url: '/a.jpg' },
  }],
  latest_reel_media: 100, expiring_at: 86_500, seen: 0, ranked_position: 1, seen_ranked_position: 1, muted: false, can_reply: true, can_reshare: true,
} as WireReel;

describe('a story reply waiting to be sent shows its card (story replies)', () => {
  const { bundle, people } = normalizeReels([reel]);
  const state = fold([
    { type: 'people-loaded', bundle: people },
    { type: 'stories-media-loaded', reelIds: ['7'], bundle },
    { type: 'direct-inbox-loaded', box: 'inbox', response: inboxResponse([wireThread('t1', [wireItem('i1', 100)])], 2), older: false },
  ]);

  it('builds the card from the cached story item and its owner; undefined for an item not held', () => {
    expect(storyReplyPreview(state, 's1', { text: 'nice' })).toEqual({
      type: 'reply', text: 'nice', reel_owner_id: '7', mentioned_user_id: '7',
      media: { id: 's1', media_type: 1, thumbnail_src: '/s1-1080.jpg', expiring_at: 86_500, owner: { pk: '7', username: 'ann', full_name: 'Ann A', profile_pic_url: '/a.jpg', is_private: false, is_verified: false } },
    });
    expect(storyReplyPreview(state, 's1', { reaction: '🔥' })?.type).toBe('reaction');
    expect(storyReplyPreview(state, 'nope', { text: 'x' })).toBeUndefined();
  });

  it('is a direct-send with item_type reel_share (the record id its mutation_token); its placeholder carries the card', () => {
    const preview = storyReplyPreview(state, 's1', { reaction: '😂' });
    const record = createMutation('direct-send', { threadId: 't1', itemType: 'reel_share', storyId: 's1', reply: { reaction: '😂' }, ...(preview ? { preview } : {}) }, deps) as MutationRecord;
    expect(toRequest(record, (id) => id)).toEqual({
      method: 'POST', path: DirectPath.send, mutationId: 'tok-r',
      form: { thread_id: 't1', mutation_token: 'tok-r', item_type: 'reel_share', media_id: 's1', reaction: '😂' },
    });
    expect(summary(record)).toBe('React 😂 to a story');
    const text = createMutation('direct-send', { threadId: 't1', itemType: 'reel_share', storyId: 's1', reply: { text: 'hi' } }, deps) as MutationRecord;
    expect(toRequest(text, (id) => id).form).toMatchObject({ item_type: 'reel_share', media_id: 's1', text: 'hi' });
    expect(summary(text)).toBe('Reply to a story');
    const s = fold([optimisticAction(record, ctx)], state);
    expect(s.direct.items['tok-r']).toMatchObject({ itemType: 'reel_share', delivery: 'sending', content: { reelShare: { type: 'reaction', text: '😂', media: { id: 's1' } } } });
    // Without a card (the story not cached) it shows its text.
    expect(fold([optimisticAction(text, ctx)], state).direct.items['tok-r']?.content).toEqual({ text: 'hi' });
  });
});
