import { useCallback, type ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { PostGrid } from '../../components/people/post-grid';
import { MoreButton } from '../../components/people/more-button';
import { isNotFound } from '../../hooks/use-worker-query';
import { NotFoundScreen } from '../not-found/not-found-screen';
import type { PostListView } from '../../../worker/api-types';
import '../../components/people/people.css';
import './explore.css';

type Pages<V> = UseInfiniteQueryResult<InfiniteData<V>>;

/**
 * A tag or place page (001 §2 Links): its header, the top posts of the first page, then the
 * most recent ones, 12 a page (001 §9), loaded as the end comes near.
 */
export function TopAndRecent<V extends PostListView & { topIds: string[] }>({ pages, header, what, name }: { pages: Pages<V>; header: (first: V | undefined) => ReactNode; what: string; name: string }) {
  const first = pages.data?.pages[0];
  const recent = [...new Set(pages.data?.pages.flatMap((p) => p.postIds) ?? [])];
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  if (pages.isError && isNotFound(pages.error)) return <NotFoundScreen />;
  return (
    <main className="app-main">
      <div className="wide-column tag-page">
        {header(first)}
        {first?.offline ? <p className="offline-note muted">You're offline: these are the posts last seen here.</p> : null}
        {pages.isPending ? <p className="center-state muted" role="status">Loading…</p> : null}
        {pages.isError ? <p className="center-state muted">{`Couldn't load this ${what}.`}</p> : null}
        {first && first.topIds.length > 0 ? (
          <>
            <h2 className="tag-page__section">Top posts</h2>
            <PostGrid postIds={first.topIds} label={`Top posts of ${name}`} />
          </>
        ) : null}
        {recent.length > 0 ? (
          <>
            <h2 className="tag-page__section">Most recent</h2>
            <PostGrid postIds={recent} label={`Most recent posts of ${name}`} />
          </>
        ) : null}
        <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} />
      </div>
    </main>
  );
}
