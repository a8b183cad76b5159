import type { Database } from 'better-sqlite3';
import { BEFORE_KEY, keyParams } from './sqlite-visible';
import type { FollowStatus, FollowsRepo, RelationRow } from './types';

export function sqliteFollows(db: Database): FollowsRepo {
  // A follow's created_at is when its status last changed: a request approved becomes a new follower.
  const upsert = db.prepare(
    `INSERT INTO follows (follower_id, followee_id, status, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (follower_id, followee_id) DO UPDATE SET status = excluded.status,
       created_at = CASE WHEN follows.status = excluded.status THEN follows.created_at ELSE excluded.created_at END`,
  );
  const status = db.prepare<[number, number], { status: FollowStatus }>(
    'SELECT status FROM follows WHERE follower_id = ? AND followee_id = ?',
  );
  const counts = db.prepare<[number], { followers: number; following: number }>(
    'SELECT followers, following FROM user_counts WHERE user_id = ?',
  );
  const remove = db.prepare('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?');
  type Key = { user: number; limit: number; time: number | null; id: number | null };
  const followers = db.prepare<Key, RelationRow>(
    `SELECT follower_id AS userId, created_at AS createdAt FROM follows
     WHERE followee_id = @user AND status = 'following' AND ${BEFORE_KEY('created_at', 'follower_id')}
     ORDER BY created_at DESC, follower_id DESC LIMIT @limit`,
  );
  const following = db.prepare<Key, RelationRow>(
    `SELECT followee_id AS userId, created_at AS createdAt FROM follows
     WHERE follower_id = @user AND status = 'following' AND ${BEFORE_KEY('created_at', 'followee_id')}
     ORDER BY created_at DESC, followee_id DESC LIMIT @limit`,
  );
  const requests = db.prepare<[number, number], RelationRow>(
    `SELECT follower_id AS userId, created_at AS createdAt FROM follows
     WHERE followee_id = ? AND status = 'requested' ORDER BY created_at DESC, follower_id DESC LIMIT ?`,
  );
  const countRequests = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM follows WHERE followee_id = ? AND status = 'requested'",
  );
  const between = db.prepare<{ viewer: number; ids: string }, { other: number; outgoing: FollowStatus | null; incoming: FollowStatus | null }>(
    `SELECT j.value AS other,
       (SELECT status FROM follows WHERE follower_id = @viewer AND followee_id = j.value) AS outgoing,
       (SELECT status FROM follows WHERE followee_id = @viewer AND follower_id = j.value) AS incoming
     FROM json_each(@ids) j`,
  );
  // Mutual followers (people the viewer follows who follow the user) are one intersection read
  // from either side: the viewer's followees, each looked up among the user's followers, or
  // the user's followers, each looked up among the viewer's followees; the smaller side drives
  // (user_counts), so a search page of 20 people costs what their own followers are (issue 12).
  // The lookup goes by the primary key (the planner would pick follows_followee and scan).
  const fromViewer = {
    count: db.prepare<{ user: number; viewer: number }, { n: number }>(
      `SELECT COUNT(*) AS n FROM follows mine CROSS JOIN follows theirs INDEXED BY sqlite_autoindex_follows_1
         ON theirs.follower_id = mine.followee_id AND theirs.followee_id = @user AND theirs.status = 'following'
       WHERE mine.follower_id = @viewer AND mine.status = 'following'`,
    ),
    ids: db.prepare<{ user: number; viewer: number; limit: number }, { id: number }>(
      `SELECT mine.followee_id AS id FROM follows mine CROSS JOIN follows theirs INDEXED BY sqlite_autoindex_follows_1
         ON theirs.follower_id = mine.followee_id AND theirs.followee_id = @user AND theirs.status = 'following'
       WHERE mine.follower_id = @viewer AND mine.status = 'following'
       ORDER BY mine.created_at DESC, mine.followee_id DESC LIMIT @limit`,
    ),
  };
  const fromUser = {
    count: db.prepare<{ user: number; viewer: number }, { n: number }>(
      `SELECT COUNT(*) AS n FROM follows theirs CROSS JOIN follows mine INDEXED BY sqlite_autoindex_follows_1
         ON mine.follower_id = @viewer AND mine.followee_id = theirs.follower_id AND mine.status = 'following'
       WHERE theirs.followee_id = @user AND theirs.status = 'following'`,
    ),
    ids: db.prepare<{ user: number; viewer: number; limit: number }, { id: number }>(
      `SELECT mine.followee_id AS id FROM follows theirs CROSS JOIN follows mine INDEXED BY sqlite_autoindex_follows_1
         ON mine.follower_id = @viewer AND mine.followee_id = theirs.follower_id AND mine.status = 'following'
       WHERE theirs.followee_id = @user AND theirs.status = 'following'
       ORDER BY mine.created_at DESC, mine.followee_id DESC LIMIT @limit`,
    ),
  };
  return {
    set: (a, b, s, now) => {
      upsert.run(a, b, s, now);
    },
    status: (a, b) => status.get(a, b)?.status ?? null,
    counts: (id) => counts.get(id) ?? { followers: 0, following: 0 },
    remove: (a, b) => remove.run(a, b).changes > 0,
    page: (user, direction, after, limit) =>
      (direction === 'followers' ? followers : following).all({ user, limit, ...keyParams(after) }),
    requestsTo: (user, limit) => requests.all(user, limit),
    countRequestsTo: (user) => countRequests.get(user)?.n ?? 0,
    between: (viewer, ids) => {
      const rows = between.all({ viewer, ids: JSON.stringify(ids) });
      return new Map(rows.map((r) => [r.other, { outgoing: r.outgoing, incoming: r.incoming }]));
    },
    mutual: (viewer, user, limit) => {
      const side = (counts.get(user)?.followers ?? 0) < (counts.get(viewer)?.following ?? 0) ? fromUser : fromViewer;
      return { count: side.count.get({ user, viewer })?.n ?? 0, ids: side.ids.all({ user, viewer, limit }).map((r) => r.id) };
    },
  };
}
