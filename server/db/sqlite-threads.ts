import type { Database } from 'better-sqlite3';
import { toComment } from './sqlite-comments';
import type { CommentRecord } from './sqlite-comments';
import { AFTER_KEY, keyParams } from './sqlite-visible';
import type { ThreadsRepo } from './types';

/**
 * Comment threads (001 §9 parent comments 12, child comments 3). Comments are flat rows with
 * replied_to_comment_id; a thread is a top-level comment and every reply under it, however
 * deep, listed oldest first.
 */
const THREAD = `WITH RECURSIVE thread(id) AS (
    SELECT id FROM comments WHERE replied_to_comment_id = @parent
    UNION SELECT c.id FROM comments c JOIN thread t ON c.replied_to_comment_id = t.id)`;

export function sqliteThreads(db: Database): ThreadsRepo {
  type Key = { limit: number; time: number | null; id: number | null };
  const parents = db.prepare<Key & { post: number }, CommentRecord>(
    `SELECT * FROM comments WHERE post_id = @post AND replied_to_comment_id IS NULL AND ${AFTER_KEY('created_at', 'id')}
     ORDER BY created_at, id LIMIT @limit`,
  );
  const countParents = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM comments WHERE post_id = ? AND replied_to_comment_id IS NULL',
  );
  const replies = db.prepare<Key & { parent: number }, CommentRecord>(
    `${THREAD} SELECT c.* FROM comments c WHERE c.id IN (SELECT id FROM thread) AND ${AFTER_KEY('c.created_at', 'c.id')}
     ORDER BY c.created_at, c.id LIMIT @limit`,
  );
  const countReplies = db.prepare<{ parent: number }, { n: number }>(`${THREAD} SELECT COUNT(*) AS n FROM thread`);
  const root = db.prepare<[number], { id: number }>(
    `WITH RECURSIVE up(id, parent, depth) AS (
       SELECT id, replied_to_comment_id, 0 FROM comments WHERE id = ?
       UNION ALL SELECT c.id, c.replied_to_comment_id, up.depth + 1 FROM comments c JOIN up ON c.id = up.parent WHERE up.depth < 1000)
     SELECT id FROM up WHERE parent IS NULL`,
  );
  return {
    parents: (post, after, limit) => parents.all({ post, limit, ...keyParams(after) }).map(toComment),
    countParents: (post) => countParents.get(post)?.n ?? 0,
    replies: (parent, after, limit) => replies.all({ parent, limit, ...keyParams(after) }).map(toComment),
    replyCounts: (ids) => new Map(ids.map((parent) => [parent, countReplies.get({ parent })?.n ?? 0])),
    rootOf: (id) => root.get(id)?.id ?? id,
  };
}
