import type { Database } from 'better-sqlite3';
import { NOT_BLOCKED } from './sqlite-visible';
import type { StoryViewerRow, StoryViewersRepo } from './types';

/**
 * Added (story replies): who saw a story, from the seen marks (migration 013 story_seen: one row
 * per viewer and owner, seen_at the taken_at of the newest item they saw, seen_time when). A
 * person saw an item when their mark reaches its taken_at; newest mark first, people blocked
 * either way with the owner left out, the owner never.
 */
const WHERE = `s.owner_id = @viewer AND s.seen_at >= @takenAt AND s.viewer_id <> @viewer AND ${NOT_BLOCKED('s.viewer_id')}`;

/** A page of a story's viewers, newest mark first (read through migration 019's story_seen_owner index). */
export const STORY_VIEWERS_PAGE_SQL = `SELECT s.viewer_id, s.seen_time FROM story_seen s WHERE ${WHERE}
       AND (@time IS NULL OR s.seen_time < @time OR (s.seen_time = @time AND s.viewer_id < @id))
     ORDER BY s.seen_time DESC, s.viewer_id DESC LIMIT @limit`;
export const STORY_VIEWERS_COUNT_SQL = `SELECT COUNT(*) AS n FROM story_seen s WHERE ${WHERE}`;

export function sqliteStoryViewers(db: Database): StoryViewersRepo {
  const page = db.prepare<{ viewer: number; takenAt: number; time: number | null; id: number; limit: number }, { viewer_id: number; seen_time: number }>(STORY_VIEWERS_PAGE_SQL);
  const count = db.prepare<{ viewer: number; takenAt: number }, { n: number }>(STORY_VIEWERS_COUNT_SQL);
  return {
    viewersOf: (ownerId, takenAt, after, limit) =>
      page.all({ viewer: ownerId, takenAt, time: after?.seenTime ?? null, id: after?.viewerId ?? 0, limit }).map((r): StoryViewerRow => ({ viewerId: r.viewer_id, seenTime: r.seen_time })),
    countViewers: (ownerId, takenAt) => count.get({ viewer: ownerId, takenAt })?.n ?? 0,
  };
}
