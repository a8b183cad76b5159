-- A deleted post, comment or collection's id is never given to a new one. SQLite gives a new row
-- of an INTEGER PRIMARY KEY table the largest id + 1, so deleting the newest comment and then
-- commenting again reused its id: clients that held the old comment under that id (caches,
-- kept answers) showed the old words for the new comment (browser chaos, seed 502314964).
-- AUTOINCREMENT cannot be added to a table in place, so each table's highest id ever given is
-- kept here (raised by a trigger on every insert, seeds included) and new rows take the next.
CREATE TABLE id_high_water (
  tbl TEXT PRIMARY KEY,
  id  INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO id_high_water (tbl, id) VALUES
  ('posts', (SELECT coalesce(max(id), 0) FROM posts)),
  ('comments', (SELECT coalesce(max(id), 0) FROM comments)),
  ('collections', (SELECT coalesce(max(id), 0) FROM collections));
CREATE TRIGGER posts_high_water AFTER INSERT ON posts BEGIN
  UPDATE id_high_water SET id = max(id, NEW.id) WHERE tbl = 'posts';
END;
CREATE TRIGGER comments_high_water AFTER INSERT ON comments BEGIN
  UPDATE id_high_water SET id = max(id, NEW.id) WHERE tbl = 'comments';
END;
CREATE TRIGGER collections_high_water AFTER INSERT ON collections BEGIN
  UPDATE id_high_water SET id = max(id, NEW.id) WHERE tbl = 'collections';
END;
