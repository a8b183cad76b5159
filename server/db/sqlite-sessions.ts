import type { Database } from 'better-sqlite3';
import type { SessionsRepo } from './types';

export function sqliteSessions(db: Database): SessionsRepo {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string, number], { user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  const del = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  return {
    create: (hash, userId, now, expiresAt) => {
      insert.run(hash, userId, now, expiresAt);
    },
    userIdFor: (hash, now) => find.get(hash, now)?.user_id,
    delete: (hash) => {
      del.run(hash);
    },
  };
}
