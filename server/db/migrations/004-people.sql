-- 004: people (issue 12; 001 §3 User, Location, Relationship, Search; §4 Relationships,
-- Suggestions; §7 Friendships, Discover, Activity). Times in seconds, like 001.

-- A follow's created_at is when it was approved (or asked, for a request): follow lists and
-- activity order by it. Lists by follower, newest first.
CREATE INDEX follows_follower ON follows(follower_id, status, created_at DESC, followee_id DESC);
DROP INDEX follows_followee;
CREATE INDEX follows_followee ON follows(followee_id, status, created_at DESC, follower_id DESC);

-- Follower and following counts kept by triggers (search ranks by followers at any size).
CREATE TABLE user_counts (
  user_id   INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  followers INTEGER NOT NULL DEFAULT 0,
  following INTEGER NOT NULL DEFAULT 0
);
INSERT INTO user_counts (user_id) SELECT id FROM users;
UPDATE user_counts SET
  followers = (SELECT COUNT(*) FROM follows WHERE followee_id = user_id AND status = 'following'),
  following = (SELECT COUNT(*) FROM follows WHERE follower_id = user_id AND status = 'following');
CREATE INDEX user_counts_followers ON user_counts(followers DESC, user_id);
CREATE TRIGGER users_counts_row AFTER INSERT ON users BEGIN
  INSERT INTO user_counts (user_id) VALUES (new.id);
END;
CREATE TRIGGER follows_count_insert AFTER INSERT ON follows WHEN new.status = 'following' BEGIN
  UPDATE user_counts SET followers = followers + 1 WHERE user_id = new.followee_id;
  UPDATE user_counts SET following = following + 1 WHERE user_id = new.follower_id;
END;
CREATE TRIGGER follows_count_delete AFTER DELETE ON follows WHEN old.status = 'following' BEGIN
  UPDATE user_counts SET followers = followers - 1 WHERE user_id = old.followee_id;
  UPDATE user_counts SET following = following - 1 WHERE user_id = old.follower_id;
END;
CREATE TRIGGER follows_count_update AFTER UPDATE OF status ON follows WHEN old.status <> new.status BEGIN
  UPDATE user_counts SET followers = followers + (CASE new.status WHEN 'following' THEN 1 ELSE -1 END)
    WHERE user_id = new.followee_id;
  UPDATE user_counts SET following = following + (CASE new.status WHEN 'following' THEN 1 ELSE -1 END)
    WHERE user_id = new.follower_id;
END;

