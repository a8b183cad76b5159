/** Shape checks for what comes out of the cache: a cache with wrong shapes is invalid (001 §3). */
import type { Comment, Post, PostComments, Relationship, User } from '../model';
import type { FeedMeta } from './persisted-view';

type Rec = Record<string, unknown>;
export const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isFiniteNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (o: Rec, k: string) => typeof o[k] === 'string';
const num = (o: Rec, k: string) => typeof o[k] === 'number' && Number.isFinite(o[k]);
const bool = (o: Rec, k: string) => typeof o[k] === 'boolean';
const strOrNull = (o: Rec, k: string) => o[k] === null || typeof o[k] === 'string';
export const strArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function isPost(v: unknown): v is Post {
  return (
    isObj(v) && str(v, 'id') && str(v, 'code') && str(v, 'owner') && str(v, 'src') &&
    num(v, 'numLikes') && num(v, 'numPreviewLikes') && num(v, 'numComments') && num(v, 'postedAt') &&
    bool(v, 'likedByViewer') && bool(v, 'savedByViewer') && bool(v, 'isVideo') && bool(v, 'isSidecar') &&
    strOrNull(v, 'caption') && strArray(v['previewCommentIds']) &&
    Array.isArray(v['displayResources']) && Array.isArray(v['sidecarChildren']) && isObj(v['dimensions'])
  );
}

export function isUser(v: unknown): v is User {
  return isObj(v) && str(v, 'id') && str(v, 'username') && str(v, 'fullName') && str(v, 'profilePictureUrl') && bool(v, 'isVerified') && bool(v, 'isPrivate');
}

export function isComment(v: unknown): v is Comment {
  return isObj(v) && str(v, 'id') && str(v, 'text') && str(v, 'userId') && num(v, 'postedAt') && num(v, 'likeCount') && bool(v, 'likedByViewer') && bool(v, 'deleted');
}

export function isPostComments(v: unknown): v is PostComments {
  return isObj(v) && strArray(v['commentIds']) && num(v, 'count') && isObj(v['pagination']);
}

const FIELD_STATES: ReadonlySet<unknown> = new Set(['not-following', 'following', 'requested', 'unblocked', 'blocked']);
const isField = (v: unknown): boolean => isObj(v) && FIELD_STATES.has(v['state']) && FIELD_STATES.has(v['confirmed']) && bool(v, 'stable');

/** Added (people helper): 001 §3 Relationship, its four fields. */
export function isRelationship(v: unknown): v is Relationship {
  return isObj(v) && isField(v['followedByViewer']) && isField(v['followsViewer']) && isField(v['blockedByViewer']) && isField(v['hasBlockedViewer']);
}

export function isFeedMeta(v: unknown): v is FeedMeta {
  return isObj(v) && strArray(v['items']) && num(v, 'visibleCount') && strOrNull(v, 'endCursor');
}

export function isStringMap(v: unknown): v is Record<string, string> {
  return isObj(v) && Object.values(v).every((x) => typeof x === 'string');
}

export class CacheInvalidError extends Error {
  override name = 'CacheInvalidError';
}
