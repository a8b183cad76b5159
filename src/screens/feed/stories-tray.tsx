import { useEffect } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { StoryRingLink } from '../../components/stories/story-ring-link';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import './feed-stories-unit.css';

/** The viewer's own avatar with a + when they have no live story: it opens the story composer. */
function AddStory() {
  const viewer = useSnapshot((s) => (s.users.viewerId === null ? undefined : s.users.users[s.users.viewerId]));
  if (!viewer) return null;
  return (
    <li className="stories-unit__reel">
      <Link href={Paths.createStory} className="stories-unit__link" aria-label="Add to your story">
        <span className="stories-unit__ring stories-unit__ring--add">
          <Avatar src={viewer.profilePictureUrl} username={viewer.username} size={56} />
          <span className="stories-unit__plus" aria-hidden="true">+</span>
        </span>
        <span className="stories-unit__name" aria-hidden="true">
          Your story
        </span>
      </Link>
    </li>
  );
}

/**
 * Added (stories): the stories tray at the top of the feed (001 §2 '/' "feed timeline tray"):
 * the viewer's own reel first (or Add to your story), then the reels of the people they
 * follow in the order the tray was read (unseen first); a ring turns grey once seen. Read on
 * mount; the worker keeps the last tray, so it shows offline too.
 */
export function StoriesTray() {
  const worker = useWorker();
  useEffect(() => {
    fire(worker.loadStoriesTray(), 'load stories tray');
  }, [worker]);
  // A reel whose owner is not held yet has no ring (and no empty place in the row).
  const tray = useSnapshot((s) => s.stories.feedTray.filter((id) => s.stories.reels[id] !== undefined && s.users.users[id] !== undefined), shallowEqual);
  const viewerId = useSnapshot((s) => s.users.viewerId);
  const loaded = useSnapshot((s) => s.stories.trayLoaded);
  const ownFirst = viewerId !== null && tray[0] === viewerId;
  // The section holds its height before the tray is known (a first start, or a cache without a
  // tray): the feed list below measures where it starts once, at mount (feed-list.tsx). A start
  // from cache has the whole tray in its first screen (worker/persistence/first-screen.ts).
  return (
    <section className="stories-unit stories-tray" aria-label="Story tray" aria-busy={!loaded}>
      {loaded ? (
        <ul className="stories-unit__reels" aria-label="Stories of people you follow">
          {ownFirst ? null : <AddStory />}
          {tray.map((id) => (
            <li key={id} className="stories-unit__reel">
              <StoryRingLink userId={id} from="tray" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
