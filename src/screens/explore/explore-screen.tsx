import { useCallback } from 'react';
import { useWorker } from '../../state';
import { useWorkerPages } from '../../hooks/use-worker-query';
import { PostGrid } from '../../components/people/post-grid';
import { MoreButton } from '../../components/people/more-button';
import { SearchField } from '../search/search-field';
import '../../components/people/people.css';
import './explore.css';

/** /explore/ (issue 12): posts of accounts the viewer does not follow, 16 a page (001 §9). */
export function ExploreScreen() {
  const worker = useWorker();
  const pages = useWorkerPages(['explore'], (after) => worker.loadExplore(after));
  const ids = [...new Set(pages.data?.pages.flatMap((p) => p.postIds) ?? [])];
  const offline = pages.data?.pages[0]?.offline ?? false;
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  return (
    <main className="app-main">
      <div className="wide-column explore">
        <h1 className="visually-hidden">Explore</h1>
        <div className="explore__search">
          <SearchField />
        </div>
        {offline ? <p className="offline-note muted">You're offline: these are the posts last seen here.</p> : null}
        {pages.isPending ? (
          <p className="center-state muted" role="status">Loading…</p>
        ) : pages.isError ? (
          <div className="center-state" role="alert">
            <p>{"Couldn't load Explore."}</p>
            <button type="button" className="text-button" onClick={() => void pages.refetch()}>
              Try again
            </button>
          </div>
        ) : ids.length === 0 ? (
          <p className="center-state muted">Nothing to explore yet.</p>
        ) : (
          <PostGrid postIds={ids} label="Explore posts" chaining />
        )}
        <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} />
      </div>
    </main>
  );
}
