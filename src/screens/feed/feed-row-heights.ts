/**
 * The feed's measured row heights by post id (feed-list.tsx), kept for the page's life: when
 * the feed is shown again (back from a post), the rows not yet rendered take the height they
 * had, so the offsets, and the scroll position the browser restores, are the same as before.
 * Bounded: the oldest measures go first past the limit.
 */
export const FEED_ROW_ESTIMATE = 760;
const LIMIT = 5_000;

const heights = new Map<string, number>();

export const feedRowHeights = {
  get: (id: string): number | undefined => heights.get(id),
  set(id: string, height: number): void {
    if (heights.get(id) === height) return;
    heights.delete(id);
    heights.set(id, height);
    if (heights.size > LIMIT) {
      const oldest = heights.keys().next().value;
      if (oldest !== undefined) heights.delete(oldest);
    }
  },
};
