-- 005: who may see a media file (issue 11 item 8). GET /media/<file> finds the rows that name
-- the file (server/db/sqlite-media-refs.ts): a picture by its key (<key>-<width>.jpg), a video
-- by its file name, a profile picture by users.avatar_file. One index per column looked up,
-- so that lookup never scans.
CREATE INDEX post_media_image_key ON post_media(image_key);
CREATE INDEX post_media_video_file ON post_media(video_file) WHERE video_file IS NOT NULL;
CREATE INDEX stories_image_key ON stories(image_key);
CREATE INDEX stories_video_file ON stories(video_file) WHERE video_file IS NOT NULL;
CREATE INDEX upload_media_image_key ON upload_media(image_key) WHERE image_key IS NOT NULL;
CREATE INDEX upload_media_video_file ON upload_media(video_file) WHERE video_file IS NOT NULL;
CREATE INDEX users_avatar_file ON users(avatar_file) WHERE avatar_file IS NOT NULL;
