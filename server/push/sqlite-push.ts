import type { Database } from 'better-sqlite3';
import { PUSH_KINDS } from '../../sync/api/push-wire';
import type { PushDeviceType, PushKind, WirePushSettings } from '../../sync/api/push-wire';

/** Push subscriptions and settings (migration 008). */
export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  deviceType: PushDeviceType;
  p256dh: string;
  auth: string;
}

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  deviceType: PushDeviceType;
  mid: string;
  p256dh: string;
  auth: string;
}

export interface PushStore {
  /** Adds or replaces the subscription of this endpoint (one browser, one row, its latest account). */
  upsert(sub: NewPushSubscription, now: number): void;
  ofUser(userId: number): PushSubscriptionRow[];
  remove(id: number): void;
  settings(userId: number): WirePushSettings;
  setSetting(userId: number, kind: PushKind, enabled: boolean): void;
}

/** Ours: subscriptions kept per account (the oldest go first). */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export function createPushStore(db: Database): PushStore {
  const upsert = db.prepare(
    `INSERT INTO push_subscriptions (user_id, endpoint, device_type, mid, p256dh, auth, created_at)
     VALUES (@userId, @endpoint, @deviceType, @mid, @p256dh, @auth, @now)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, device_type = excluded.device_type,
       mid = excluded.mid, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
  );
  const trim = db.prepare(
    `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
       (SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
  );
  const ofUser = db.prepare<[number], PushSubscriptionRow>(
    `SELECT id, user_id AS userId, endpoint, device_type AS deviceType, p256dh, auth
     FROM push_subscriptions WHERE user_id = ? ORDER BY id`,
  );
  const remove = db.prepare('DELETE FROM push_subscriptions WHERE id = ?');
  const settings = db.prepare<[number], { kind: string; enabled: number }>('SELECT kind, enabled FROM push_settings WHERE user_id = ?');
  const setSetting = db.prepare(
    `INSERT INTO push_settings (user_id, kind, enabled) VALUES (?, ?, ?)
     ON CONFLICT (user_id, kind) DO UPDATE SET enabled = excluded.enabled`,
  );
  return {
    upsert: (sub, now) => {
      db.transaction(() => {
        upsert.run({ ...sub, now });
        trim.run(sub.userId, sub.userId, MAX_SUBSCRIPTIONS_PER_USER);
      })();
    },
    ofUser: (userId) => ofUser.all(userId),
    remove: (id) => {
      remove.run(id);
    },
    settings: (userId) => {
      const out = Object.fromEntries(PUSH_KINDS.map((k) => [k, true])) as WirePushSettings;
      for (const row of settings.all(userId)) {
        if ((PUSH_KINDS as readonly string[]).includes(row.kind)) out[row.kind as PushKind] = row.enabled === 1;
      }
      return out;
    },
    setSetting: (userId, kind, enabled) => {
      setSetting.run(userId, kind, enabled ? 1 : 0);
    },
  };
}
