-- 018: story highlights (001 §3 Reel "GraphHighlightReel … highlightReelId, title, thumbnailUrl
-- (highlight cover)", User highlightReelCount, §4 "highlights never expire"). A highlight is its
-- owner's: a title, a cover story (one of its items) and its items, each one of the owner's
-- stories, live or expired (the story archive). A story in a highlight stays served past its
-- expiry, to whoever may see the owner (server/db/sqlite-media-refs.ts, server/stories/highlights.ts).
-- Ids are never given again once deleted (as migration 011 does for posts, comments, collections).
CREATE TABLE highlights (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title          TEXT NOT NULL,
  cover_story_id INTEGER REFERENCES stories(id) ON DELETE SET NULL,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX highlights_user ON highlights(user_id, created_at DESC);
CREATE TABLE highlight_items (
  highlight_id INTEGER NOT NULL REFERENCES highlights(id) ON DELETE CASCADE,
  story_id     INTEGER NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  PRIMARY KEY (highlight_id, story_id)
) WITHOUT ROWID;
CREATE INDEX highlight_items_story ON highlight_items(story_id);
-- The archive: a person's stories, newest first.
CREATE INDEX stories_user_taken ON stories(user_id, taken_at DESC, id DESC);
INSERT INTO id_high_water (tbl, id) VALUES ('highlights', 0);
CREATE TRIGGER highlights_high_water AFTER INSERT ON highlights BEGIN
  UPDATE id_high_water SET id = max(id, NEW.id) WHERE tbl = 'highlights';
END;
