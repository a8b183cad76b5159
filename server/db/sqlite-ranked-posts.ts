import type { Database } from 'better-sqlite3';
import { toPost } from './sqlite-posts';
import type { PostRecord } from './sqlite-posts';
import type { PostRow } from './types';

/**
 * Posts ranked by recent engagement (likes + 2 × comments since `@since`), then newest first:
 * explore and the top posts of a tag or place page (001 §7 Discover).
 *
 * Computing the score of every candidate post is linear in the posts (about 4 s for explore
 * over 1,000,000 posts), so the ranking is read in two parts that give the same order:
 * 1. the posts engaged with in the window, from the likes and comments of the window
 *    (indexes on their `created_at`, migrations/009-engagement-time.sql), by score;
 * 2. then every other candidate, newest first, walked down a time index and stopped at the
 *    page's end (score 0 ties are ordered by time anyway).
 */
export interface RankedScope {
  /** SQL condition on `p` (a row of posts) that the ranked posts meet; its parameters come with the call. */
  where: string;
  /** FROM clause walking the candidates newest first, naming the posts row `p` (e.g. through a time index). */
  recentFrom: string;
  /** The condition of `where` that the walk's FROM already holds (e.g. its tag), for the walk; `where` for the engaged part. */
  recentWhere?: string;
  /** ORDER BY of that walk (newest first). */
  recentOrder: string;
}

type Params = Record<string, number> & { since: number };

const ENGAGED = `eng AS (SELECT post_id, SUM(w) AS score FROM (
    SELECT post_id, 1 AS w FROM post_likes WHERE created_at > @since
    UNION ALL SELECT post_id, 2 AS w FROM comments WHERE created_at > @since
  ) GROUP BY post_id)`;

export interface RankedPosts {
  page(params: Params, offset: number, limit: number): PostRow[];
}

export function rankedPosts(db: Database, scope: RankedScope): RankedPosts {
  const engaged = db.prepare<Params & { limit: number; offset: number }, PostRecord>(
    `WITH ${ENGAGED} SELECT p.* FROM eng e JOIN posts p ON p.id = e.post_id
     WHERE ${scope.where} ORDER BY e.score DESC, p.taken_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
  );
  const engagedCount = db.prepare<Params, { n: number }>(
    `WITH ${ENGAGED} SELECT COUNT(*) AS n FROM eng e JOIN posts p ON p.id = e.post_id WHERE ${scope.where}`,
  );
  const recent = db.prepare<Params & { limit: number; offset: number }, PostRecord>(
    `WITH ${ENGAGED} SELECT p.* FROM ${scope.recentFrom}
     WHERE ${scope.recentWhere ?? scope.where} AND p.id NOT IN (SELECT post_id FROM eng)
     ORDER BY ${scope.recentOrder} LIMIT @limit OFFSET @offset`,
  );
  return {
    page(params, offset, limit) {
      const top = engaged.all({ ...params, limit, offset });
      if (top.length === limit) return top.map(toPost);
      // The engaged posts end on this page (then the rest starts at 0) or before it.
      const skip = top.length > 0 ? 0 : offset - (engagedCount.get(params)?.n ?? 0);
      return [...top, ...recent.all({ ...params, limit: limit - top.length, offset: Math.max(0, skip) })].map(toPost);
    },
  };
}
