import type { MediaRef } from '../db/types';
import { DEFAULT_AVATAR_FILE } from './media-files';

/**
 * Who may see a media file (issue 11 item 8). A file is named by the rows that use it
 * (server/db/sqlite-media-refs.ts):
 * - a profile picture: public always (as Instagram's are, private accounts included);
 * - a post's picture or video: like the post (server/domain/visibility.ts): a private
 *   account's only to the owner and approved followers (001 §6 "Private accounts"), an
 *   unpublished post (an IGTV draft) only to its owner;
 * - a story's: like its owner's posts (our choice: stories follow their owner's privacy), and
 *   once it expired (24 h) its owner's alone (added, stories: expired stories are never served);
 * - an upload not yet configured into a post or story: only to its uploader;
 * - a photo sent in a direct thread (issue 13): only to the thread's members.
 * A file no row names (an orphan, a removed post's) is no one's to see.
 *
 * 'public' files do not depend on who asks: they keep the long shared caching. 'private'
 * files are answered only to viewers allowed to see them, with caching that stays on the
 * viewer's device; everyone else gets 404, as for a file that does not exist.
 */
export type MediaAccess = 'public' | 'private' | 'refused';

/** The key of a picture file: `<key>-<width>.jpg` → `<key>`; null for any other name. */
export function pictureKeyOf(file: string): string | null {
  const match = /^(.+)-\d{2,4}\.jpg$/.exec(file);
  return match?.[1] ?? null;
}

export interface AccessCheck {
  viewerId: number | null;
  /** Whether the owner's posts are visible to everyone (the account is not private). */
  ownerIsPublic: (ownerId: number) => boolean;
  /** Whether the viewer may see this owner's posts (visibility.ts canViewOwner). */
  viewerMaySee: (ownerId: number) => boolean;
  /** Whether the viewer is in this direct thread (approved or pending); absent = no one is. */
  viewerInThread?: (threadId: number) => boolean;
  /** Added (stories): the server's clock (seconds), against which a story expired; absent: stories never expire here. */
  nowSeconds?: number;
}

const expiredStory = (ref: MediaRef, check: AccessCheck): boolean =>
  ref.kind === 'story' && ref.expiringAt !== undefined && check.nowSeconds !== undefined && check.nowSeconds >= ref.expiringAt;

const isPublicRef = (ref: MediaRef, check: AccessCheck): boolean => {
  switch (ref.kind) {
    case 'avatar':
      return true;
    case 'post':
      return ref.isPublished && check.ownerIsPublic(ref.ownerId);
    case 'story':
      return check.ownerIsPublic(ref.ownerId) && !expiredStory(ref, check);
    case 'upload':
    case 'direct':
      return false;
  }
};

const viewerMaySeeRef = (ref: MediaRef, check: AccessCheck): boolean => {
  if (ref.kind === 'avatar') return true;
  if (ref.kind === 'direct') return check.viewerInThread?.(ref.threadId) ?? false;
  if (ref.ownerId === check.viewerId) return true;
  if (ref.kind === 'upload' || (ref.kind === 'post' && !ref.isPublished) || expiredStory(ref, check)) return false;
  return check.viewerMaySee(ref.ownerId);
};

/**
 * The same bytes may be named by more than one row (a cover kept by an upload and its
 * post): the file is as visible as the most visible row that names it.
 */
export function mediaAccess(file: string, refs: readonly MediaRef[], check: AccessCheck): MediaAccess {
  if (file === DEFAULT_AVATAR_FILE) return 'public';
  if (refs.some((ref) => isPublicRef(ref, check))) return 'public';
  return refs.some((ref) => viewerMaySeeRef(ref, check)) ? 'private' : 'refused';
}
