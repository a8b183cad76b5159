-- 021: "Was this you?" on Login activity, and Apps and websites (001 §1 /session/login_activity/,
-- /oauth/authorize, /accounts/manage_access/, /accounts/platform_tester_invites/; §7
-- avow_login/, undo_avow_login/, disavow_login_activity/ {login_id}; OAuth revoke_access/ {token},
-- accept/decline_platform_tester_invite/ {app_id}, authorize {allow, granted_scopes}).

-- A login is its session (login_id is the session's public id). new_device: the person had logged
-- in before, never with this User-Agent. avowed_at: when they said "This was me" (null: not yet).
ALTER TABLE sessions ADD COLUMN new_device INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN avowed_at INTEGER;
-- The User-Agents each person has logged in with (a disavowed login's is forgotten).
CREATE TABLE login_devices (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent TEXT NOT NULL,
  PRIMARY KEY (user_id, user_agent)
) WITHOUT ROWID;
INSERT OR IGNORE INTO login_devices (user_id, user_agent) SELECT user_id, user_agent FROM sessions;
-- "This wasn't me": the session ended, the login kept as marked.
CREATE TABLE disavowed_logins (
  id           TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent   TEXT NOT NULL,
  ip           TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  disavowed_at INTEGER NOT NULL
);
CREATE INDEX disavowed_logins_user ON disavowed_logins(user_id, disavowed_at);

-- Registered third-party apps. mode 'development': only its accepted testers may authorize it.
CREATE TABLE oauth_apps (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  secret_hash  TEXT NOT NULL,
  scopes       TEXT NOT NULL,
  mode         TEXT NOT NULL CHECK (mode IN ('live', 'development')),
  created_at   INTEGER NOT NULL
);
-- One grant per person and app; id is the public "token" revoke_access/ takes.
CREATE TABLE oauth_grants (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app_id     TEXT NOT NULL REFERENCES oauth_apps(id) ON DELETE CASCADE,
  scopes     TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, app_id)
);
-- One-time authorization codes (hashed), short-lived; gone with their grant.
CREATE TABLE oauth_codes (
  code_hash    TEXT PRIMARY KEY,
  grant_id     TEXT NOT NULL REFERENCES oauth_grants(id) ON DELETE CASCADE,
  redirect_uri TEXT NOT NULL,
  expires_at   INTEGER NOT NULL
);
-- Access tokens (hashed) handed to the app; gone with their grant (Remove).
CREATE TABLE oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  grant_id   TEXT NOT NULL REFERENCES oauth_grants(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX oauth_tokens_grant ON oauth_tokens(grant_id);
CREATE INDEX oauth_codes_grant ON oauth_codes(grant_id);
-- Tester invites: pending until accepted (a declined one is deleted).
CREATE TABLE oauth_tester_invites (
  app_id     TEXT NOT NULL REFERENCES oauth_apps(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  accepted   INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, app_id)
) WITHOUT ROWID;
