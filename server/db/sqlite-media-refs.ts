import type { Database } from 'better-sqlite3';
import { avatarFileName, AVATAR_SIZE } from '../media/media-files';
import { pictureKeyOf } from '../media/media-access';
import type { MediaRef, MediaRefsRepo } from './types';

interface RefRecord {
  kind: MediaRef['kind'];
  owner_id: number;
  published: number;
  expiring_at: number | null;
}

/** Added (highlights): a story in a highlight never expires (001 §4), so its files stay served (NULL: no expiry). */
const STORY_EXPIRY = 'CASE WHEN EXISTS (SELECT 1 FROM highlight_items hi WHERE hi.story_id = stories.id) THEN NULL ELSE expiring_at END';

/**
 * The rows that name a media file (issue 11 item 8): post media, stories and uploads not yet
 * configured by the picture key or the video file, photos sent in direct threads by their
 * picture key (owner_id is then the thread's id), users by their avatar file (the 150 px
 * one names its 320 px sibling too). Each branch is an equality on an indexed column
 * (migration 005), so a lookup never scans.
 */
export const MEDIA_REFS_SQL = `
  SELECT 'post' AS kind, p.owner_id AS owner_id, p.is_published AS published, NULL AS expiring_at
    FROM post_media m JOIN posts p ON p.id = m.post_id WHERE m.image_key = @key
  UNION ALL SELECT 'post', p.owner_id, p.is_published, NULL
    FROM post_media m JOIN posts p ON p.id = m.post_id WHERE m.video_file = @file
  UNION ALL SELECT 'story', user_id, 1, ${STORY_EXPIRY} FROM stories WHERE image_key = @key
  UNION ALL SELECT 'story', user_id, 1, ${STORY_EXPIRY} FROM stories WHERE video_file = @file
  UNION ALL SELECT 'upload', user_id, 0, NULL FROM upload_media WHERE image_key = @key AND consumed_at IS NULL
  UNION ALL SELECT 'upload', user_id, 0, NULL FROM upload_media WHERE video_file = @file AND consumed_at IS NULL
  UNION ALL SELECT 'direct', thread_id, 0, NULL FROM direct_items WHERE image_key = @key AND deleted = 0
  UNION ALL SELECT 'avatar', id, 1, NULL FROM users WHERE avatar_file = @file
  UNION ALL SELECT 'avatar', id, 1, NULL FROM users WHERE avatar_file = @avatar`;

const toRef = (r: RefRecord): MediaRef => {
  switch (r.kind) {
    case 'post':
      return { kind: 'post', ownerId: r.owner_id, isPublished: r.published === 1 };
    case 'story':
      return r.expiring_at === null ? { kind: 'story', ownerId: r.owner_id } : { kind: 'story', ownerId: r.owner_id, expiringAt: r.expiring_at };
    case 'upload':
      return { kind: r.kind, ownerId: r.owner_id };
    case 'avatar':
      return { kind: 'avatar' };
    case 'direct':
      return { kind: 'direct', threadId: r.owner_id };
  }
};

export function sqliteMediaRefs(db: Database): MediaRefsRepo {
  const refs = db.prepare<[{ key: string | null; file: string; avatar: string | null }], RefRecord>(MEDIA_REFS_SQL);
  return {
    refsOf: (file) => {
      const key = pictureKeyOf(file);
      return refs.all({ key, file, avatar: key === null ? null : avatarFileName(key, AVATAR_SIZE) }).map(toRef);
    },
  };
}
