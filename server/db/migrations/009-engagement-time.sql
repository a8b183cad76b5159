-- Explore and the top posts of tag and place pages rank by the likes and comments of a recent
-- window (db/sqlite-ranked-posts.ts): these indexes read that window without scanning every row.
CREATE INDEX post_likes_time ON post_likes(created_at);
CREATE INDEX comments_time ON comments(created_at);
