/**
 * SQL pieces shared by the people queries (issue 12). `@viewer` is the viewer's id, 0 when
 * logged out. A post is listed to a viewer when it is published and its owner is neither
 * blocked by nor blocking the viewer, and is public, the viewer, or followed (001 §6).
 */
export const NOT_BLOCKED = (userCol: string): string => `NOT EXISTS (SELECT 1 FROM blocks b
   WHERE (b.blocker_id = ${userCol} AND b.blocked_id = @viewer) OR (b.blocker_id = @viewer AND b.blocked_id = ${userCol}))`;

export const VISIBLE_POST = (p = 'p'): string => `${p}.is_published = 1 AND ${NOT_BLOCKED(`${p}.owner_id`)}
  AND (${p}.owner_id = @viewer
    OR EXISTS (SELECT 1 FROM users o WHERE o.id = ${p}.owner_id AND o.is_private = 0)
    OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = ${p}.owner_id AND f.status = 'following'))`;

/** Grid posts: feed posts and IGTV posts whose preview is shared to the feed. */
export const GRID_POST = (p = 'p'): string => `(${p}.product_type = 'feed' OR ${p}.share_preview_to_feed = 1)`;

/** Keyset after (time, id), newest first. */
export const BEFORE_KEY = (timeCol: string, idCol: string): string =>
  `(@time IS NULL OR ${timeCol} < @time OR (${timeCol} = @time AND ${idCol} < @id))`;

/** Keyset after (time, id), oldest first. */
export const AFTER_KEY = (timeCol: string, idCol: string): string =>
  `(@time IS NULL OR ${timeCol} > @time OR (${timeCol} = @time AND ${idCol} > @id))`;

export const keyParams = (after: { time: number; id: number } | null): { time: number | null; id: number | null } =>
  after ? { time: after.time, id: after.id } : { time: null, id: null };
