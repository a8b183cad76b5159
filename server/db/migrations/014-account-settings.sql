-- 014: account settings of 001 §7 (Profile edit, Settings): gender (with a custom text),
-- "show account suggestions on profiles" (chaining_enabled) and the activity status switch
-- (presence_disabled). One row per user that changed any of them; a missing row holds the
-- defaults (gender 3 "prefer not to say", suggestions on, activity status shown).
CREATE TABLE account_settings (
  user_id           INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  gender            INTEGER NOT NULL DEFAULT 3, -- 1 male, 2 female, 3 prefer not to say, 4 custom
  custom_gender     TEXT NOT NULL DEFAULT '',
  chaining_enabled  INTEGER NOT NULL DEFAULT 1,
  presence_disabled INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
