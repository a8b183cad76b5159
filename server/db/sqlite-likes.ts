import type { Database } from 'better-sqlite3';
import type { LikesRepo, SavesRepo } from './types';

interface CountRow {
  id: number;
  n: number;
}

/** Likes and saves are sets: a second like by the same user changes nothing. */
export function sqliteLikes(db: Database): LikesRepo {
  const likePost = db.prepare('INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?)');
  const unlikePost = db.prepare('DELETE FROM post_likes WHERE post_id = ? AND user_id = ?');
  const postCounts = db.prepare<[string], CountRow>(
    `SELECT post_id AS id, COUNT(*) AS n FROM post_likes
     WHERE post_id IN (SELECT value FROM json_each(?)) GROUP BY post_id`,
  );
  const postsLiked = db.prepare<[number, string], { id: number }>(
    `SELECT post_id AS id FROM post_likes WHERE user_id = ? AND post_id IN (SELECT value FROM json_each(?))`,
  );
  const likeComment = db.prepare(
    'INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const unlikeComment = db.prepare('DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?');
  const commentCounts = db.prepare<[string], CountRow>(
    `SELECT comment_id AS id, COUNT(*) AS n FROM comment_likes
     WHERE comment_id IN (SELECT value FROM json_each(?)) GROUP BY comment_id`,
  );
  const commentsLiked = db.prepare<[number, string], { id: number }>(
    `SELECT comment_id AS id FROM comment_likes WHERE user_id = ? AND comment_id IN (SELECT value FROM json_each(?))`,
  );
  const counts = (rows: CountRow[]) => new Map(rows.map((r) => [r.id, r.n]));
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));

  return {
    likePost: (p, u, now) => {
      likePost.run(p, u, now);
    },
    unlikePost: (p, u) => {
      unlikePost.run(p, u);
    },
    postLikeCounts: (p) => counts(postCounts.all(JSON.stringify(p))),
    postsLikedBy: (u, p) => ids(postsLiked.all(u, JSON.stringify(p))),
    likeComment: (c, u, now) => {
      likeComment.run(c, u, now);
    },
    unlikeComment: (c, u) => {
      unlikeComment.run(c, u);
    },
    commentLikeCounts: (c) => counts(commentCounts.all(JSON.stringify(c))),
    commentsLikedBy: (u, c) => ids(commentsLiked.all(u, JSON.stringify(c))),
  };
}

export function sqliteSaves(db: Database): SavesRepo {
  const save = db.prepare('INSERT OR IGNORE INTO post_saves (post_id, user_id, created_at) VALUES (?, ?, ?)');
  const unsave = db.prepare('DELETE FROM post_saves WHERE post_id = ? AND user_id = ?');
  const saved = db.prepare<[number, string], { id: number }>(
    `SELECT post_id AS id FROM post_saves WHERE user_id = ? AND post_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    save: (p, u, now) => {
      save.run(p, u, now);
    },
    unsave: (p, u) => {
      unsave.run(p, u);
    },
    savedBy: (u, p) => new Set(saved.all(u, JSON.stringify(p)).map((r) => r.id)),
  };
}
