/**
 * Added (usertags): the viewer's photo-of-you review (001 §6, §7 Settings): "Manually approve
 * tags" and the tags waiting for the viewer's approval, as the worker holds, mirrors and
 * persists them (one small slice, the meta record `usertags`). The tags on a post live on the
 * post (Post.usertags, viewerInPhotoOfYou); its posts are in the posts table.
 */
export interface PendingUsertag {
  postId: string;
  /** Who tagged: the post's owner. */
  ownerId: string;
}

export interface UsertagsState {
  /** The preference as last read or set here; null until read. */
  reviewEnabled: boolean | null;
  /** Pending tags, newest post first. */
  pending: PendingUsertag[];
  /** The list has been read (or restored) at least once. */
  loaded: boolean;
}

export function initialUsertags(): UsertagsState {
  return { reviewEnabled: null, pending: [], loaded: false };
}

/** The persisted form (null until read): a review waiting comes back from the outbox. */
export function persistedUsertags(state: UsertagsState): UsertagsState | null {
  return state.loaded ? state : null;
}

function isPending(v: unknown): v is PendingUsertag {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p['postId'] === 'string' && typeof p['ownerId'] === 'string';
}

/** A stored record checked back (null: not a usertags record). */
export function restoreUsertags(v: unknown): UsertagsState | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const enabled = r['reviewEnabled'];
  const pending = r['pending'];
  if (!(enabled === null || typeof enabled === 'boolean') || !Array.isArray(pending) || !pending.every(isPending)) return null;
  return { reviewEnabled: enabled, pending: pending.map((p) => ({ postId: p.postId, ownerId: p.ownerId })), loaded: true };
}
