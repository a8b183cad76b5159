-- 015: reports (001 §1 report flows, §4 Reports, §7 Reports). One row per reporter and reported
-- object, whatever the number of calls: object_type is 001 §7's object type (media 1, comment 2,
-- user 3, direct message 4: sync/api/reports-wire.ts ReportObjectType), object_id the object's
-- id, owner_id whose content it is, reason_id a leaf of the kind's reason table, location 001 §7's
-- location enum. hide_from_feed: the reporter asked for the post to leave their feed.
-- action_taken: what the reporter did alongside a /users/{id}/flag/ ('none', 'block', 'unfollow').
CREATE TABLE reports (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  reporter_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_type    INTEGER NOT NULL,
  object_id      INTEGER NOT NULL,
  owner_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason_id      INTEGER NOT NULL,
  location       INTEGER NOT NULL,
  hide_from_feed INTEGER NOT NULL DEFAULT 0,
  action_taken   TEXT NOT NULL DEFAULT 'none',
  created_at     INTEGER NOT NULL,
  UNIQUE (reporter_id, object_type, object_id)
);
CREATE INDEX reports_by_object ON reports (object_type, object_id);
