import type { Database } from 'better-sqlite3';

/** A login marked "This wasn't me" (migration 021; times in seconds). */
export interface DisavowedLoginRow {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: number;
  disavowedAt: number;
}

/**
 * "Was this you?" on Login activity (migration 021): a login is its session, named by the
 * session's public id. Only the person's own live sessions are touched (another's id is none).
 */
export interface LoginReviewsRepo {
  /** Sets "This was me" at `now`; false when the person has no live session of that id. */
  avow(userId: number, loginId: string, now: number, liveAt: number): boolean;
  /** Takes "This was me" back; false when the person has no live session of that id. */
  clearAvow(userId: number, loginId: string, liveAt: number): boolean;
  /** Ends the session, keeps the login as marked and forgets its device; the ended token hash, or undefined when none. */
  disavow(userId: number, loginId: string, now: number): string | undefined;
  /** The marked logins since `since`, newest first. */
  disavowedSince(userId: number, since: number, limit: number): DisavowedLoginRow[];
}

interface DisavowedRecord {
  id: string;
  user_agent: string;
  ip: string;
  created_at: number;
  disavowed_at: number;
}

export function sqliteLoginReviews(db: Database): LoginReviewsRepo {
  const setAvow = db.prepare('UPDATE sessions SET avowed_at = ? WHERE user_id = ? AND id = ? AND expires_at > ?');
  const end = db.prepare<[number, string], { token_hash: string; user_agent: string; ip: string; created_at: number }>(
    'DELETE FROM sessions WHERE user_id = ? AND id = ? RETURNING token_hash, user_agent, ip, created_at',
  );
  const mark = db.prepare(
    'INSERT OR REPLACE INTO disavowed_logins (id, user_id, user_agent, ip, created_at, disavowed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const forget = db.prepare('DELETE FROM login_devices WHERE user_id = ? AND user_agent = ?');
  const marked = db.prepare<[number, number, number], DisavowedRecord>(
    'SELECT id, user_agent, ip, created_at, disavowed_at FROM disavowed_logins WHERE user_id = ? AND disavowed_at >= ? ORDER BY disavowed_at DESC LIMIT ?',
  );
  const disavow = db.transaction((userId: number, loginId: string, now: number): string | undefined => {
    const row = end.get(userId, loginId);
    if (row === undefined) return undefined;
    mark.run(loginId, userId, row.user_agent, row.ip, row.created_at, now);
    forget.run(userId, row.user_agent);
    return row.token_hash;
  });
  return {
    avow: (userId, loginId, now, liveAt) => setAvow.run(now, userId, loginId, liveAt).changes === 1,
    clearAvow: (userId, loginId, liveAt) => setAvow.run(null, userId, loginId, liveAt).changes === 1,
    disavow,
    disavowedSince: (userId, since, limit) =>
      marked.all(userId, since, limit).map((r) => ({ id: r.id, userAgent: r.user_agent, ip: r.ip, createdAt: r.created_at, disavowedAt: r.disavowed_at })),
  };
}
