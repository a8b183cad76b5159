import type { Database } from 'better-sqlite3';
import { toComment } from './sqlite-comments';
import type { CommentRecord } from './sqlite-comments';
import { NOT_FILTERED, registerCommentFilter } from './sqlite-comment-filter';
import { AFTER_KEY, keyParams, NOT_BLOCKED } from './sqlite-visible';
import type { ThreadsRepo } from './types';

/**
 * Comment threads (001 §9 parent comments 12, child comments 3). Comments are flat rows with
 * replied_to_comment_id; a thread is a top-level comment and every reply under it, however
 * deep, listed oldest first. Comments by accounts blocked either way with the viewer (@viewer,
 * 0 when logged out) are neither listed nor counted (001 §6), nor are those the post owner's
 * comment filter hides from this viewer (./sqlite-comment-filter.ts).
 */
const THREAD = `WITH RECURSIVE thread(id) AS (
    SELECT id FROM comments WHERE replied_to_comment_id = @parent
    UNION SELECT c.id FROM comments c JOIN thread t ON c.replied_to_comment_id = t.id)`;

export function sqliteThreads(db: Database): ThreadsRepo {
  registerCommentFilter(db);
  type Key = { limit: number; time: number | null; id: number | null; viewer: number };
  const parents = db.prepare<Key & { post: number }, CommentRecord>(
    `SELECT c.* FROM comments c WHERE c.post_id = @post AND c.replied_to_comment_id IS NULL AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}
       AND ${AFTER_KEY('c.created_at', 'c.id')}
     ORDER BY c.created_at, c.id LIMIT @limit`,
  );
  const countParents = db.prepare<{ post: number; viewer: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM comments c WHERE c.post_id = @post AND c.replied_to_comment_id IS NULL AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}`,
  );
  const replies = db.prepare<Key & { parent: number }, CommentRecord>(
    `${THREAD} SELECT c.* FROM comments c WHERE c.id IN (SELECT id FROM thread) AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}
       AND ${AFTER_KEY('c.created_at', 'c.id')}
     ORDER BY c.created_at, c.id LIMIT @limit`,
  );
  const countReplies = db.prepare<{ parent: number; viewer: number }, { n: number }>(
    `${THREAD} SELECT COUNT(*) AS n FROM comments c WHERE c.id IN (SELECT id FROM thread) AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}`,
  );
  const root = db.prepare<[number], { id: number }>(
    `WITH RECURSIVE up(id, parent, depth) AS (
       SELECT id, replied_to_comment_id, 0 FROM comments WHERE id = ?
       UNION ALL SELECT c.id, c.replied_to_comment_id, up.depth + 1 FROM comments c JOIN up ON c.id = up.parent WHERE up.depth < 1000)
     SELECT id FROM up WHERE parent IS NULL`,
  );
  return {
    parents: (post, after, limit, viewer = 0) => parents.all({ post, limit, viewer, ...keyParams(after) }).map(toComment),
    countParents: (post, viewer = 0) => countParents.get({ post, viewer })?.n ?? 0,
    replies: (parent, after, limit, viewer = 0) => replies.all({ parent, limit, viewer, ...keyParams(after) }).map(toComment),
    replyCounts: (ids, viewer = 0) => new Map(ids.map((parent) => [parent, countReplies.get({ parent, viewer })?.n ?? 0])),
    rootOf: (id) => root.get(id)?.id ?? id,
  };
}
