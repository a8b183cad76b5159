import { Link } from 'wouter';
import { Avatar } from '../avatar';
import { storyPath } from '../../screens/stories/story-paths';
import type { StoryHistoryState } from '../../screens/stories/story-paths';
import { useSnapshot } from '../../state';

/** Whether the viewer has seen this reel (001 §4: muted, or seen >= latest media); null when the reel is not held. */
export function useReelSeen(reelId: string): boolean | null {
  return useSnapshot((s) => {
    const r = s.stories.reels[reelId];
    return r === undefined ? null : r.muted || r.seen >= r.latestReelMedia;
  });
}

/**
 * Added (stories): an owner's avatar in a story ring that opens their reel (the gradient ring
 * while something is unseen, grey once all is seen), with the name under it. `from` says
 * whether the viewer walks the tray after it.
 */
export function StoryRingLink({ userId, from, label }: { userId: string; from: StoryHistoryState['storiesFrom']; label?: string }) {
  const user = useSnapshot((s) => s.users.users[userId]);
  const seen = useReelSeen(userId);
  const viewerId = useSnapshot((s) => s.users.viewerId);
  if (!user) return null;
  const own = userId === viewerId;
  const state: StoryHistoryState = { storiesFrom: from };
  const name = label ?? (own ? 'Your story' : user.username);
  return (
    <Link
      href={storyPath(user.username)}
      state={state}
      className="stories-unit__link"
      aria-label={`Story by ${own ? 'you' : user.username}, ${seen === true ? 'seen' : 'not seen'}`}
    >
      <span className={`stories-unit__ring stories-unit__ring--${seen === true ? 'seen' : 'story'}`}>
        <Avatar src={user.profilePictureUrl} username={user.username} size={56} />
      </span>
      <span className="stories-unit__name" aria-hidden="true">
        {name}
      </span>
    </Link>
  );
}
