-- 006: direct messages (issue 13; 001 §3 Direct, §4 Direct, §6 requests). Item, reaction,
-- seen and activity times are MICROSECONDS (001 §4 "Reaction timestamp is in microseconds");
-- event times are milliseconds.

-- A thread: a one-to-one conversation (pair_key 'lowId:highId', unique, so one pair has one)
-- or a group (pair_key NULL, a title). last_activity_us orders the inbox.
CREATE TABLE direct_threads (
  id               INTEGER PRIMARY KEY,
  creator_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_group         INTEGER NOT NULL DEFAULT 0,
  pair_key         TEXT UNIQUE,
  title            TEXT NOT NULL DEFAULT '',
  created_us       INTEGER NOT NULL,
  last_activity_us INTEGER NOT NULL
);

-- Who is in a thread and how (001 §4, §6): 'active' (approved), 'pending' (a request the
-- person has not approved: they do not follow whoever brought them in), 'declined' (gone
-- for them), 'left' (left a group). last_seen_* is their seen receipt.
CREATE TABLE direct_participants (
  thread_id         INTEGER NOT NULL REFERENCES direct_threads(id) ON DELETE CASCADE,
  user_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state             TEXT NOT NULL CHECK (state IN ('active', 'pending', 'declined', 'left')),
  muted             INTEGER NOT NULL DEFAULT 0,
  last_seen_item_id INTEGER,
  last_seen_us      INTEGER,
  joined_us         INTEGER NOT NULL,
  PRIMARY KEY (thread_id, user_id)
) WITHOUT ROWID;
CREATE INDEX direct_participants_user ON direct_participants(user_id, state, thread_id);

-- Items, oldest first by id. payload is JSON of what the type needs (text, post id, user id,
-- tag, place id, link, picture key, action). A sender's mutation_token is unique for them:
-- the same token twice is the same message (DESIGN.md rule 2). deleted = unsent (shown as a
-- deletion). image_key names a sent photo's files for /media/ access.
CREATE TABLE direct_items (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  thread_id      INTEGER NOT NULL REFERENCES direct_threads(id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_type      TEXT NOT NULL,
  payload        TEXT NOT NULL DEFAULT '{}',
  timestamp_us   INTEGER NOT NULL,
  mutation_token TEXT,
  deleted        INTEGER NOT NULL DEFAULT 0,
  image_key      TEXT,
  UNIQUE (user_id, mutation_token)
);
CREATE INDEX direct_items_thread ON direct_items(thread_id, id);
CREATE INDEX direct_items_image ON direct_items(image_key) WHERE image_key IS NOT NULL;

-- 001 §3 reactions: likes with sender and time (µs).
CREATE TABLE direct_reactions (
  item_id      INTEGER NOT NULL REFERENCES direct_items(id) ON DELETE CASCADE,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL DEFAULT 'like',
  timestamp_us INTEGER NOT NULL,
  PRIMARY KEY (item_id, user_id, kind)
) WITHOUT ROWID;

-- Each person's event log: the deltas of their inbox, numbered 1, 2, 3… (seq_id) so a socket
-- that drops resumes after the last one it had. Bounded: old events are pruned, and a client
-- behind the oldest one kept is told to refetch the inbox. direct_seq keeps the last number
-- even when every event has been pruned.
CREATE TABLE direct_seq (
  user_id  INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_seq INTEGER NOT NULL
);
CREATE TABLE direct_events (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seq_id     INTEGER NOT NULL,
  delta      TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, seq_id)
) WITHOUT ROWID;

-- When someone was last active on the real-time channel (ms), for presence after a restart.
CREATE TABLE direct_presence (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_active_ms INTEGER NOT NULL
);
