import type { Database } from 'better-sqlite3';
import { VISIBLE_POST } from './sqlite-visible';
import type { PendingUsertagRow, UsertagsRepo } from './usertags-types';

/** Added (usertags): ./usertags-types.ts over migration 020 (usertag_review, post_usertags.pending). */
export function sqliteUsertags(db: Database): UsertagsRepo {
  const enabled = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM usertag_review WHERE user_id = ?');
  const turnOn = db.prepare('INSERT OR IGNORE INTO usertag_review (user_id) VALUES (?)');
  const turnOff = db.prepare('DELETE FROM usertag_review WHERE user_id = ?');
  const tag = db.prepare<[number, number], { pending: number }>('SELECT MAX(pending) AS pending FROM post_usertags WHERE post_id = ? AND user_id = ? GROUP BY post_id');
  const pending = db.prepare<{ viewer: number; limit: number }, PendingUsertagRow>(
    `SELECT p.id AS postId, p.owner_id AS ownerId, p.taken_at AS takenAt FROM posts p
     WHERE p.id IN (SELECT post_id FROM post_usertags WHERE user_id = @viewer AND pending = 1) AND ${VISIBLE_POST()}
     ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
  );
  const approve = db.prepare('UPDATE post_usertags SET pending = 0 WHERE post_id = ? AND user_id = ?');
  const remove = db.prepare('DELETE FROM post_usertags WHERE post_id = ? AND user_id = ?');
  const markPending = db.prepare('UPDATE post_usertags SET pending = 1 WHERE post_id = ? AND user_id = ?');
  return {
    reviewEnabled: (userId) => (enabled.get(userId)?.n ?? 0) > 0,
    setReviewEnabled: (userId, on) => {
      (on ? turnOn : turnOff).run(userId);
    },
    tagOf: (postId, userId) => {
      const row = tag.get(postId, userId);
      return row ? { pending: row.pending === 1 } : undefined;
    },
    pending: (viewer, limit) => pending.all({ viewer, limit }),
    approve: (postId, userId) => {
      approve.run(postId, userId);
    },
    remove: (postId, userId) => {
      remove.run(postId, userId);
    },
    markPending: (postId, userId) => {
      markPending.run(postId, userId);
    },
  };
}
