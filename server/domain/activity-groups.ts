import type { ActivityEvent } from '../db/types';

/**
 * Groups activity events into stories (issue 12: "a, b and 3 others liked your post"):
 * likes per post, comment likes per comment, new followers per day (UTC); comments,
 * mentions and photo tags one story each. A story keeps its newest time, its actors newest
 * first without repeats, and is unread when newer than the last check (001 §7 mark_checked).
 */
export interface ActivityGroup {
  id: string;
  type: ActivityEvent['type'];
  timestamp: number;
  actorIds: number[];
  postId: number | null;
  commentId: number | null;
  text: string | null;
  unread: boolean;
}

const DAY = 86_400;

function groupKey(e: ActivityEvent): string {
  switch (e.type) {
    case 'like':
      return `like:${e.postId ?? 0}`;
    case 'comment_like':
      return `comment_like:${e.commentId ?? 0}`;
    case 'follow':
      return `follow:${Math.floor(e.at / DAY)}`;
    default:
      return `${e.type}:${e.commentId ?? e.postId ?? 0}:${e.actorId}:${e.at}`;
  }
}

/** Events newest first in, stories newest first out (at most `limit`). */
export function groupActivity(events: readonly ActivityEvent[], checkedAt: number, limit: number): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>();
  const sorted = [...events].sort((a, b) => b.at - a.at);
  for (const e of sorted) {
    const key = groupKey(e);
    const group = groups.get(key);
    if (group) {
      if (!group.actorIds.includes(e.actorId)) group.actorIds.push(e.actorId);
      continue;
    }
    groups.set(key, {
      id: key,
      type: e.type,
      timestamp: e.at,
      actorIds: [e.actorId],
      postId: e.postId,
      commentId: e.commentId,
      text: e.text,
      unread: e.at > checkedAt,
    });
  }
  return [...groups.values()].slice(0, limit);
}

/** How many actors a story names (the rest are "others"). */
export const NAMED_ACTORS = 2;