-- 001 §4 Relationships: block status. Blocking removes the follow both ways (the route does).
CREATE TABLE blocks (
  blocker_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks(blocked_id, blocker_id);

-- Hashtags of captions (tag pages) and @mentions of captions and comments (activity), filled
-- from text_index_queue, which triggers feed on every caption and comment written; readers
-- drain the queue first (server/db/sqlite-text-index.ts), so no writer has to know.
CREATE TABLE hashtags (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE post_hashtags (
  hashtag_id INTEGER NOT NULL REFERENCES hashtags(id) ON DELETE CASCADE,
  post_id    INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  taken_at   INTEGER NOT NULL,
  PRIMARY KEY (hashtag_id, post_id)
);
CREATE INDEX post_hashtags_post ON post_hashtags(post_id);
CREATE INDEX post_hashtags_time ON post_hashtags(hashtag_id, taken_at DESC, post_id DESC);
CREATE TABLE mentions (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  post_id     INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  comment_id  INTEGER REFERENCES comments(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL
);
CREATE INDEX mentions_user ON mentions(user_id, created_at DESC);
CREATE INDEX mentions_post ON mentions(post_id);
CREATE TABLE text_index_queue (
  kind   TEXT NOT NULL CHECK (kind IN ('post', 'comment')),
  ref_id INTEGER NOT NULL,
  PRIMARY KEY (kind, ref_id)
) WITHOUT ROWID;
INSERT INTO text_index_queue (kind, ref_id) SELECT 'post', id FROM posts;
INSERT INTO text_index_queue (kind, ref_id) SELECT 'comment', id FROM comments;
CREATE TRIGGER posts_text_insert AFTER INSERT ON posts BEGIN
  INSERT OR IGNORE INTO text_index_queue (kind, ref_id) VALUES ('post', new.id);
END;
CREATE TRIGGER posts_text_update AFTER UPDATE OF caption, taken_at, is_published ON posts BEGIN
  INSERT OR IGNORE INTO text_index_queue (kind, ref_id) VALUES ('post', new.id);
END;
CREATE TRIGGER comments_text_insert AFTER INSERT ON comments BEGIN
  INSERT OR IGNORE INTO text_index_queue (kind, ref_id) VALUES ('comment', new.id);
END;

CREATE TABLE hashtag_follows (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hashtag_id INTEGER NOT NULL REFERENCES hashtags(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, hashtag_id)
);

-- Places: countries and cities for the locations directory (001 §7 Discover).
CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL
);
CREATE TABLE cities (
  id           INTEGER PRIMARY KEY,
  country_code TEXT NOT NULL REFERENCES countries(code),
  name         TEXT NOT NULL,
  slug         TEXT NOT NULL,
  UNIQUE (country_code, slug)
);
ALTER TABLE locations ADD COLUMN city_id INTEGER REFERENCES cities(id);
CREATE INDEX locations_city ON locations(city_id, name);
CREATE INDEX posts_location ON posts(location_id, taken_at DESC, id DESC);
INSERT INTO countries (code, name, slug) VALUES
  ('US', 'United States', 'united-states'), ('GB', 'United Kingdom', 'united-kingdom'),
  ('FR', 'France', 'france'), ('DE', 'Germany', 'germany'), ('PT', 'Portugal', 'portugal'),
  ('JP', 'Japan', 'japan'), ('AU', 'Australia', 'australia'), ('CA', 'Canada', 'canada');
INSERT INTO cities (country_code, name, slug) VALUES
  ('US', 'San Francisco', 'san-francisco'), ('US', 'New York', 'new-york'),
  ('GB', 'London', 'london'), ('FR', 'Paris', 'paris'), ('DE', 'Berlin', 'berlin'),
  ('PT', 'Lisbon', 'lisbon'), ('JP', 'Tokyo', 'tokyo'), ('AU', 'Sydney', 'sydney'),
  ('CA', 'Vancouver', 'vancouver');
UPDATE locations SET city_id = (SELECT id FROM cities WHERE name = CASE
  WHEN locations.address LIKE '%San Francisco%' THEN 'San Francisco'
  WHEN locations.address LIKE '%New York%' OR locations.address LIKE '%Brooklyn%' THEN 'New York'
  WHEN locations.address LIKE '%London%' THEN 'London'
  WHEN locations.address LIKE '%Paris%' THEN 'Paris'
  WHEN locations.address LIKE '%Berlin%' THEN 'Berlin'
  WHEN locations.address LIKE '%Lisboa%' THEN 'Lisbon'
  WHEN locations.address LIKE '%Tokyo%' THEN 'Tokyo'
  WHEN locations.address LIKE '%NSW%' THEN 'Sydney'
  WHEN locations.address LIKE '%Vancouver%' THEN 'Vancouver' END);

-- Search (001 §3 Search): FTS5 with prefix indexes over users, hashtags and places, kept by
-- triggers. Usernames keep '.' and '_' inside one token, so "anna.k" matches as typed.
CREATE VIRTUAL TABLE users_fts USING fts5(
  username, full_name, content='users', content_rowid='id',
  tokenize = "unicode61 remove_diacritics 2 tokenchars '._'", prefix = '1 2 3'
);
INSERT INTO users_fts (rowid, username, full_name) SELECT id, username, full_name FROM users;
CREATE TRIGGER users_fts_insert AFTER INSERT ON users BEGIN
  INSERT INTO users_fts (rowid, username, full_name) VALUES (new.id, new.username, new.full_name);
END;
CREATE TRIGGER users_fts_delete AFTER DELETE ON users BEGIN
  INSERT INTO users_fts (users_fts, rowid, username, full_name) VALUES ('delete', old.id, old.username, old.full_name);
END;
CREATE TRIGGER users_fts_update AFTER UPDATE OF username, full_name ON users BEGIN
  INSERT INTO users_fts (users_fts, rowid, username, full_name) VALUES ('delete', old.id, old.username, old.full_name);
  INSERT INTO users_fts (rowid, username, full_name) VALUES (new.id, new.username, new.full_name);
END;
CREATE VIRTUAL TABLE hashtags_fts USING fts5(
  name, content='hashtags', content_rowid='id',
  tokenize = "unicode61 remove_diacritics 2 tokenchars '_'", prefix = '1 2 3'
);
CREATE TRIGGER hashtags_fts_insert AFTER INSERT ON hashtags BEGIN
  INSERT INTO hashtags_fts (rowid, name) VALUES (new.id, new.name);
END;
CREATE TRIGGER hashtags_fts_delete AFTER DELETE ON hashtags BEGIN
  INSERT INTO hashtags_fts (hashtags_fts, rowid, name) VALUES ('delete', old.id, old.name);
END;
CREATE VIRTUAL TABLE locations_fts USING fts5(
  name, address, content='locations', content_rowid='id',
  tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
);
INSERT INTO locations_fts (rowid, name, address) SELECT id, name, address FROM locations;
CREATE TRIGGER locations_fts_insert AFTER INSERT ON locations BEGIN
  INSERT INTO locations_fts (rowid, name, address) VALUES (new.id, new.name, new.address);
END;
CREATE TRIGGER locations_fts_delete AFTER DELETE ON locations BEGIN
  INSERT INTO locations_fts (locations_fts, rowid, name, address) VALUES ('delete', old.id, old.name, old.address);
END;
CREATE TRIGGER locations_fts_update AFTER UPDATE OF name, address ON locations BEGIN
  INSERT INTO locations_fts (locations_fts, rowid, name, address) VALUES ('delete', old.id, old.name, old.address);
  INSERT INTO locations_fts (rowid, name, address) VALUES (new.id, new.name, new.address);
END;

-- Recent searches per account (cleared by /web/search/clear_search_history/).
CREATE TABLE recent_searches (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('user', 'hashtag', 'place')),
  entity_id   INTEGER NOT NULL,
  clicked_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, entity_type, entity_id)
);
CREATE INDEX recent_searches_time ON recent_searches(user_id, clicked_at DESC);

-- Dismissed suggestions: chaining_user_id 0 is the "accounts you should follow" list (aysf).
CREATE TABLE dismissed_suggestions (
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  chaining_user_id INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  PRIMARY KEY (user_id, target_id, chaining_user_id)
);

-- Activity is derived from likes, comments, comment likes, mentions, usertags and follows;
-- this keeps what each account has seen: activity checked_at, suggestions seen_at.
CREATE TABLE people_seen (
  user_id            INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  activity_checked_at INTEGER NOT NULL DEFAULT 0,
  suggestions_seen_at INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX post_likes_user ON post_likes(post_id, created_at DESC);
CREATE INDEX post_usertags_user ON post_usertags(user_id, post_id);
CREATE INDEX post_saves_user ON post_saves(user_id, created_at DESC, post_id DESC);
CREATE INDEX comments_reply ON comments(replied_to_comment_id);

-- Collections of saved posts (owner only).
CREATE TABLE collections (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX collections_user ON collections(user_id, created_at DESC);
CREATE TABLE collection_posts (
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  post_id       INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (collection_id, post_id)
);
