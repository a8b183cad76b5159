import type { Database } from 'better-sqlite3';
import type { LocationRow, MediaRow, NewPost, PostChanges, PostKind, PostRow, PostsRepo, ProductType, UsertagRow } from './types';
import { NEXT_ID } from './next-id';

export interface PostRecord {
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
  upload_id: string | null;
  product_type: ProductType;
  title: string | null;
  is_published: number;
  share_preview_to_feed: number;
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
  image_width: number | null;
  image_height: number | null;
}

export const toPost = (r: PostRecord): PostRow => ({
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
  uploadId: r.upload_id,
  productType: r.product_type,
  title: r.title,
  isPublished: r.is_published === 1,
  sharePreviewToFeed: r.share_preview_to_feed === 1,
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
  imageWidth: r.image_width,
  imageHeight: r.image_height,
});

/**
 * Posts the viewer may see in the feed: their own and those of approved follows, published,
 * and for IGTV only when the preview is shared to the feed.
 */
const FEED_OWNERS = `(p.owner_id = @viewer OR p.owner_id IN
  (SELECT followee_id FROM follows WHERE follower_id = @viewer AND status = 'following'))
  AND p.is_published = 1 AND (p.product_type = 'feed' OR p.share_preview_to_feed = 1)`;

export function sqlitePosts(db: Database): PostsRepo {
  const insertPost = db.prepare(
    `INSERT INTO posts (id, shortcode, owner_id, kind, caption, caption_is_edited, comments_disabled,
       location_id, video_view_count, taken_at, upload_id, product_type, title, is_published,
       share_preview_to_feed)
     VALUES (${NEXT_ID('posts')}, @shortcode, @ownerId, @kind, @caption, @captionIsEdited, @commentsDisabled,
       @locationId, @videoViewCount, @takenAt, @uploadId, @productType, @title, @isPublished,
       @sharePreviewToFeed)`,
  );
  const insertMedia = db.prepare(
    `INSERT INTO post_media (post_id, position, shortcode, is_video, width, height, image_key,
       video_file, video_duration, accessibility_caption, image_width, image_height)
     VALUES (@postId, @position, @shortcode, @isVideo, @width, @height, @imageKey,
       @videoFile, @videoDuration, @accessibilityCaption, @imageWidth, @imageHeight)`,
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
    'SELECT COUNT(*) AS n FROM posts WHERE owner_id = ? AND is_published = 1',
  );
  const byUploadId = db.prepare<[string], PostRecord>('SELECT * FROM posts WHERE upload_id = ?');
  const update = db.prepare(
    `UPDATE posts SET caption = @caption, caption_is_edited = @captionIsEdited, title = @title,
       is_published = @isPublished, share_preview_to_feed = @sharePreviewToFeed, taken_at = @takenAt
     WHERE id = @id`,
  );
  const deletePost = db.prepare('DELETE FROM posts WHERE id = ?');
  const drafts = db.prepare<[number], PostRecord>(
    'SELECT * FROM posts WHERE owner_id = ? AND is_published = 0 ORDER BY taken_at DESC, id DESC',
  );
  const clearTags = db.prepare('DELETE FROM post_usertags WHERE post_id = ?');
  const insertTag = db.prepare('INSERT OR REPLACE INTO post_usertags (post_id, position, user_id, x, y) VALUES (?, ?, ?, ?, ?)');
  // Added (usertags, migration 020): a tag of someone else who reviews tags arrives pending.
  const pendForReviewers = db.prepare(
    `UPDATE post_usertags SET pending = 1 WHERE post_id = @postId AND user_id IN (SELECT user_id FROM usertag_review)
       AND user_id <> (SELECT owner_id FROM posts WHERE id = @postId)`,
  );
  const tags = db.prepare<[string], Omit<UsertagRow, 'pending'> & { postId: number; pending: number }>(
    `SELECT post_id AS postId, position, user_id AS userId, x, y, pending FROM post_usertags
     WHERE post_id IN (SELECT value FROM json_each(?)) ORDER BY post_id, position, rowid`,
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
      uploadId: p.uploadId ?? null,
      productType: p.productType ?? 'feed',
      title: p.title ?? null,
      isPublished: p.isPublished === false ? 0 : 1,
      sharePreviewToFeed: p.sharePreviewToFeed === false ? 0 : 1,
    });
    const postId = Number(info.lastInsertRowid);
    p.media.forEach((m, position) => {
      insertMedia.run({
        ...m,
        postId,
        position,
        isVideo: m.isVideo ? 1 : 0,
        imageWidth: m.imageWidth ?? null,
        imageHeight: m.imageHeight ?? null,
      });
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
    byUploadId: (uploadId) => {
      const r = byUploadId.get(uploadId);
      return r && toPost(r);
    },
    update: (id, changes: PostChanges) => {
      const current = byId.get(id);
      if (!current) throw new Error(`post ${id} not found`);
      const next = { ...toPost(current), ...changes };
      update.run({
        id,
        caption: next.caption,
        captionIsEdited: next.captionIsEdited ? 1 : 0,
        title: next.title,
        isPublished: next.isPublished ? 1 : 0,
        sharePreviewToFeed: next.sharePreviewToFeed ? 1 : 0,
        takenAt: next.takenAt,
      });
      return next;
    },
    delete: (id) => {
      deletePost.run(id);
    },
    drafts: (ownerId) => drafts.all(ownerId).map(toPost),
    setUsertags: (postId, list) => {
      clearTags.run(postId);
      for (const t of list) insertTag.run(postId, t.position, t.userId, t.x, t.y);
      pendForReviewers.run({ postId });
    },
    usertags: (ids) => {
      const out = new Map<number, UsertagRow[]>();
      for (const { postId, pending, ...tag } of tags.all(JSON.stringify(ids))) {
        const list = out.get(postId) ?? [];
        list.push({ ...tag, pending: pending === 1 });
        out.set(postId, list);
      }
      return out;
    },
  };
}
