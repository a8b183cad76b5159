import type { Database } from 'better-sqlite3';
import type { AccountsRepo, DeviceContactsRepo, TwoFactorRepo, UserDataExport, UserPhonesRepo } from '../../db/types';

export function sqlitePhones(db: Database): UserPhonesRepo {
  const of = db.prepare<[number], { phone_number: string }>('SELECT phone_number FROM user_phones WHERE user_id = ?');
  const by = db.prepare<[string], { user_id: number }>('SELECT user_id FROM user_phones WHERE phone_number = ?');
  const upsert = db.prepare(
    `INSERT INTO user_phones (user_id, phone_number, confirmed_ms) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET phone_number = excluded.phone_number, confirmed_ms = excluded.confirmed_ms`,
  );
  return {
    phoneOf: (userId) => of.get(userId)?.phone_number,
    userIdByPhone: (phone) => by.get(phone)?.user_id,
    set: (userId, phone, confirmedMs) => {
      upsert.run(userId, phone, confirmedMs);
    },
  };
}

export function sqliteTwoFactor(db: Database): TwoFactorRepo {
  const get = db.prepare<[number], { user_id: number; totp_secret: string | null; totp_last_step: number; sms_on: number }>(
    'SELECT * FROM user_two_factor WHERE user_id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO user_two_factor (user_id, totp_secret, totp_last_step, sms_on) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET totp_secret = excluded.totp_secret,
       totp_last_step = excluded.totp_last_step, sms_on = excluded.sms_on`,
  );
  const step = db.prepare('UPDATE user_two_factor SET totp_last_step = ? WHERE user_id = ?');
  const clearCodes = db.prepare('DELETE FROM two_factor_backup_codes WHERE user_id = ?');
  const addCode = db.prepare('INSERT OR IGNORE INTO two_factor_backup_codes (user_id, code_hash) VALUES (?, ?)');
  const useCode = db.prepare('UPDATE two_factor_backup_codes SET used_ms = ? WHERE user_id = ? AND code_hash = ? AND used_ms IS NULL');
  const left = db.prepare<[number], number>('SELECT COUNT(*) FROM two_factor_backup_codes WHERE user_id = ? AND used_ms IS NULL').pluck();
  const replaceCodes = db.transaction((userId: number, hashes: readonly string[]) => {
    clearCodes.run(userId);
    for (const h of hashes) addCode.run(userId, h);
  });
  return {
    get: (userId) => {
      const r = get.get(userId);
      return r && { userId: r.user_id, totpSecret: r.totp_secret, totpLastStep: r.totp_last_step, smsOn: r.sms_on === 1 };
    },
    set: (row) => {
      upsert.run(row.userId, row.totpSecret, row.totpLastStep, row.smsOn ? 1 : 0);
    },
    setTotpLastStep: (userId, s) => {
      step.run(s, userId);
    },
    replaceBackupCodes: (userId, hashes) => {
      replaceCodes(userId, hashes);
    },
    useBackupCode: (userId, hash, now) => useCode.run(now, userId, hash).changes === 1,
    backupCodesLeft: (userId) => left.get(userId) ?? 0,
  };
}

export function sqliteAccounts(db: Database): AccountsRepo {
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const endSessions = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const posts = db.prepare<[number], UserDataExport['posts'][number]>(
    `SELECT p.shortcode, p.caption, p.taken_at, (SELECT COUNT(*) FROM post_media m WHERE m.post_id = p.id) AS media
     FROM posts p WHERE p.owner_id = ? ORDER BY p.taken_at, p.id`,
  );
  const comments = db.prepare<[number], UserDataExport['comments'][number]>(
    `SELECT p.shortcode AS post_shortcode, c.text, c.created_at FROM comments c JOIN posts p ON p.id = c.post_id
     WHERE c.user_id = ? ORDER BY c.created_at, c.id`,
  );
  const liked = db.prepare<[number], string>(
    'SELECT p.shortcode FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE l.user_id = ? ORDER BY l.created_at',
  ).pluck();
  const saved = db.prepare<[number], string>(
    'SELECT p.shortcode FROM post_saves s JOIN posts p ON p.id = s.post_id WHERE s.user_id = ? ORDER BY s.created_at',
  ).pluck();
  const following = db.prepare<[number], string>(
    `SELECT u.username FROM follows f JOIN users u ON u.id = f.followee_id
     WHERE f.follower_id = ? AND f.status = 'following' ORDER BY u.username`,
  ).pluck();
  const followers = db.prepare<[number], string>(
    `SELECT u.username FROM follows f JOIN users u ON u.id = f.follower_id
     WHERE f.followee_id = ? AND f.status = 'following' ORDER BY u.username`,
  ).pluck();
  return {
    setPasswordHash: (userId, hash) => {
      setHash.run(hash, userId);
    },
    endAllSessions: (userId) => {
      endSessions.run(userId);
    },
    dataOf: (userId) => ({
      posts: posts.all(userId),
      comments: comments.all(userId),
      liked_posts: liked.all(userId),
      saved_posts: saved.all(userId),
      following: following.all(userId),
      followers: followers.all(userId),
    }),
  };
}

export function sqliteDeviceContacts(db: Database): DeviceContactsRepo {
  const get = db.prepare<[string], { email: string | null; phone_number: string | null }>(
    'SELECT email, phone_number FROM device_contacts WHERE device_id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO device_contacts (device_id, email, phone_number, updated_ms) VALUES (@deviceId, @email, @phone, @now)
     ON CONFLICT (device_id) DO UPDATE SET email = COALESCE(excluded.email, email),
       phone_number = COALESCE(excluded.phone_number, phone_number), updated_ms = excluded.updated_ms`,
  );
  return {
    get: (deviceId) => {
      const r = get.get(deviceId);
      return r && { email: r.email, phoneNumber: r.phone_number };
    },
    remember: (deviceId, c, now) => {
      upsert.run({ deviceId, email: c.email ?? null, phone: c.phoneNumber ?? null, now });
    },
  };
}
