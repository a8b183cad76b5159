import { useEffect, useRef } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { Spinner } from '../../components/spinner';
import { useInView } from '../../hooks/use-in-view';
import { fire } from '../../lib/fire';
import { Suggestions } from '../../components/people/suggestions';

/** Our choice: start the next page this far before the end of the list. */
const PRELOAD_MARGIN = '0px 0px 1200px 0px';

/**
 * The end of the feed: a sentinel that loads the next page, a spinner, an error with Retry,
 * or the empty and caught-up states.
 */
export function FeedFooter() {
  const worker = useWorker();
  const count = useSnapshot((s) => s.feed.items.length);
  const loading = useSnapshot((s) => s.feed.isLoading || s.feed.pagination.isFetching);
  const error = useSnapshot((s) => s.feed.error);
  const hasNext = useSnapshot((s) => s.feed.pagination.hasNextPage);
  const restored = useSnapshot((s) => s.status.restored);
  const online = useSnapshot((s) => s.status.online);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useInView(sentinel, PRELOAD_MARGIN);

  useEffect(() => {
    if (nearEnd && count > 0 && hasNext && !loading && !error && online) fire(worker.loadNextFeedPage(), 'next feed page');
  }, [nearEnd, count, hasNext, loading, error, online, worker]);

  const retry = () => fire(count > 0 && hasNext ? worker.loadNextFeedPage() : worker.refreshFeed(), 'retry feed');

  return (
    <div className="feed__footer">
      <div ref={sentinel} className="feed__sentinel" aria-hidden="true" />
      {error ? (
        <div className="center-state" role="alert">
          <p>{count > 0 ? "Couldn't load more posts." : "Couldn't load your feed."}</p>
          <button type="button" className="secondary-button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : loading || !restored ? (
        <Spinner label={count > 0 ? 'Loading more posts' : 'Loading feed'} />
      ) : count === 0 ? (
        <div className="center-state">
          <h2 className="feed__empty-title">{online ? 'No posts yet' : 'Nothing saved yet'}</h2>
          <p className="muted">
            {online ? 'When people you follow share photos and videos, they’ll show up here.' : 'Your feed will load when you’re back online.'}
          </p>
          {/* Added (people helper), issue 12: an empty feed offers people to follow. */}
          {online ? <Suggestions limit={10} title="People to follow" /> : null}
        </div>
      ) : !hasNext ? (
        <div className="center-state">
          <p className="muted">You're all caught up.</p>
          <button type="button" className="secondary-button" onClick={() => {
            window.scrollTo({ top: 0 });
            fire(worker.refreshFeed(), 'refresh feed');
          }}>
            Check for new posts
          </button>
        </div>
      ) : null}
    </div>
  );
}
