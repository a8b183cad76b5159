import { useEffect, useRef } from 'react';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { FeedList } from './feed-list';
import { FeedFooter } from './feed-footer';
import { StoriesTray } from './stories-tray';
import { useFirstScreenSnapshot } from '../../lib/first-screen/use-first-screen-snapshot';
import { Suggestions } from '../../components/people/suggestions';
import { DESKTOP, useMediaQuery } from '../../hooks/use-media-query';
import './feed.css';

/**
 * The feed (001 §4 Feed): refreshed on mount, paged as the end comes near; its first screen is
 * kept as markup for the next start offline (src/lib/first-screen).
 */
export function FeedScreen() {
  const worker = useWorker();
  useEffect(() => {
    fire(worker.refreshFeed(), 'refresh feed');
  }, [worker]);
  const main = useRef<HTMLElement>(null);
  useFirstScreenSnapshot(main, 'feed');
  // Added (people helper), issue 12: the suggestions column beside the feed on desktop.
  const desktop = useMediaQuery(DESKTOP);
  return (
    <main ref={main} className="app-main feed-layout">
      <div className="column feed">
        <h1 className="visually-hidden">Feed</h1>
        <StoriesTray />
        <FeedList />
        <FeedFooter />
      </div>
      {desktop ? (
        <aside className="feed-aside" aria-label="Suggestions">
          <Suggestions limit={5} />
        </aside>
      ) : null}
    </main>
  );
}
