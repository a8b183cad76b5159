-- 016: account settings of 001 §7 "Two-factor settings" and "Settings" (comment filter).
-- Backup codes: 5 one-time codes per account with a second factor on, kept only as an HMAC
-- (server/settings/backup-codes.ts); a used code keeps its row with used_ms until the set is
-- replaced. Comment filter: one row per user that changed it (a missing row is both off);
-- keywords is a JSON array of the normalized keywords (server/settings/comment-filter.ts).
CREATE TABLE two_factor_backup_codes (
  user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_ms   INTEGER,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;

CREATE TABLE comment_filters (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  hide_offensive INTEGER NOT NULL DEFAULT 0,
  keywords       TEXT NOT NULL DEFAULT '[]'
) WITHOUT ROWID;
