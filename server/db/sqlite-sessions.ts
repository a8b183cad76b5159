import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SessionRow, SessionsRepo } from './types';

interface SessionRecord {
  id: string;
  token_hash: string;
  user_agent: string;
  ip: string;
  created_at: number;
  last_active_at: number;
  new_device: number;
  avowed_at: number | null;
}

const toRow = (r: SessionRecord): SessionRow => ({
  id: r.id,
  tokenHash: r.token_hash,
  userAgent: r.user_agent,
  ip: r.ip,
  createdAt: r.created_at,
  lastActiveAt: r.last_active_at,
  newDevice: r.new_device === 1,
  avowedAt: r.avowed_at,
});

export function sqliteSessions(db: Database): SessionsRepo {
  const insert = db.prepare(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, id, user_agent, ip, last_active_at, new_device)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Migration 021: a login is from a new device when the person has logged in before, never with this User-Agent.
  const devices = db.prepare<[number, string, number], { known: number; any: number }>(
    `SELECT EXISTS (SELECT 1 FROM login_devices WHERE user_id = ? AND user_agent = ?) AS known,
            EXISTS (SELECT 1 FROM login_devices WHERE user_id = ?) AS any`,
  );
  const remember = db.prepare('INSERT OR IGNORE INTO login_devices (user_id, user_agent) VALUES (?, ?)');
  const add = db.transaction((hash: string, userId: number, now: number, expiresAt: number, userAgent: string, ip: string) => {
    const seen = devices.get(userId, userAgent, userId);
    const newDevice = seen !== undefined && seen.any === 1 && seen.known === 0;
    insert.run(hash, userId, now, expiresAt, randomBytes(8).toString('hex'), userAgent, ip, now, newDevice ? 1 : 0);
    remember.run(userId, userAgent);
  });
  const find = db.prepare<[string, number], { user_id: number; last_active_at: number }>(
    'SELECT user_id, last_active_at FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  const touch = db.prepare('UPDATE sessions SET last_active_at = ? WHERE token_hash = ?');
  const del = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const list = db.prepare<[number, number], SessionRecord>(
    `SELECT id, token_hash, user_agent, ip, created_at, last_active_at, new_device, avowed_at FROM sessions
     WHERE user_id = ? AND expires_at > ? ORDER BY last_active_at DESC, created_at DESC`,
  );
  const delOwn = db.prepare<[number, string], { token_hash: string }>('DELETE FROM sessions WHERE user_id = ? AND id = ? RETURNING token_hash');
  const delOthers = db.prepare<[number, string], { token_hash: string }>('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ? RETURNING token_hash');
  return {
    create: (hash, userId, now, expiresAt, device) => {
      add(hash, userId, now, expiresAt, device?.userAgent ?? '', device?.ip ?? '');
    },
    userIdFor: (hash, now) => find.get(hash, now)?.user_id,
    live: (hash, now) => {
      const r = find.get(hash, now);
      return r ? { userId: r.user_id, lastActiveAt: r.last_active_at } : undefined;
    },
    touch: (hash, now) => {
      touch.run(now, hash);
    },
    delete: (hash) => {
      del.run(hash);
    },
    listFor: (userId, now) => list.all(userId, now).map(toRow),
    deleteOwn: (userId, id) => delOwn.get(userId, id)?.token_hash,
    deleteOthers: (userId, keep) => delOthers.all(userId, keep).map((r) => r.token_hash),
  };
}
