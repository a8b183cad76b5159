import { useEffect } from 'react';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { FeedList } from './feed-list';
import { FeedFooter } from './feed-footer';
import './feed.css';

/** The feed (001 §4 Feed): refreshed on mount, paged as the end comes near. */
export function FeedScreen() {
  const worker = useWorker();
  useEffect(() => {
    fire(worker.refreshFeed(), 'refresh feed');
  }, [worker]);
  return (
    <main className="app-main">
      <div className="column feed">
        <h1 className="visually-hidden">Feed</h1>
        <FeedList />
        <FeedFooter />
      </div>
    </main>
  );
}
