import type { Database } from 'better-sqlite3';
import { EMAIL_PREFERENCE_KEYS } from '../../sync/api/settings-wire';
import type { EmailPreferenceKey } from '../../sync/api/settings-wire';

/** The email switches of /accounts/emailpreferences/ (migration 017): a kind never changed is subscribed. */
export interface EmailPreferencesRepo {
  of(userId: number): Record<EmailPreferenceKey, boolean>;
  set(userId: number, kind: EmailPreferenceKey, subscribed: boolean): void;
}

export function sqliteEmailPreferences(db: Database): EmailPreferencesRepo {
  const rows = db.prepare<[number], { kind: string; subscribed: number }>('SELECT kind, subscribed FROM email_preferences WHERE user_id = ?');
  const upsert = db.prepare(
    `INSERT INTO email_preferences (user_id, kind, subscribed) VALUES (?, ?, ?)
     ON CONFLICT (user_id, kind) DO UPDATE SET subscribed = excluded.subscribed`,
  );
  return {
    of: (userId) => {
      const prefs = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, true])) as Record<EmailPreferenceKey, boolean>;
      for (const r of rows.all(userId)) {
        if ((EMAIL_PREFERENCE_KEYS as readonly string[]).includes(r.kind)) prefs[r.kind as EmailPreferenceKey] = r.subscribed === 1;
      }
      return prefs;
    },
    set: (userId, kind, subscribed) => {
      upsert.run(userId, kind, subscribed ? 1 : 0);
    },
  };
}
