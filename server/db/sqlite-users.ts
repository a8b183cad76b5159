import type { Database } from 'better-sqlite3';
import type { NewUser, UserRow, UsersRepo } from './types';

interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  password_hash: string;
  biography: string;
  external_url: string | null;
  avatar_file: string | null;
  is_private: number;
  is_verified: number;
  birthday: string | null;
  created_at: number;
}

function toUser(r: UserRecord): UserRow {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    fullName: r.full_name,
    passwordHash: r.password_hash,
    biography: r.biography,
    externalUrl: r.external_url,
    avatarFile: r.avatar_file,
    isPrivate: r.is_private === 1,
    isVerified: r.is_verified === 1,
    birthday: r.birthday,
    createdAt: r.created_at,
  };
}

export function sqliteUsers(db: Database): UsersRepo {
  const insert = db.prepare(
    `INSERT INTO users (username, email, full_name, password_hash, biography, external_url,
       avatar_file, is_private, is_verified, birthday, created_at)
     VALUES (@username, @email, @fullName, @passwordHash, @biography, @externalUrl,
       @avatarFile, @isPrivate, @isVerified, @birthday, @createdAt)`,
  );
  const byId = db.prepare<[number], UserRecord>('SELECT * FROM users WHERE id = ?');
  const byIds = db.prepare<[string], UserRecord>(
    'SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))',
  );
  const byUsername = db.prepare<[string], UserRecord>('SELECT * FROM users WHERE username = ?');
  const byEmail = db.prepare<[string], UserRecord>('SELECT * FROM users WHERE email = ?');
  const taken = db.prepare<[string], { username: string }>(
    'SELECT username FROM users WHERE username IN (SELECT value FROM json_each(?))',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const setAvatar = db.prepare('UPDATE users SET avatar_file = ? WHERE id = ?');
  const setPrivate = db.prepare('UPDATE users SET is_private = ? WHERE id = ?');

  return {
    create(u: NewUser) {
      const info = insert.run({
        username: u.username,
        email: u.email ?? null,
        fullName: u.fullName ?? '',
        passwordHash: u.passwordHash,
        biography: u.biography ?? '',
        externalUrl: u.externalUrl ?? null,
        avatarFile: u.avatarFile ?? null,
        isPrivate: u.isPrivate ? 1 : 0,
        isVerified: u.isVerified ? 1 : 0,
        birthday: u.birthday ?? null,
        createdAt: u.createdAt,
      });
      const row = byId.get(Number(info.lastInsertRowid));
      if (!row) throw new Error('user insert lost');
      return toUser(row);
    },
    byId: (id) => {
      const r = byId.get(id);
      return r && toUser(r);
    },
    byIds: (ids) => new Map(byIds.all(JSON.stringify(ids)).map((r) => [r.id, toUser(r)])),
    byUsername: (name) => {
      const r = byUsername.get(name);
      return r && toUser(r);
    },
    byEmail: (email) => {
      const r = byEmail.get(email);
      return r && toUser(r);
    },
    takenUsernames: (c) => new Set(taken.all(JSON.stringify(c)).map((r) => r.username)),
    count: () => count.get()?.n ?? 0,
    setAvatar: (userId, file) => {
      setAvatar.run(file, userId);
    },
    setPrivate: (userId, isPrivate) => {
      setPrivate.run(isPrivate ? 1 : 0, userId);
    },
  };
}
