import type { Bootstrap, WireComment, WireCommentAddResponse, WireUser } from '../../sync';
import type { UserPatch } from './types';

/** A full wire user (001 §3 User). Counts only when the payload carries all three. */
export function normalizeUser(w: WireUser): UserPatch {
  const patch: UserPatch = {
    id: w.id,
    username: w.username,
    fullName: w.full_name ?? '',
    profilePictureUrl: w.profile_pic_url,
    isPrivate: w.is_private,
    isVerified: w.is_verified,
  };
  if (w.biography !== undefined) patch.bio = w.biography;
  if (w.edge_followed_by && w.edge_follow && w.edge_owner_to_timeline_media) {
    patch.counts = {
      followedBy: w.edge_followed_by.count,
      follows: w.edge_follow.count,
      media: w.edge_owner_to_timeline_media.count,
    };
  }
  return patch;
}

/** The owner of a comment: only id, username, picture and the verified flag are sent. */
export function normalizeCommentOwner(o: WireComment['owner']): UserPatch {
  return { id: o.id, username: o.username, profilePictureUrl: o.profile_pic_url, isVerified: o.is_verified };
}

/** The author in a comment-add answer. */
export function normalizeCommentAddAuthor(from: WireCommentAddResponse['from']): UserPatch {
  return { id: from.id, username: from.username, fullName: from.full_name, profilePictureUrl: from.profile_picture };
}

/**
 * The viewer of a fresh page bootstrap (000 §3 Viewer data), when it is this viewer; null for
 * a bootstrap read from the cache offline (it may be older than the cached users slice).
 */
export function normalizeBootstrapViewer(viewer: Bootstrap['viewer'] | undefined, fresh: boolean, viewerId: string | null): UserPatch | null {
  if (!fresh || !viewer || viewer.id !== viewerId) return null;
  return { id: viewer.id, username: viewer.username, fullName: viewer.full_name, profilePictureUrl: viewer.profile_pic_url };
}
