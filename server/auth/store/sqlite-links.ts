import type { Database } from 'better-sqlite3';
import type { OneTapNoncesRepo, SocialLinksRepo } from '../../db/types';

export function sqliteOneTap(db: Database): OneTapNoncesRepo {
  const put = db.prepare(
    `INSERT INTO one_tap_nonces (user_id, device_id, nonce_hash, created_ms, expires_ms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, device_id) DO UPDATE SET nonce_hash = excluded.nonce_hash,
       created_ms = excluded.created_ms, expires_ms = excluded.expires_ms`,
  );
  const valid = db.prepare<[number, string, number], { n: number }>(
    'SELECT 1 AS n FROM one_tap_nonces WHERE user_id = ? AND nonce_hash = ? AND expires_ms > ?',
  );
  const del = db.prepare('DELETE FROM one_tap_nonces WHERE user_id = ? AND nonce_hash = ?');
  const delDevice = db.prepare('DELETE FROM one_tap_nonces WHERE user_id = ? AND device_id = ?');
  const delUser = db.prepare('DELETE FROM one_tap_nonces WHERE user_id = ?');
  return {
    put: (userId, deviceId, hash, now, expires) => {
      put.run(userId, deviceId, hash, now, expires);
    },
    valid: (userId, hash, now) => valid.get(userId, hash, now) !== undefined,
    delete: (userId, hash) => del.run(userId, hash).changes > 0,
    deleteForDevice: (userId, deviceId) => delDevice.run(userId, deviceId).changes > 0,
    deleteAllForUser: (userId) => delUser.run(userId).changes,
  };
}

export function sqliteSocialLinks(db: Database): SocialLinksRepo {
  const userFor = db.prepare<[string, string], { user_id: number }>(
    'SELECT user_id FROM social_links WHERE provider = ? AND provider_user_id = ?',
  );
  const of = db.prepare<[number, string], { provider_user_id: string }>(
    'SELECT provider_user_id FROM social_links WHERE user_id = ? AND provider = ?',
  );
  const link = db.prepare(
    'INSERT INTO social_links (provider, provider_user_id, user_id, created_ms) VALUES (?, ?, ?, ?)',
  );
  return {
    userIdFor: (provider, id) => userFor.get(provider, id)?.user_id,
    providerUserIdOf: (userId, provider) => of.get(userId, provider)?.provider_user_id,
    link: (provider, id, userId, now) => {
      link.run(provider, id, userId, now);
    },
  };
}
