import type { Database } from 'better-sqlite3';
import { NOT_FILTERED, registerCommentFilter } from './sqlite-comment-filter';
import { NOT_BLOCKED, VISIBLE_POST } from './sqlite-visible';
import type { ActivityEvent, ActivityRepo } from './types';
import { USERTAG_PENDING_TEXT } from '../../sync/api/usertags-wire';

/**
 * Activity (001 §7 Activity) is derived, not stored: likes and comments on the user's posts,
 * likes of the user's comments, mentions (captions and comments), photos of the user, and new
 * followers, by others the user neither blocks nor is blocked by. `people_seen` keeps when the
 * user last checked. Comments the user's comment filter hides are not in it.
 */
export function sqliteActivity(db: Database, drain: () => void): ActivityRepo {
  registerCommentFilter(db);
  const part = (sql: string) => `SELECT * FROM (${sql} LIMIT @limit)`;
  const events = db.prepare<{ viewer: number; limit: number }, { type: ActivityEvent['type']; actorId: number; at: number; postId: number | null; commentId: number | null; text: string | null }>(
    `${part(`SELECT 'like' AS type, l.user_id AS actorId, l.created_at AS at, l.post_id AS postId, NULL AS commentId, NULL AS text
        FROM post_likes l JOIN posts p ON p.id = l.post_id
        WHERE p.owner_id = @viewer AND l.user_id <> @viewer AND ${NOT_BLOCKED('l.user_id')} ORDER BY l.created_at DESC`)}
     UNION ALL ${part(`SELECT 'comment', c.user_id, c.created_at, c.post_id, c.id, c.text
        FROM comments c JOIN posts p ON p.id = c.post_id
        WHERE p.owner_id = @viewer AND c.user_id <> @viewer AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')} ORDER BY c.created_at DESC`)}
     UNION ALL ${part(`SELECT 'comment_like', l.user_id, l.created_at, c.post_id, c.id, c.text
        FROM comment_likes l JOIN comments c ON c.id = l.comment_id JOIN posts p ON p.id = c.post_id
        WHERE c.user_id = @viewer AND l.user_id <> @viewer AND ${NOT_BLOCKED('l.user_id')} AND ${VISIBLE_POST()}
        ORDER BY l.created_at DESC`)}
     UNION ALL ${part(`SELECT 'mention', m.author_id, m.created_at, m.post_id, m.comment_id,
          COALESCE((SELECT text FROM comments WHERE id = m.comment_id), p.caption)
        FROM mentions m JOIN posts p ON p.id = m.post_id
        WHERE m.user_id = @viewer AND ${NOT_BLOCKED('m.author_id')} AND ${VISIBLE_POST()} ORDER BY m.created_at DESC`)}
     UNION ALL ${part(`SELECT 'usertag', p.owner_id, p.taken_at, p.id, NULL, CASE WHEN t.pending = 1 THEN '${USERTAG_PENDING_TEXT}' END
        FROM post_usertags t JOIN posts p ON p.id = t.post_id
        WHERE t.user_id = @viewer AND p.owner_id <> @viewer AND ${VISIBLE_POST()} ORDER BY p.taken_at DESC`)}
     UNION ALL ${part(`SELECT 'follow', f.follower_id, f.created_at, NULL, NULL, NULL
        FROM follows f WHERE f.followee_id = @viewer AND f.status = 'following' AND ${NOT_BLOCKED('f.follower_id')}
        ORDER BY f.created_at DESC`)}
     ORDER BY at DESC`,
  );
  const seen = db.prepare<[number], { activity_checked_at: number; suggestions_seen_at: number }>(
    'SELECT activity_checked_at, suggestions_seen_at FROM people_seen WHERE user_id = ?',
  );
  const markChecked = db.prepare(
    `INSERT INTO people_seen (user_id, activity_checked_at) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET activity_checked_at = MAX(activity_checked_at, excluded.activity_checked_at)`,
  );
  const markSeen = db.prepare(
    `INSERT INTO people_seen (user_id, suggestions_seen_at) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET suggestions_seen_at = MAX(suggestions_seen_at, excluded.suggestions_seen_at)`,
  );
  return {
    events: (viewer, limit) => {
      drain();
      return events.all({ viewer, limit });
    },
    checkedAt: (user) => seen.get(user)?.activity_checked_at ?? 0,
    markChecked: (user, at) => {
      markChecked.run(user, at);
    },
    suggestionsSeenAt: (user) => seen.get(user)?.suggestions_seen_at ?? 0,
    markSuggestionsSeen: (user, at) => {
      markSeen.run(user, at);
    },
  };
}
