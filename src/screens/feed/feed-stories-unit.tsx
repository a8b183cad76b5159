import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { StoryRingLink } from '../../components/stories/story-ring-link';
import { profilePath } from '../../routes';
import { useSnapshot } from '../../state';
import type { StoriesInFeedUnit } from '../../../worker/model';
import './feed-stories-unit.css';

function Reel({ userId, kind }: StoriesInFeedUnit['reels'][number]) {
  const user = useSnapshot((s) => s.users.users[userId]);
  if (!user) return null;
  // Added (stories): a reel with a story opens it (walking the tray after it); one with new
  // posts opens the profile. (Not "new post(s)": the name of the Create link.)
  if (kind === 'story') {
    return (
      <li className="stories-unit__reel">
        <StoryRingLink userId={userId} from="tray" />
      </li>
    );
  }
  return (
    <li className="stories-unit__reel">
      <Link href={profilePath(user.username)} className="stories-unit__link" aria-label={`${user.username}: posted recently`}>
        <span className="stories-unit__ring stories-unit__ring--posts">
          <Avatar src={user.profilePictureUrl} username={user.username} size={56} />
        </span>
        <span className="stories-unit__name" aria-hidden="true">
          {user.username}
        </span>
      </Link>
    </li>
  );
}

/**
 * Added (people), issue 12: the feed's stories-in-feed unit (001 §3 Feed) as a row of the
 * followed accounts with a story (opening it) or new posts (opening the profile): each avatar
 * in its ring with the username, scrolling sideways.
 */
export function FeedStoriesUnit({ unit }: { unit: StoriesInFeedUnit }) {
  if (unit.reels.length === 0) return null;
  const titleId = `feed-unit-${unit.id.replace(/[^\w-]/g, '-')}`;
  return (
    <section className="stories-unit" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {unit.title}
      </h2>
      <ul className="stories-unit__reels" aria-label={`${unit.title}: accounts you follow`}>
        {unit.reels.map((r) => (
          <Reel key={r.userId} userId={r.userId} kind={r.kind} />
        ))}
      </ul>
    </section>
  );
}
