import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useSnapshot } from '../../state';
import { PostCard } from '../../components/post/post-card';
import { feedDisplayed } from '../../lib/analytics/page-telemetry';
import { feedRowHeights, FEED_ROW_ESTIMATE } from './feed-row-heights';
import { FeedStoriesUnit } from './feed-stories-unit';
import { FeedSuggestedUnit } from './feed-suggested-unit';
import { feedRowKeys } from './feed-row-keys';

/**
 * Our choice: posts rendered above and below the ones on screen. Twelve keeps the whole first
 * page (001 §9: 12 posts) in the DOM at the top of the feed, and what a flick scrolls to
 * ready, while the DOM stays a constant size however far the feed goes (issue 16).
 */
const OVERSCAN = 12;

/**
 * Issue 17: a row measured before is left out of the browser's style, layout and paint while it
 * is off screen (`content-visibility: auto`, feed.css), holding the height it was measured at;
 * so what changes in rows no one sees (pending marks and counts while the outbox is sent) costs
 * the page no rendering. A row never measured is laid out in full, so its first measure is real.
 */
function rowLook(id: string): { className: string; style?: CSSProperties } {
  const height = feedRowHeights.get(id);
  if (height === undefined) return { className: 'feed__row' };
  return { className: 'feed__row feed__row--measured', style: { containIntrinsicHeight: `auto ${height}px` } };
}

/**
 * Every post of the feed, in order, as a list of articles; only a window of them is in the DOM
 * (@tanstack/react-virtual on the page's own scroll), with the space of the others kept above
 * and below, so that the page scrolls, finds and restores as it did with all of them. Each
 * row's real height is measured and kept by post id (feed-row-heights.ts), so that coming back
 * to the feed finds the same offsets. The first post loads its media eagerly.
 */
export function FeedList() {
  const posts = useSnapshot((s) => s.feed.items);
  const unit = useSnapshot((s) => s.feed.suggestedUnit);
  const stories = useSnapshot((s) => s.feed.storiesUnit);
  const items = useMemo(() => feedRowKeys(posts, unit, stories), [posts, unit, stories]);
  const list = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const shown = items.length > 0;
  useEffect(() => {
    if (!shown) return;
    // The cold start (001 §9) completes with the frame that shows the first post: a task
    // queued from that frame's requestAnimationFrame runs after it is painted.
    const frame = requestAnimationFrame(() => setTimeout(feedDisplayed, 0));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => feedRowHeights.get(items[i] ?? '') ?? FEED_ROW_ESTIMATE,
    getItemKey: (i) => items[i] ?? i,
    overscan: OVERSCAN,
    scrollMargin: offset,
    measureElement: (el) => {
      const height = el.getBoundingClientRect().height;
      const id = el.getAttribute('data-row-key');
      if (id !== null && height > 0) feedRowHeights.set(id, height);
      return height;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - offset : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - offset)) : 0;
  return (
    <div ref={list} className="feed__list" style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map((row) => {
        const id = items[row.index];
        if (id === undefined) return null;
        if (unit && id === unit.id) {
          return (
            <div key={id} ref={virtualizer.measureElement} data-index={row.index} data-row-key={id} {...rowLook(id)}>
              <FeedSuggestedUnit unit={unit} />
            </div>
          );
        }
        if (stories && id === stories.id) {
          return (
            <div key={id} ref={virtualizer.measureElement} data-index={row.index} data-row-key={id} {...rowLook(id)}>
              <FeedStoriesUnit unit={stories} />
            </div>
          );
        }
        return (
          <div key={id} ref={virtualizer.measureElement} data-index={row.index} data-row-key={id} data-post-id={id} {...rowLook(id)}>
            <PostCard postId={id} variant="feed" eager={row.index === 0} />
          </div>
        );
      })}
    </div>
  );
}
