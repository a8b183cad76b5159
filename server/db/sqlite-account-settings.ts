import type { Database } from 'better-sqlite3';
import { DEFAULT_ACCOUNT_SETTINGS } from './account-settings-types';
import type { AccountSettingsRepo, AccountSettingsRow, CommentFilterRow, Gender } from './account-settings-types';

interface SettingsRecord {
  gender: number;
  custom_gender: string;
  chaining_enabled: number;
  presence_disabled: number;
}

const toRow = (r: SettingsRecord): AccountSettingsRow => ({
  gender: r.gender as Gender,
  customGender: r.custom_gender,
  chainingEnabled: r.chaining_enabled === 1,
  presenceDisabled: r.presence_disabled === 1,
});

export function sqliteAccountSettings(db: Database): AccountSettingsRepo {
  const get = db.prepare<[number], SettingsRecord>('SELECT * FROM account_settings WHERE user_id = ?');
  const upsert = db.prepare(
    `INSERT INTO account_settings (user_id, gender, custom_gender, chaining_enabled, presence_disabled)
     VALUES (@userId, @gender, @customGender, @chainingEnabled, @presenceDisabled)
     ON CONFLICT (user_id) DO UPDATE SET gender = excluded.gender, custom_gender = excluded.custom_gender,
       chaining_enabled = excluded.chaining_enabled, presence_disabled = excluded.presence_disabled`,
  );
  const profile = db.prepare(
    `UPDATE users SET username = @username, full_name = @fullName, email = @email,
       biography = @biography, external_url = @externalUrl WHERE id = @userId`,
  );
  const removePhone = db.prepare('DELETE FROM user_phones WHERE user_id = ?');
  const filterOf = db.prepare<[number], { hide_offensive: number; keywords: string }>('SELECT hide_offensive, keywords FROM comment_filters WHERE user_id = ?');
  const upsertFilter = db.prepare(
    `INSERT INTO comment_filters (user_id, hide_offensive, keywords) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET hide_offensive = excluded.hide_offensive, keywords = excluded.keywords`,
  );
  const commentFilter = (userId: number): CommentFilterRow => {
    const r = filterOf.get(userId);
    return r ? { hideOffensive: r.hide_offensive === 1, keywords: JSON.parse(r.keywords) as string[] } : { hideOffensive: false, keywords: [] };
  };
  const of = (userId: number): AccountSettingsRow => {
    const r = get.get(userId);
    return r ? toRow(r) : { ...DEFAULT_ACCOUNT_SETTINGS };
  };
  return {
    of,
    set: (userId, patch) => {
      const next = { ...of(userId), ...patch };
      upsert.run({
        userId,
        gender: next.gender,
        customGender: next.customGender,
        chainingEnabled: next.chainingEnabled ? 1 : 0,
        presenceDisabled: next.presenceDisabled ? 1 : 0,
      });
    },
    updateProfile: (userId, f) => {
      profile.run({ userId, ...f });
    },
    removePhone: (userId) => {
      removePhone.run(userId);
    },
    commentFilter,
    setCommentFilter: (userId, patch) => {
      const next = { ...commentFilter(userId), ...patch };
      upsertFilter.run(userId, next.hideOffensive ? 1 : 0, JSON.stringify(next.keywords));
      return next;
    },
  };
}
