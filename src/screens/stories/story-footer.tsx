import { useSnapshot } from '../../state';
import { useDirectEligible } from '../direct/use-direct';
import { storyIdOfItem } from '../../../worker/stories/story-viewers';
import { SeenBy } from './story-seen-by';
import { StoryReplyBar } from './story-reply-bar';
import './story-footer.css';

/**
 * Added (story replies): the foot of the story viewer. On one's own story (a highlight too),
 * "Seen by N" (the viewers sheet); on someone else's, the reply field and the quick reactions,
 * unless the reel says replies are off (001 §3 canReply), direct messages are not available to
 * the viewer (001 §1 eligibility), either blocks the other, or the reel is not a user reel (a
 * highlight). `onHold` pauses the story while the person types or the sheet is open.
 */
export function StoryFooter({ reelId, itemId, onHold }: { reelId: string; itemId: string; onHold: (held: boolean) => void }) {
  const viewerId = useSnapshot((s) => s.users.viewerId);
  const reel = useSnapshot((s) => s.stories.reels[reelId]);
  const owner = useSnapshot((s) => (reel ? s.users.users[reel.userId] : undefined));
  const blocked = useSnapshot((s) => {
    const r = reel ? s.relationships.byUserId[reel.userId] : undefined;
    return r?.blockedByViewer.state === 'blocked' || r?.hasBlockedViewer.state === 'blocked';
  });
  const eligible = useDirectEligible();
  if (!reel || !owner) return null;
  if (reel.userId === viewerId) {
    const storyId = storyIdOfItem(itemId);
    return storyId === null ? null : <SeenBy storyId={storyId} onHold={onHold} />;
  }
  // Replies are to user reels (id = owner's id): a highlight's items are often expired, which the server refuses (410).
  if (!reel.canReply || !eligible || blocked || reel.id !== reel.userId) return null;
  return <StoryReplyBar itemId={itemId} ownerName={owner.username} onHold={onHold} />;
}
