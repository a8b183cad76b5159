-- 022 (access data, 001 §1 /accounts/access_tool/): what the person changed on their account,
-- kept for their Access Data page: privacy, password (no value), and the former username, full
-- name, email, phone number, bio and link. Written by triggers, so every path that changes the
-- account (profile edit, privacy switch, password change or reset, phone confirm or removal)
-- is recorded the same way without each route having to remember it.

CREATE TABLE account_changes (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('private', 'password', 'username', 'full_name', 'email', 'phone', 'biography', 'external_url')),
  -- The value before the change (privacy: '1' private, '0' public: the value after); null for a password.
  old_value  TEXT,
  new_value  TEXT,
  changed_at INTEGER NOT NULL
);
CREATE INDEX account_changes_user ON account_changes(user_id, kind, changed_at DESC, id DESC);

CREATE TRIGGER account_changes_users AFTER UPDATE ON users
BEGIN
  INSERT INTO account_changes (user_id, kind, old_value, new_value, changed_at)
  SELECT new.id, c.kind, c.old_value, c.new_value, unixepoch() FROM (
    SELECT 'private' AS kind, NULL AS old_value, CAST(new.is_private AS TEXT) AS new_value WHERE old.is_private IS NOT new.is_private
    UNION ALL SELECT 'password', NULL, NULL WHERE old.password_hash IS NOT new.password_hash
    UNION ALL SELECT 'username', old.username, new.username WHERE old.username IS NOT new.username
    UNION ALL SELECT 'full_name', old.full_name, new.full_name WHERE old.full_name IS NOT new.full_name
    UNION ALL SELECT 'email', old.email, new.email WHERE old.email IS NOT new.email
    UNION ALL SELECT 'biography', old.biography, new.biography WHERE old.biography IS NOT new.biography
    UNION ALL SELECT 'external_url', old.external_url, new.external_url WHERE old.external_url IS NOT new.external_url
  ) AS c;
END;

CREATE TRIGGER account_changes_phone_changed AFTER UPDATE OF phone_number ON user_phones WHEN old.phone_number IS NOT new.phone_number
BEGIN
  INSERT INTO account_changes (user_id, kind, old_value, new_value, changed_at) VALUES (new.user_id, 'phone', old.phone_number, new.phone_number, unixepoch());
END;
-- Not when the account itself goes (its rows go with it).
CREATE TRIGGER account_changes_phone_removed AFTER DELETE ON user_phones WHEN EXISTS (SELECT 1 FROM users WHERE id = old.user_id)
BEGIN
  INSERT INTO account_changes (user_id, kind, old_value, new_value, changed_at) VALUES (old.user_id, 'phone', old.phone_number, NULL, unixepoch());
END;
