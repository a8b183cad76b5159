-- 002: resumable uploads and creation (001 §7 Creation and upload; DESIGN.md Uploads).
-- Times in seconds, like 001.

-- One row per entity: one file being received by /rupload_igphoto|igvideo/{entity}.
-- state: receiving → processing → done | failed (server/uploads/entity-state.ts).
CREATE TABLE uploads (
  entity          TEXT PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upload_id       TEXT NOT NULL,
  media_type      INTEGER NOT NULL CHECK (media_type IN (1, 2)),
  entity_type     TEXT NOT NULL,
  declared_length INTEGER NOT NULL,
  received        INTEGER NOT NULL DEFAULT 0,
  params          TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('receiving', 'processing', 'done', 'failed')),
  error           TEXT,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX uploads_upload_id ON uploads(upload_id);
CREATE INDEX uploads_state_time ON uploads(state, updated_at);

-- The processed media of one upload_id: a photo, or a video with its cover (the cover is a
-- photo rupload under the same upload_id). Consumed by exactly one post or story.
CREATE TABLE upload_media (
  upload_id       TEXT PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  image_key       TEXT,
  image_width     INTEGER,
  image_height    INTEGER,
  image_bytes     INTEGER,
  cover_source    TEXT CHECK (cover_source IN ('upload', 'frame', 'placeholder')),
  video_file      TEXT,
  video_width     INTEGER,
  video_height    INTEGER,
  video_duration  REAL,
  video_bytes     INTEGER,
  is_igtv         INTEGER NOT NULL DEFAULT 0,
  encoding_status TEXT,
  error           TEXT,
  post_id         INTEGER REFERENCES posts(id) ON DELETE SET NULL,
  story_id        INTEGER,
  consumed_at     INTEGER,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX upload_media_time ON upload_media(consumed_at, updated_at);

-- Posts made by configure: the upload_id they came from (idempotency key), IGTV fields and
-- drafts. product_type 'feed' | 'igtv'; an unpublished post (igtv_draft) is seen only by its
-- owner; an IGTV post is in feeds only when its preview is shared to the feed.
ALTER TABLE posts ADD COLUMN upload_id TEXT;
ALTER TABLE posts ADD COLUMN product_type TEXT NOT NULL DEFAULT 'feed';
ALTER TABLE posts ADD COLUMN title TEXT;
ALTER TABLE posts ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE posts ADD COLUMN share_preview_to_feed INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX posts_upload_id ON posts(upload_id) WHERE upload_id IS NOT NULL;

-- The picture files' own size when it differs from the media's (a video's cover, or a photo
-- smaller than a display width: files are never upscaled).
ALTER TABLE post_media ADD COLUMN image_width INTEGER;
ALTER TABLE post_media ADD COLUMN image_height INTEGER;

-- 001 §3 Post usertags (user with x and y, fractions of the picture).
CREATE TABLE post_usertags (
  post_id  INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  x        REAL NOT NULL,
  y        REAL NOT NULL,
  PRIMARY KEY (post_id, position, user_id)
);

-- Stories (minimal: the stories UI is a later issue). Expire 24 h after taken_at.
CREATE TABLE stories (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  upload_id      TEXT NOT NULL UNIQUE,
  is_video       INTEGER NOT NULL DEFAULT 0,
  width          INTEGER NOT NULL,
  height         INTEGER NOT NULL,
  image_key      TEXT NOT NULL,
  image_width    INTEGER NOT NULL,
  image_height   INTEGER NOT NULL,
  video_file     TEXT,
  video_duration REAL,
  caption        TEXT,
  taken_at       INTEGER NOT NULL,
  expiring_at    INTEGER NOT NULL
);
CREATE INDEX stories_user_time ON stories(user_id, expiring_at);

-- Places for GET /location_search/ (001 §7): an address, and a seeded set of venues.
ALTER TABLE locations ADD COLUMN address TEXT NOT NULL DEFAULT '';
INSERT INTO locations (name, slug, lat, lng, address) VALUES
  ('Blue Bottle Coffee Hayes Valley', 'blue-bottle-coffee-hayes-valley', 37.7763, -122.4232, '315 Linden St, San Francisco, CA 94102'),
  ('Golden Gate Park', 'golden-gate-park', 37.7694, -122.4862, '501 Stanyan St, San Francisco, CA 94117'),
  ('Ferry Building Marketplace', 'ferry-building-marketplace', 37.7955, -122.3937, '1 Ferry Building, San Francisco, CA 94111'),
  ('Dolores Park', 'dolores-park', 37.7596, -122.4269, 'Dolores St & 19th St, San Francisco, CA 94114'),
  ('Twin Peaks Summit', 'twin-peaks-summit', 37.7544, -122.4477, '501 Twin Peaks Blvd, San Francisco, CA 94114'),
  ('Brooklyn Bridge Park', 'brooklyn-bridge-park', 40.7003, -73.9967, '334 Furman St, Brooklyn, NY 11201'),
  ('The High Line', 'the-high-line', 40.7480, -74.0048, 'Gansevoort St to W 34th St, New York, NY 10011'),
  ('Central Park Bethesda Terrace', 'central-park-bethesda-terrace', 40.7740, -73.9708, '72nd St Cross Dr, New York, NY 10021'),
  ('Borough Market', 'borough-market', 51.5055, -0.0910, '8 Southwark St, London SE1 1TL'),
  ('Primrose Hill', 'primrose-hill', 51.5396, -0.1608, 'Prince Albert Rd, London NW1 4NR'),
  ('Tate Modern', 'tate-modern', 51.5076, -0.0994, 'Bankside, London SE1 9TG'),
  ('Canal Saint-Martin', 'canal-saint-martin', 48.8710, 2.3651, 'Quai de Valmy, 75010 Paris'),
  ('Jardin du Luxembourg', 'jardin-du-luxembourg', 48.8462, 2.3372, 'Rue de Médicis, 75006 Paris'),
  ('Tempelhofer Feld', 'tempelhofer-feld', 52.4731, 13.4039, 'Tempelhofer Damm, 12101 Berlin'),
  ('Mauerpark Flea Market', 'mauerpark-flea-market', 52.5433, 13.4025, 'Bernauer Str. 63-64, 13355 Berlin'),
  ('LX Factory', 'lx-factory', 38.7033, -9.1784, 'R. Rodrigues de Faria 103, 1300-501 Lisboa'),
  ('Miradouro da Senhora do Monte', 'miradouro-da-senhora-do-monte', 38.7190, -9.1326, 'Largo Monte, 1170-253 Lisboa'),
  ('Shibuya Crossing', 'shibuya-crossing', 35.6595, 139.7005, '2-2-1 Dogenzaka, Shibuya City, Tokyo 150-0043'),
  ('Yoyogi Park', 'yoyogi-park', 35.6717, 139.6949, '2-1 Yoyogikamizonocho, Shibuya City, Tokyo 151-0052'),
  ('Bondi Beach', 'bondi-beach', -33.8915, 151.2767, 'Queen Elizabeth Dr, Bondi Beach NSW 2026'),
  ('Granville Island Public Market', 'granville-island-public-market', 49.2712, -123.1340, '1669 Johnston St, Vancouver, BC V6H 3R9');
