/**
 * Where the units of 001 §3 Feed (suggested-user unit, stories-in-feed unit) go in a feed page.
 * The spec names the units but not their places; ours: only on the first page (the cache keeps
 * the first page without them, 001 §3 Client cache), the stories-in-feed unit after the 2nd
 * post and the suggested-user unit after the 4th, both in sight early on a phone. A feed
 * with fewer posts gets them after its last post, so an empty feed shows people to follow
 * instead of a dead end (issue 12).
 */
export const FEED_UNIT_AFTER = { storiesInFeed: 2, suggestedUsers: 4 } as const;

export interface PlacedUnit<U> {
  /** How many posts come before the unit. */
  after: number;
  node: U;
}

/** Posts with units put in after the given number of posts (in `after` order; at the end when the page is shorter). */
export function placeUnits<P, U>(posts: readonly P[], units: readonly PlacedUnit<U>[]): (P | U)[] {
  const sorted = [...units].sort((a, b) => a.after - b.after);
  const out: (P | U)[] = [];
  let next = 0;
  for (let i = 0; i <= posts.length; i++) {
    while (next < sorted.length && ((sorted[next]?.after ?? 0) <= i || i === posts.length)) {
      const unit = sorted[next];
      if (unit) out.push(unit.node);
      next++;
    }
    const post = posts[i];
    if (i < posts.length && post !== undefined) out.push(post);
  }
  return out;
}
