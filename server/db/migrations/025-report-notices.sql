-- 025: notices a report sends (001 §1 hacked account). When an account was last sent a security
-- notice because someone reported that it may have been hacked: at most one goes per account per
-- 24 hours, whatever the number of reporters (server/reports/hacked-notice.ts). Kept per kind of
-- notice; 'hacked' is the only one.
CREATE TABLE report_notices (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind    TEXT NOT NULL CHECK (kind IN ('hacked')),
  -- Seconds since epoch.
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
