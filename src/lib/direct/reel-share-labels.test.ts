import { describe, expect, it } from 'vitest';
import type { DirectItem } from '../../../worker/direct/direct-state';
import { itemText, previewText, reelShareLabel } from './thread-labels';

const share = (type: 'reply' | 'reaction', text: string) => ({ type, text, reel_owner_id: 'ann', mentioned_user_id: 'ann', media: null });
const item = (userId: string, mutationToken: string | null, content: DirectItem['content']): DirectItem => ({
  id: 'i', threadId: 't', userId, itemType: 'reel_share', timestamp: 1, mutationToken, reactions: { likes: [], likesCount: 0 }, content, delivery: 'sent',
});

describe('story replies in words (added, story replies)', () => {
  it('the card says who replied to whose story', () => {
    expect(reelShareLabel('reply', true)).toBe('You replied to their story');
    expect(reelShareLabel('reaction', true)).toBe('You reacted to their story');
    expect(reelShareLabel('reply', false)).toBe('Replied to your story');
    expect(reelShareLabel('reaction', false)).toBe('Reacted to your story');
  });

  it('one line for the inbox: the reply or the reaction, from either side; a placeholder without its card says its text', () => {
    expect(previewText(item('me', 'tok', { reelShare: share('reply', 'Where?') }), 'me', {}, false)).toBe('You: Replied to their story: Where?');
    expect(previewText(item('ann', null, { reelShare: share('reaction', '🔥') }), 'me', {}, false)).toBe('Reacted 🔥 to your story');
    expect(itemText(item('me', 'tok', { text: 'hi' }))).toBe('Replied to their story: hi');
  });
});
