import type { Database } from 'better-sqlite3';
import type { HashtagRow, HashtagsRepo } from './types';

/** media_count is kept by triggers on post_hashtags (migrations/010-hashtag-counts.sql). */
const COLUMNS = 'h.id, h.name, h.media_count AS mediaCount';

/** Hashtags (issue 12): tag pages, hashtag follows, the hashtag directory. `drain` indexes captions first. */
export function sqliteHashtags(db: Database, drain: () => void): HashtagsRepo {
  const byName = db.prepare<[string], HashtagRow>(`SELECT ${COLUMNS} FROM hashtags h WHERE h.name = ?`);
  const byIds = db.prepare<[string], HashtagRow>(`SELECT ${COLUMNS} FROM hashtags h WHERE h.id IN (SELECT value FROM json_each(?))`);
  const follow = db.prepare('INSERT OR IGNORE INTO hashtag_follows (user_id, hashtag_id, created_at) VALUES (?, ?, ?)');
  const unfollow = db.prepare('DELETE FROM hashtag_follows WHERE user_id = ? AND hashtag_id = ?');
  const isFollowing = db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM hashtag_follows WHERE user_id = ? AND hashtag_id = ?');
  const followedBy = db.prepare<[number], HashtagRow>(
    `SELECT ${COLUMNS} FROM hashtag_follows f JOIN hashtags h ON h.id = f.hashtag_id
     WHERE f.user_id = ? ORDER BY f.created_at DESC, h.id DESC`,
  );
  const directory = db.prepare<[number, number], HashtagRow>(
    `SELECT ${COLUMNS} FROM hashtags h WHERE h.media_count > 0 ORDER BY h.media_count DESC, h.name LIMIT ? OFFSET ?`,
  );
  return {
    byName: (name) => {
      drain();
      return byName.get(name.toLowerCase());
    },
    byIds: (ids) => new Map(byIds.all(JSON.stringify(ids)).map((h) => [h.id, h])),
    follow: (u, h, now) => {
      follow.run(u, h, now);
    },
    unfollow: (u, h) => {
      unfollow.run(u, h);
    },
    isFollowing: (u, h) => isFollowing.get(u, h) !== undefined,
    followedBy: (u) => followedBy.all(u),
    directory: (offset, limit) => {
      drain();
      return directory.all(limit, offset);
    },
  };
}
