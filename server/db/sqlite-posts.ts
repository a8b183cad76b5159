import type { Database } from 'better-sqlite3';
import type { LocationRow, MediaRow, NewPost, PostKind, PostRow, PostsRepo } from './types';

interface PostRecord {
  id: number;
  shortcode: string;
  owner_id: number;
  kind: PostKind;
  caption: string | null;
  caption_is_edited: number;
  comments_disabled: number;
  location_id: number | null;
  video_view_count: number;
  taken_at: number;
}

interface MediaRecord {
  id: number;
  post_id: number;
  position: number;
  shortcode: string;
  is_video: number;
  width: number;
  height: number;
  image_key: string;
  video_file: string | null;
  video_duration: number | null;
  accessibility_caption: string | null;
}

const toPost = (r: PostRecord): PostRow => ({
  id: r.id,
  shortcode: r.shortcode,
  ownerId: r.owner_id,
  kind: r.kind,
  caption: r.caption,
  captionIsEdited: r.caption_is_edited === 1,
  commentsDisabled: r.comments_disabled === 1,
  locationId: r.location_id,
  videoViewCount: r.video_view_count,
  takenAt: r.taken_at,
});

const toMedia = (r: MediaRecord): MediaRow => ({
  id: r.id,
  postId: r.post_id,
  position: r.position,
  shortcode: r.shortcode,
  isVideo: r.is_video === 1,
  width: r.width,
  height: r.height,
  imageKey: r.image_key,
  videoFile: r.video_file,
  videoDuration: r.video_duration,
  accessibilityCaption: r.accessibility_caption,
});

/** Posts the viewer may see in the feed: their own and those of approved follows. */
const FEED_OWNERS = `(p.owner_id = @viewer OR p.owner_id IN
  (SELECT followee_id FROM follows WHERE follower_id = @viewer AND status = 'following'))`;

export function sqlitePosts(db: Database): PostsRepo {
  const insertPost = db.prepare(
    `INSERT INTO posts (shortcode, owner_id, kind, caption, caption_is_edited, comments_disabled,
       location_id, video_view_count, taken_at)
     VALUES (@shortcode, @ownerId, @kind, @caption, @captionIsEdited, @commentsDisabled,
       @locationId, @videoViewCount, @takenAt)`,
  );
  const insertMedia = db.prepare(
    `INSERT INTO post_media (post_id, position, shortcode, is_video, width, height, image_key,
       video_file, video_duration, accessibility_caption)
     VALUES (@postId, @position, @shortcode, @isVideo, @width, @height, @imageKey,
       @videoFile, @videoDuration, @accessibilityCaption)`,
  );
  const byId = db.prepare<[number], PostRecord>('SELECT * FROM posts WHERE id = ?');
  const byCode = db.prepare<[string], PostRecord>('SELECT * FROM posts WHERE shortcode = ?');
  const feedFirst = db.prepare<{ viewer: number; limit: number }, PostRecord>(
    `SELECT p.* FROM posts p WHERE ${FEED_OWNERS}
     ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
  );
  const feedAfter = db.prepare<{ viewer: number; limit: number; time: number; id: number }, PostRecord>(
    `SELECT p.* FROM posts p WHERE ${FEED_OWNERS}
       AND (p.taken_at < @time OR (p.taken_at = @time AND p.id < @id))
     ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
  );
  const media = db.prepare<[string], MediaRecord>(
    `SELECT * FROM post_media WHERE post_id IN (SELECT value FROM json_each(?))
     ORDER BY post_id, position`,
  );
  const locations = db.prepare<[string], LocationRow>(
    'SELECT id, name, slug FROM locations WHERE id IN (SELECT value FROM json_each(?))',
  );
  const insertLocation = db.prepare('INSERT INTO locations (name, slug, lat, lng) VALUES (?, ?, ?, ?)');
  const countByOwner = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM posts WHERE owner_id = ?',
  );

  const create = db.transaction((p: NewPost): PostRow => {
    const info = insertPost.run({
      shortcode: p.shortcode,
      ownerId: p.ownerId,
      kind: p.kind,
      caption: p.caption,
      captionIsEdited: p.captionIsEdited ? 1 : 0,
      commentsDisabled: p.commentsDisabled ? 1 : 0,
      locationId: p.locationId,
      videoViewCount: p.videoViewCount ?? 0,
      takenAt: p.takenAt,
    });
    const postId = Number(info.lastInsertRowid);
    p.media.forEach((m, position) => {
      insertMedia.run({ ...m, postId, position, isVideo: m.isVideo ? 1 : 0 });
    });
    const row = byId.get(postId);
    if (!row) throw new Error('post insert lost');
    return toPost(row);
  });

  return {
    create: (p) => create(p),
    byId: (id) => {
      const r = byId.get(id);
      return r && toPost(r);
    },
    byShortcode: (code) => {
      const r = byCode.get(code);
      return r && toPost(r);
    },
    feedPage: (viewer, after, limit) =>
      (after ? feedAfter.all({ viewer, limit, time: after.time, id: after.id }) : feedFirst.all({ viewer, limit })).map(
        toPost,
      ),
    media: (ids) => {
      const out = new Map<number, MediaRow[]>();
      for (const r of media.all(JSON.stringify(ids))) {
        const list = out.get(r.post_id) ?? [];
        list.push(toMedia(r));
        out.set(r.post_id, list);
      }
      return out;
    },
    locations: (ids) => new Map(locations.all(JSON.stringify(ids)).map((l) => [l.id, l])),
    createLocation: (name, slug, lat, lng) => {
      const info = insertLocation.run(name, slug, lat, lng);
      return { id: Number(info.lastInsertRowid), name, slug };
    },
    countByOwner: (ownerId) => countByOwner.get(ownerId)?.n ?? 0,
  };
}
