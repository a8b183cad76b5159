-- 019: who saw a story, read by its owner (server/db/sqlite-story-viewers.ts: "Seen by N" and
-- its list, newest mark first). story_seen's key starts with the viewer (013), so a read by owner
-- scanned every mark of every person; this index serves it in the list's order.
CREATE INDEX story_seen_owner ON story_seen(owner_id, seen_time DESC, viewer_id DESC);
