import type { Database } from 'better-sqlite3';
import type { FollowStatus, FollowsRepo } from './types';

export function sqliteFollows(db: Database): FollowsRepo {
  const upsert = db.prepare(
    `INSERT INTO follows (follower_id, followee_id, status, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (follower_id, followee_id) DO UPDATE SET status = excluded.status`,
  );
  const status = db.prepare<[number, number], { status: FollowStatus }>(
    'SELECT status FROM follows WHERE follower_id = ? AND followee_id = ?',
  );
  const counts = db.prepare<[number, number], { followers: number; following: number }>(
    `SELECT
       (SELECT COUNT(*) FROM follows WHERE followee_id = ? AND status = 'following') AS followers,
       (SELECT COUNT(*) FROM follows WHERE follower_id = ? AND status = 'following') AS following`,
  );
  return {
    set: (a, b, s, now) => {
      upsert.run(a, b, s, now);
    },
    status: (a, b) => status.get(a, b)?.status ?? null,
    counts: (id) => counts.get(id, id) ?? { followers: 0, following: 0 },
  };
}
