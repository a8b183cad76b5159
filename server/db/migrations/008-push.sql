-- 008: web push (issue 14; 000 §3 Push subscription, §7 /push/web/register/ and
-- /push/web/update_settings/). One row per push endpoint (the device token): a browser that
-- subscribes again, or another account on the same browser, replaces the row. Settings are
-- one row per user and kind; a missing row means on.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  device_type TEXT NOT NULL,
  mid TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);

CREATE TABLE push_settings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);
