import type { Database } from 'better-sqlite3';
import type { CoverSource, UploadMediaRepo, UploadMediaRow } from './types';

interface UploadMediaRecord {
  upload_id: string;
  user_id: number;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_bytes: number | null;
  cover_source: CoverSource | null;
  video_file: string | null;
  video_width: number | null;
  video_height: number | null;
  video_duration: number | null;
  video_bytes: number | null;
  is_igtv: number;
  encoding_status: string | null;
  error: string | null;
  post_id: number | null;
  story_id: number | null;
  consumed_at: number | null;
  created_at: number;
  updated_at: number;
}

const toRow = (r: UploadMediaRecord): UploadMediaRow => ({
  uploadId: r.upload_id,
  userId: r.user_id,
  image:
    r.image_key === null
      ? null
      : { key: r.image_key, width: r.image_width ?? 0, height: r.image_height ?? 0, bytes: r.image_bytes ?? 0 },
  coverSource: r.cover_source,
  video:
    r.video_file === null
      ? null
      : {
          file: r.video_file,
          width: r.video_width ?? 0,
          height: r.video_height ?? 0,
          duration: r.video_duration ?? 0,
          bytes: r.video_bytes ?? 0,
          isIgtv: r.is_igtv === 1,
        },
  encodingStatus: r.encoding_status,
  error: r.error,
  postId: r.post_id,
  storyId: r.story_id,
  consumedAt: r.consumed_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The processed media of each upload_id (server/uploads). */
export function sqliteUploadMedia(db: Database): UploadMediaRepo {
  const get = db.prepare<[string], UploadMediaRecord>('SELECT * FROM upload_media WHERE upload_id = ?');
  const ensure = db.prepare(
    `INSERT INTO upload_media (upload_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (upload_id) DO NOTHING`,
  );
  const setImage = db.prepare(
    `UPDATE upload_media SET image_key = @key, image_width = @width, image_height = @height,
       image_bytes = @bytes, cover_source = @source, updated_at = @now
     WHERE upload_id = @uploadId AND (@onlyIfEmpty = 0 OR image_key IS NULL)`,
  );
  const setVideo = db.prepare(
    `UPDATE upload_media SET video_file = @file, video_width = @width, video_height = @height,
       video_duration = @duration, video_bytes = @bytes, is_igtv = @isIgtv,
       encoding_status = @status, error = NULL, updated_at = @now
     WHERE upload_id = @uploadId`,
  );
  const setEncoding = db.prepare('UPDATE upload_media SET encoding_status = ?, error = ?, updated_at = ? WHERE upload_id = ?');
  const consume = db.prepare(
    'UPDATE upload_media SET post_id = @postId, story_id = @storyId, consumed_at = @now, updated_at = @now WHERE upload_id = @uploadId',
  );
  const withStatus = db.prepare<[string], UploadMediaRecord>('SELECT * FROM upload_media WHERE encoding_status = ?');
  const unconsumed = db.prepare<[number], UploadMediaRecord>(
    'SELECT * FROM upload_media WHERE consumed_at IS NULL AND updated_at < ?',
  );
  const remove = db.prepare('DELETE FROM upload_media WHERE upload_id = ?');
  const read = (uploadId: string) => {
    const r = get.get(uploadId);
    return r && toRow(r);
  };
  return {
    get: read,
    ensure: (uploadId, userId, now) => {
      ensure.run(uploadId, userId, now, now);
      const row = read(uploadId);
      if (!row) throw new Error('upload media insert lost');
      return row;
    },
    setImage: (uploadId, image, source, onlyIfEmpty, now) =>
      setImage.run({ ...image, uploadId, source, onlyIfEmpty: onlyIfEmpty ? 1 : 0, now }).changes > 0,
    setVideo: (uploadId, video, status, now) => {
      setVideo.run({ ...video, isIgtv: video.isIgtv ? 1 : 0, uploadId, status, now });
    },
    setEncoding: (uploadId, status, error, now) => {
      setEncoding.run(status, error, now, uploadId);
    },
    consume: (uploadId, target, now) => {
      consume.run({
        uploadId,
        postId: 'postId' in target ? target.postId : null,
        storyId: 'storyId' in target ? target.storyId : null,
        now,
      });
    },
    withEncodingStatus: (status) => withStatus.all(status).map(toRow),
    unconsumedSince: (before) => unconsumed.all(before).map(toRow),
    delete: (uploadId) => {
      remove.run(uploadId);
    },
  };
}
