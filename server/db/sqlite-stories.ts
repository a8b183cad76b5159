import type { Database } from 'better-sqlite3';
import { NOT_BLOCKED } from './sqlite-visible';
import type { StoriesRepo, StoryRow } from './types';

export interface StoryRecord {
  id: number;
  user_id: number;
  upload_id: string;
  is_video: number;
  width: number;
  height: number;
  image_key: string;
  image_width: number;
  image_height: number;
  video_file: string | null;
  video_duration: number | null;
  caption: string | null;
  taken_at: number;
  expiring_at: number;
}

export const toStory = (r: StoryRecord): StoryRow => ({
  id: r.id,
  userId: r.user_id,
  uploadId: r.upload_id,
  isVideo: r.is_video === 1,
  width: r.width,
  height: r.height,
  image: { key: r.image_key, width: r.image_width, height: r.image_height },
  videoFile: r.video_file,
  videoDuration: r.video_duration,
  caption: r.caption,
  takenAt: r.taken_at,
  expiringAt: r.expiring_at,
});

/** Stories: one per configured upload, 24 h long; the viewers' seen marks (story_seen). */
export function sqliteStories(db: Database): StoriesRepo {
  const insert = db.prepare(
    `INSERT INTO stories (user_id, upload_id, is_video, width, height, image_key, image_width,
       image_height, video_file, video_duration, caption, taken_at, expiring_at)
     VALUES (@userId, @uploadId, @isVideo, @width, @height, @imageKey, @imageWidth,
       @imageHeight, @videoFile, @videoDuration, @caption, @takenAt, @expiringAt)`,
  );
  const byId = db.prepare<[number], StoryRecord>('SELECT * FROM stories WHERE id = ?');
  const byUploadId = db.prepare<[string], StoryRecord>('SELECT * FROM stories WHERE upload_id = ?');
  const get = (r: StoryRecord | undefined) => r && toStory(r);
  const reelOwners = db.prepare<{ viewer: number; now: number; limit: number }, { id: number }>(
    `SELECT s.user_id AS id FROM follows f JOIN stories s ON s.user_id = f.followee_id AND s.expiring_at > @now
     WHERE f.follower_id = @viewer AND f.status = 'following' AND ${NOT_BLOCKED('f.followee_id')}
     GROUP BY s.user_id ORDER BY MAX(s.taken_at) DESC, s.user_id LIMIT @limit`,
  );
  const seenGet = db.prepare<[number, number], { seen_at: number }>('SELECT seen_at FROM story_seen WHERE viewer_id = ? AND owner_id = ?');
  const seenUpsert = db.prepare(
    `INSERT INTO story_seen (viewer_id, owner_id, seen_at, seen_time) VALUES (@viewer, @owner, @takenAt, @at)
     ON CONFLICT (viewer_id, owner_id) DO UPDATE SET seen_at = excluded.seen_at, seen_time = excluded.seen_time
     WHERE excluded.seen_at > story_seen.seen_at`,
  );
  const liveWithPrefix = db.prepare<[string, number], { n: number }>(
    "SELECT 1 AS n FROM stories WHERE upload_id LIKE ? ESCAPE '\\' AND expiring_at > ? LIMIT 1",
  );
  const inList = (ids: readonly number[]) => ids.map(() => '?').join(',');
  return {
    liveOf: (ownerIds, now) => {
      if (ownerIds.length === 0) return [];
      const rows = db.prepare<unknown[], StoryRecord>(
        `SELECT * FROM stories WHERE user_id IN (${inList(ownerIds)}) AND expiring_at > ? ORDER BY taken_at, id`,
      ).all(...ownerIds, now);
      return rows.map(toStory);
    },
    seenOf: (viewerId, ownerIds) => {
      if (ownerIds.length === 0) return new Map();
      const rows = db.prepare<unknown[], { owner_id: number; seen_at: number }>(
        `SELECT owner_id, seen_at FROM story_seen WHERE viewer_id = ? AND owner_id IN (${inList(ownerIds)})`,
      ).all(viewerId, ...ownerIds);
      return new Map(rows.map((r) => [r.owner_id, r.seen_at]));
    },
    markSeen: (viewerId, ownerId, takenAt, at) => {
      seenUpsert.run({ viewer: viewerId, owner: ownerId, takenAt, at });
      return seenGet.get(viewerId, ownerId)?.seen_at ?? 0;
    },
    anyLiveWithUploadPrefix: (prefix, now) => liveWithPrefix.get(`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, now) !== undefined,
    create: (s) => {
      const info = insert.run({
        userId: s.userId,
        uploadId: s.uploadId,
        isVideo: s.isVideo ? 1 : 0,
        width: s.width,
        height: s.height,
        imageKey: s.image.key,
        imageWidth: s.image.width,
        imageHeight: s.image.height,
        videoFile: s.videoFile,
        videoDuration: s.videoDuration,
        caption: s.caption,
        takenAt: s.takenAt,
        expiringAt: s.expiringAt,
      });
      return { ...s, id: Number(info.lastInsertRowid) };
    },
    byId: (id) => get(byId.get(id)),
    byUploadId: (uploadId) => get(byUploadId.get(uploadId)),
    reelOwners: (viewer, now, limit) => reelOwners.all({ viewer, now, limit }).map((r) => r.id),
  };
}
