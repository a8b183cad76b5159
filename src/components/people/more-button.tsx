import { useEffect, useRef } from 'react';
import { useInView } from '../../hooks/use-in-view';
import { fire } from '../../lib/fire';

/** Loads the next page when it comes near the viewport, and as a button (001 §4 Pagination). */
export function MoreButton({ hasMore, loading, onMore, label = 'Load more' }: { hasMore: boolean; loading: boolean; onMore: () => Promise<unknown>; label?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const near = useInView(ref, '400px');
  useEffect(() => {
    if (near && hasMore && !loading) fire(onMore(), 'next page');
  }, [near, hasMore, loading, onMore]);
  if (!hasMore) return null;
  return (
    <div className="center-state">
      <button ref={ref} type="button" className="text-button" disabled={loading} onClick={() => fire(onMore(), 'next page')}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
