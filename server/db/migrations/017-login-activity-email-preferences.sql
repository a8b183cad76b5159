-- 017: Login activity and email preferences (001 §1 /session/login_activity/,
-- /accounts/emailpreferences/; §7 logout_session/ {session_id}, Email preference {key}).
-- Sessions get a public id (what the page names a session by: the token hash never leaves
-- the server), the User-Agent and address of the login, and when they were last used
-- (server/http/conventions.ts writes it at most once a minute). Sessions made before this
-- migration show an unknown device and their start as their last use.
ALTER TABLE sessions ADD COLUMN id TEXT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_active_at INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET id = lower(hex(randomblob(8))), last_active_at = created_at;
CREATE UNIQUE INDEX sessions_id ON sessions(id);

-- One row per kind the person changed (a missing row is subscribed: Instagram's default).
CREATE TABLE email_preferences (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  subscribed INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
