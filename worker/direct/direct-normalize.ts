/** Wire direct threads and items (sync/api/direct-wire.ts) into the slice's shapes (001 §3 Direct). */
import type { WireDirectItem, WireDirectThread } from '../../sync/api/direct-wire';
import type { DirectItem, DirectItemContent, DirectThread } from './direct-state';

export function itemContent(w: WireDirectItem): DirectItemContent {
  const c: DirectItemContent = {};
  if (w.text !== undefined) c.text = w.text;
  if (w.like !== undefined) c.like = w.like;
  if (w.media_share !== undefined) c.mediaShare = w.media_share;
  if (w.profile !== undefined) c.profile = w.profile;
  if (w.hashtag !== undefined) c.hashtag = w.hashtag;
  if (w.location !== undefined) c.location = w.location;
  if (w.link !== undefined) c.link = w.link;
  if (w.media !== undefined) c.media = w.media;
  if (w.action_log !== undefined) c.actionLog = w.action_log;
  if (w.reel_share !== undefined) c.reelShare = w.reel_share;
  if (w.placeholder !== undefined) c.placeholder = w.placeholder;
  if (w.original_item_type !== undefined) c.originalItemType = w.original_item_type;
  return c;
}

/** 001 §3: item_id becomes id; user_id as a string. */
export function normalizeItem(threadId: string, w: WireDirectItem): DirectItem {
  return {
    id: w.item_id,
    threadId,
    userId: String(w.user_id),
    itemType: w.item_type,
    timestamp: w.timestamp,
    mutationToken: w.mutation_token,
    reactions: {
      likes: w.reactions.likes.map((l) => ({ senderId: String(l.sender_id), timestamp: l.timestamp })),
      likesCount: w.reactions.likes_count,
    },
    content: itemContent(w),
    delivery: 'sent',
  };
}

/** The thread without its items (the reducer merges those, keeping local placeholders). */
export function normalizeThread(w: WireDirectThread): Omit<DirectThread, 'itemIds' | 'usersTyping'> {
  const lastSeenAt: DirectThread['lastSeenAt'] = {};
  for (const [userId, seen] of Object.entries(w.last_seen_at)) lastSeenAt[userId] = { itemId: seen.item_id, timestamp: seen.timestamp };
  return {
    id: w.thread_id,
    title: w.thread_title,
    isGroup: w.is_group,
    userIds: w.users.map((u) => u.pk),
    lastPermanentItemId: w.last_permanent_item?.item_id ?? null,
    lastActivityAt: w.last_activity_at,
    lastSeenAt,
    pending: w.pending,
    muted: w.muted,
    unseenCount: w.unseen_count,
    hasOlder: w.has_older,
    oldestCursor: w.oldest_cursor,
    canSend: w.can_send,
  };
}
