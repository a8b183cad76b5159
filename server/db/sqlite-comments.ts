import type { Database } from 'better-sqlite3';
import { NOT_BLOCKED } from './sqlite-visible';
import type { CommentRow, CommentsRepo } from './types';
import { NEXT_ID } from './next-id';
import { NOT_FILTERED, registerCommentFilter } from './sqlite-comment-filter';

export interface CommentRecord {
  id: number;
  post_id: number;
  user_id: number;
  text: string;
  replied_to_comment_id: number | null;
  created_at: number;
}

export const toComment = (r: CommentRecord): CommentRow => ({
  id: r.id,
  postId: r.post_id,
  userId: r.user_id,
  text: r.text,
  repliedToCommentId: r.replied_to_comment_id,
  createdAt: r.created_at,
});

export function sqliteComments(db: Database): CommentsRepo {
  registerCommentFilter(db);
  const insert = db.prepare(
    `INSERT INTO comments (id, post_id, user_id, text, replied_to_comment_id, created_at)
     VALUES (${NEXT_ID('comments')}, @postId, @userId, @text, @repliedToCommentId, @createdAt)`,
  );
  const byId = db.prepare<[number], CommentRecord>('SELECT * FROM comments WHERE id = ?');
  const del = db.prepare('DELETE FROM comments WHERE id = ?');
  // Lists and counts leave out comments by accounts blocked either way with the viewer
  // (@viewer; 0 when logged out, which blocks nobody): 001 §6 "Blocking hides the viewer";
  // and comments the post owner's comment filter hides (NOT_FILTERED).
  const counts = db.prepare<{ ids: string; viewer: number }, { id: number; n: number }>(
    `SELECT c.post_id AS id, COUNT(*) AS n FROM comments c
     WHERE c.post_id IN (SELECT value FROM json_each(@ids)) AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')} GROUP BY c.post_id`,
  );
  const first = db.prepare<{ post: number; limit: number; viewer: number }, CommentRecord>(
    `SELECT c.* FROM comments c WHERE c.post_id = @post AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')} ORDER BY c.created_at, c.id LIMIT @limit`,
  );
  const after = db.prepare<{ post: number; limit: number; time: number; id: number; viewer: number }, CommentRecord>(
    `SELECT c.* FROM comments c WHERE c.post_id = @post AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}
       AND (c.created_at > @time OR (c.created_at = @time AND c.id > @id))
     ORDER BY c.created_at, c.id LIMIT @limit`,
  );
  const latest = db.prepare<{ ids: string; limit: number; viewer: number }, CommentRecord>(
    `SELECT id, post_id, user_id, text, replied_to_comment_id, created_at FROM (
       SELECT c.*, ROW_NUMBER() OVER (PARTITION BY c.post_id ORDER BY c.created_at DESC, c.id DESC) AS rn
       FROM comments c WHERE c.post_id IN (SELECT value FROM json_each(@ids)) AND ${NOT_BLOCKED('c.user_id')} AND ${NOT_FILTERED('c')}
     ) WHERE rn <= @limit ORDER BY post_id, created_at, id`,
  );

  return {
    create: (c) => {
      const info = insert.run(c);
      return { ...c, id: Number(info.lastInsertRowid) };
    },
    byId: (id) => {
      const r = byId.get(id);
      return r && toComment(r);
    },
    delete: (id) => {
      del.run(id);
    },
    counts: (ids, viewer = 0) => new Map(counts.all({ ids: JSON.stringify(ids), viewer }).map((r) => [r.id, r.n])),
    page: (post, key, limit, viewer = 0) =>
      (key ? after.all({ post, limit, time: key.time, id: key.id, viewer }) : first.all({ post, limit, viewer })).map(toComment),
    latest: (ids, limit, viewer = 0) => {
      const out = new Map<number, CommentRow[]>();
      for (const r of latest.all({ ids: JSON.stringify(ids), limit, viewer })) {
        const list = out.get(r.post_id) ?? [];
        list.push(toComment(r));
        out.set(r.post_id, list);
      }
      return out;
    },
  };
}
