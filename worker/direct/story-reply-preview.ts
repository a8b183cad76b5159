/**
 * Added (story replies): the card of a story reply as the client's cache knows it (the story
 * item and its owner), kept in the waiting message's args so that a reply waiting in the outbox
 * (offline, after a reload too) shows the same thumbnail as a sent one. Undefined when the cache
 * lacks the story or its owner (the bubble then shows the text alone until the server's item comes).
 */
import type { WireDirectReelShare } from '../../sync/api/story-replies-wire';
import type { StoryReply } from '../../sync/mutations/types';
import type { ClientState } from '../model';
import { directUserOf } from './shared-post-preview';

export function storyReplyPreview(state: Pick<ClientState, 'stories' | 'users'>, storyId: string, reply: StoryReply): WireDirectReelShare | undefined {
  const item = state.stories.items[storyId];
  const reel = item ? state.stories.reels[item.reelId] : undefined;
  const owner = reel ? state.users.users[reel.userId] : undefined;
  if (!item || !reel || !owner) return undefined;
  return {
    type: 'reaction' in reply ? 'reaction' : 'reply',
    text: 'reaction' in reply ? reply.reaction : reply.text,
    reel_owner_id: owner.id,
    mentioned_user_id: owner.id,
    media: {
      id: item.id,
      media_type: item.isVideo ? 2 : 1,
      // The picture the viewer showed (in the image cache, so it shows offline too).
      thumbnail_src: item.displayUrl || item.thumbnailSrc,
      expiring_at: item.expiringAt,
      owner: directUserOf(owner),
    },
  };
}
