-- 001: users, sessions, follows, posts with their media, likes, saves, comments and the
-- idempotency log of DESIGN.md rule 2. Ids are integers here and strings on the wire.

CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE,
  email         TEXT UNIQUE COLLATE NOCASE,
  full_name     TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  biography     TEXT NOT NULL DEFAULT '',
  external_url  TEXT,
  avatar_file   TEXT,
  is_private    INTEGER NOT NULL DEFAULT 0,
  is_verified   INTEGER NOT NULL DEFAULT 0,
  birthday      TEXT,
  created_at    INTEGER NOT NULL
);

CREATE TABLE sessions (
  token_hash   TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- status 'following' is an approved follow; 'requested' awaits a private account's approval.
CREATE TABLE follows (
  follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status      TEXT NOT NULL CHECK (status IN ('following', 'requested')),
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);
CREATE INDEX follows_followee ON follows(followee_id, status);

CREATE TABLE locations (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  lat  REAL,
  lng  REAL
);

-- kind: 'image' | 'video' | 'sidecar'. taken_at in seconds.
CREATE TABLE posts (
  id                INTEGER PRIMARY KEY,
  shortcode         TEXT NOT NULL UNIQUE,
  owner_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind              TEXT NOT NULL CHECK (kind IN ('image', 'video', 'sidecar')),
  caption           TEXT,
  caption_is_edited INTEGER NOT NULL DEFAULT 0,
  comments_disabled INTEGER NOT NULL DEFAULT 0,
  location_id       INTEGER REFERENCES locations(id),
  video_view_count  INTEGER NOT NULL DEFAULT 0,
  taken_at          INTEGER NOT NULL
);
CREATE INDEX posts_owner_time ON posts(owner_id, taken_at DESC, id DESC);
CREATE INDEX posts_time ON posts(taken_at DESC, id DESC);

-- One row per picture or video of a post; a sidecar has 2 or more, in position order.
-- image_key names the files <key>-1080.jpg, -750, -640 and -150 (square thumbnail).
CREATE TABLE post_media (
  id                    INTEGER PRIMARY KEY,
  post_id               INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  position              INTEGER NOT NULL,
  shortcode             TEXT NOT NULL UNIQUE,
  is_video              INTEGER NOT NULL DEFAULT 0,
  width                 INTEGER NOT NULL,
  height                INTEGER NOT NULL,
  image_key             TEXT NOT NULL,
  video_file            TEXT,
  video_duration        REAL,
  accessibility_caption TEXT,
  UNIQUE (post_id, position)
);

CREATE TABLE post_likes (
  post_id    INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE post_saves (
  post_id    INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE comments (
  id                    INTEGER PRIMARY KEY,
  post_id               INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  user_id               INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text                  TEXT NOT NULL,
  replied_to_comment_id INTEGER REFERENCES comments(id) ON DELETE SET NULL,
  created_at            INTEGER NOT NULL
);
CREATE INDEX comments_post_time ON comments(post_id, created_at, id);

CREATE TABLE comment_likes (
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

-- DESIGN.md rule 2: the first successful result of a mutation, replayed for repeats.
CREATE TABLE mutations (
  mutation_id TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  route       TEXT NOT NULL,
  status      INTEGER NOT NULL,
  response    TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
