import type { Database } from 'better-sqlite3';
import type { CommentRow, CommentsRepo } from './types';

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
  const insert = db.prepare(
    `INSERT INTO comments (post_id, user_id, text, replied_to_comment_id, created_at)
     VALUES (@postId, @userId, @text, @repliedToCommentId, @createdAt)`,
  );
  const byId = db.prepare<[number], CommentRecord>('SELECT * FROM comments WHERE id = ?');
  const del = db.prepare('DELETE FROM comments WHERE id = ?');
  const counts = db.prepare<[string], { id: number; n: number }>(
    `SELECT post_id AS id, COUNT(*) AS n FROM comments
     WHERE post_id IN (SELECT value FROM json_each(?)) GROUP BY post_id`,
  );
  const first = db.prepare<{ post: number; limit: number }, CommentRecord>(
    'SELECT * FROM comments WHERE post_id = @post ORDER BY created_at, id LIMIT @limit',
  );
  const after = db.prepare<{ post: number; limit: number; time: number; id: number }, CommentRecord>(
    `SELECT * FROM comments WHERE post_id = @post
       AND (created_at > @time OR (created_at = @time AND id > @id))
     ORDER BY created_at, id LIMIT @limit`,
  );
  const latest = db.prepare<{ ids: string; limit: number }, CommentRecord>(
    `SELECT id, post_id, user_id, text, replied_to_comment_id, created_at FROM (
       SELECT c.*, ROW_NUMBER() OVER (PARTITION BY post_id ORDER BY created_at DESC, id DESC) AS rn
       FROM comments c WHERE post_id IN (SELECT value FROM json_each(@ids))
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
    counts: (ids) => new Map(counts.all(JSON.stringify(ids)).map((r) => [r.id, r.n])),
    page: (post, key, limit) =>
      (key ? after.all({ post, limit, time: key.time, id: key.id }) : first.all({ post, limit })).map(toComment),
    latest: (ids, limit) => {
      const out = new Map<number, CommentRow[]>();
      for (const r of latest.all({ ids: JSON.stringify(ids), limit })) {
        const list = out.get(r.post_id) ?? [];
        list.push(toComment(r));
        out.set(r.post_id, list);
      }
      return out;
    },
  };
}
