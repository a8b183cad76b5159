-- 013: stories a person watches (001 §3 Reel "seen (timestamp of last seen item)", §7
-- /stories/reel/seen). One row per viewer and reel owner: seen_at is the taken_at of the newest
-- item the viewer has seen (kept at its maximum, 001 §4 "Item seen keeps the maximum seen
-- value"), seen_time when that mark was made (the client's viewSeenAt, no later than the server's clock).
CREATE TABLE story_seen (
  viewer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  owner_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seen_at   INTEGER NOT NULL,
  seen_time INTEGER NOT NULL,
  PRIMARY KEY (viewer_id, owner_id)
) WITHOUT ROWID;
