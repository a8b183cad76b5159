-- How many posts carry each hashtag, kept by triggers: search ranks tags by it, tag pages show
-- it and the hashtag directory lists by it, and counting post_hashtags each time costs a read of
-- every post of the tag (150,000 for #travel in the scale data, ~9 ms per search keystroke).
ALTER TABLE hashtags ADD COLUMN media_count INTEGER NOT NULL DEFAULT 0;
UPDATE hashtags SET media_count = (SELECT COUNT(*) FROM post_hashtags ph WHERE ph.hashtag_id = hashtags.id);
CREATE INDEX hashtags_media_count ON hashtags(media_count DESC, name);
CREATE TRIGGER post_hashtags_count_insert AFTER INSERT ON post_hashtags BEGIN
  UPDATE hashtags SET media_count = media_count + 1 WHERE id = NEW.hashtag_id;
END;
CREATE TRIGGER post_hashtags_count_delete AFTER DELETE ON post_hashtags BEGIN
  UPDATE hashtags SET media_count = media_count - 1 WHERE id = OLD.hashtag_id;
END;
