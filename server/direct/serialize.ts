import type {
  WireDirectActionLog,
  WireDirectItem,
  WireDirectSeen,
  WireDirectThread,
  WireDirectUser,
} from '../../sync/api/direct-wire';
import { DirectItemType, DirectLimits } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { DirectItemRow, DirectThreadRow, ParticipantRow } from '../db/direct-types';
import type { UserRow } from '../db/types';
import { canViewOwner } from '../domain/visibility';
import { avatarUrl, displayResources, imageFileName, mediaUrl } from '../media/media-files';
import { encodeItemCursor } from './cursors';
import type { ReelSharePayload } from '../stories/story-reply';
import { serializeReelShare } from '../stories/story-reply';

/**
 * Direct messages to the wire (sync/api/direct-wire.ts), always for one viewer: what a shared
 * post or profile shows depends on whether the viewer may see it (001 §6; else a placeholder),
 * items of people blocked either way with the viewer are left out, and the thread's `pending`,
 * `muted` and `unseen_count` are the viewer's.
 */

/** What an item's payload column holds (JSON), by type. */
export interface ItemPayload {
  text?: string;
  post_id?: number;
  user_id?: number;
  hashtag?: string;
  location_id?: number;
  link?: { url: string; host: string; path: string; text: string };
  image?: { key: string; width: number; height: number };
  action?: { kind: WireDirectActionLog['kind']; title?: string };
  /** Added (story replies): the story a reel_share answers (its text is `text`). */
  reel_share?: ReelSharePayload;
}

export const parsePayload = (row: DirectItemRow): ItemPayload => JSON.parse(row.payload) as ItemPayload;

export const directUser = (u: UserRow): WireDirectUser => ({
  pk: String(u.id),
  username: u.username,
  full_name: u.fullName,
  profile_pic_url: avatarUrl(u),
  is_private: u.isPrivate,
  is_verified: u.isVerified,
});

const PLACEHOLDERS: Partial<Record<string, { title: string; message: string }>> = {
  media_share: { title: 'Post unavailable', message: 'This post is unavailable. It may have been removed, or its account is private.' },
  profile: { title: 'Profile unavailable', message: 'This profile is unavailable.' },
  hashtag: { title: 'Hashtag unavailable', message: 'This hashtag is unavailable.' },
  location: { title: 'Location unavailable', message: 'This location is unavailable.' },
  media: { title: 'Photo unavailable', message: 'This photo is unavailable.' },
};

function actionDescription(kind: WireDirectActionLog['kind'], actor: string, title: string | undefined): string {
  switch (kind) {
    case 'created':
      return `${actor} created the group`;
    case 'renamed':
      return title ? `${actor} named the group ${title}` : `${actor} removed the group name`;
    case 'left':
      return `${actor} left the group`;
    case 'approved':
      return `${actor} accepted the request`;
  }
}

/** Items for one viewer, in the order given. */
export function serializeItems(ctx: AppContext, viewerId: number, rows: readonly DirectItemRow[]): WireDirectItem[] {
  if (rows.length === 0) return [];
  const { repos } = ctx;
  const reactions = repos.direct.reactionsOf(rows.map((r) => r.id));
  const payloads = rows.map(parsePayload);
  const userIds = new Set<number>(rows.map((r) => r.userId));
  for (const p of payloads) if (p.user_id !== undefined) userIds.add(p.user_id);
  const users = repos.users.byIds([...userIds]);
  const hidden = repos.blocks.hiddenFrom(viewerId, [...userIds]);

  return rows.map((row, i) => {
    const payload = payloads[i] ?? {};
    const mine = row.userId === viewerId;
    const likes = (reactions.get(row.id) ?? []).filter((r) => !hidden.has(r.userId));
    const item: WireDirectItem = {
      item_id: String(row.id),
      user_id: String(row.userId),
      timestamp: row.timestampUs,
      item_type: row.deleted ? DirectItemType.deletion : (row.itemType as WireDirectItem['item_type']),
      mutation_token: mine ? row.mutationToken : null,
      client_context: mine ? row.mutationToken : null,
      reactions: { likes: likes.map((r) => ({ sender_id: String(r.userId), timestamp: r.timestampUs })), likes_count: likes.length },
      is_sent_by_viewer: mine,
    };
    if (row.deleted) return item;
    const unavailable = (): WireDirectItem => {
      const placeholder = PLACEHOLDERS[row.itemType] ?? { title: 'Message unavailable', message: 'This message is unavailable.' };
      return { ...item, item_type: DirectItemType.placeholder, original_item_type: row.itemType as WireDirectItem['item_type'], placeholder };
    };
    switch (row.itemType) {
      case 'text':
        return { ...item, text: payload.text ?? '' };
      case 'like':
        return { ...item, like: '❤️' };
      case 'media_share': {
        const share = payload.post_id === undefined ? undefined : sharedPost(ctx, viewerId, payload.post_id);
        return share ? { ...item, media_share: share } : unavailable();
      }
      case 'profile': {
        const u = payload.user_id === undefined ? undefined : users.get(payload.user_id);
        return u && !hidden.has(u.id) ? { ...item, profile: directUser(u) } : unavailable();
      }
      case 'hashtag': {
        const tag = payload.hashtag === undefined ? undefined : repos.hashtags.byName(payload.hashtag);
        return tag ? { ...item, hashtag: { name: tag.name, media_count: tag.mediaCount } } : unavailable();
      }
      case 'location': {
        const place = payload.location_id === undefined ? undefined : repos.locations.byId(payload.location_id);
        return place ? { ...item, location: { id: String(place.id), name: place.name, slug: place.slug, address: place.address } } : unavailable();
      }
      case 'link': {
        const link = payload.link;
        if (!link) return unavailable();
        return {
          ...item,
          link: { text: link.text, link_context: { link_url: link.url, link_url_linkshimmed: ctx.linkshim.shim(link.url, nowSeconds(ctx)) ?? link.url, link_title: link.host, link_summary: link.path, link_image_url: null } },
        };
      }
      case 'media': {
        const image = payload.image;
        if (!image) return unavailable();
        const candidates = displayResources(image.key, image.width, image.height)
          .reverse()
          .map((r) => ({ url: r.src, width: r.config_width, height: r.config_height }));
        return { ...item, media: { media_type: 1, image_versions2: { candidates }, original_width: image.width, original_height: image.height } };
      }
      case 'reel_share':
        return payload.reel_share ? { ...item, reel_share: serializeReelShare(ctx, viewerId, payload.reel_share, payload.text ?? '', directUser) } : unavailable();
      case 'action_log': {
        const action = payload.action ?? { kind: 'created' as const };
        const actor = users.get(row.userId)?.username ?? 'Someone';
        const log: WireDirectActionLog = { kind: action.kind, description: actionDescription(action.kind, actor, action.title) };
        if (action.title !== undefined) log.title = action.title;
        return { ...item, action_log: log };
      }
      default:
        return unavailable();
    }
  });
}

function sharedPost(ctx: AppContext, viewerId: number, postId: number): WireDirectItem['media_share'] {
  const { repos } = ctx;
  const post = repos.posts.byId(postId);
  const owner = post && repos.users.byId(post.ownerId);
  if (!post || !owner || !canViewOwner(repos, viewerId, owner)) return undefined;
  if (!post.isPublished && post.ownerId !== viewerId) return undefined;
  const first = repos.posts.media([post.id]).get(post.id)?.[0];
  if (!first) return undefined;
  return {
    id: String(post.id),
    shortcode: post.shortcode,
    is_video: post.kind === 'video',
    thumbnail_src: mediaUrl(imageFileName(first.imageKey, 150)),
    dimensions: { height: first.height, width: first.width },
    caption: post.caption,
    owner: directUser(owner),
  };
}

/** Participants that a viewer can see in a thread, and those hidden from them (blocked either way). */
export function threadAudience(ctx: AppContext, viewerId: number, participants: readonly ParticipantRow[]): { hidden: number[] } {
  const others = participants.filter((p) => p.userId !== viewerId).map((p) => p.userId);
  return { hidden: [...ctx.repos.blocks.hiddenFrom(viewerId, others)] };
}

export interface ThreadItemsPage {
  /** Items older than this id (a thread page); null = the newest. */
  beforeId: number | null;
  limit: number;
}

/** A thread for one viewer with a page of its items (newest first). */
export function serializeThread(
  ctx: AppContext,
  viewerId: number,
  thread: DirectThreadRow,
  page: ThreadItemsPage = { beforeId: null, limit: DirectLimits.cachedItemsPerThread },
): WireDirectThread {
  const { repos } = ctx;
  const participants = repos.direct.participants(thread.id);
  const me = participants.find((p) => p.userId === viewerId);
  const { hidden } = threadAudience(ctx, viewerId, participants);
  const hiddenSet = new Set(hidden);
  const users = repos.users.byIds([...new Set([thread.creatorId, ...participants.map((p) => p.userId)])]);
  const rows = repos.direct.items(thread.id, page.beforeId, page.limit + 1, hidden);
  const hasOlder = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  const oldest = pageRows[pageRows.length - 1];
  const lastPermanentRow = repos.direct.lastPermanent(thread.id, hidden);
  const visibleUsers = (state: ParticipantRow['state']) =>
    participants.flatMap((p) => {
      const u = p.userId !== viewerId && p.state === state && !hiddenSet.has(p.userId) ? users.get(p.userId) : undefined;
      return u ? [directUser(u)] : [];
    });
  const lastSeenAt: Record<string, WireDirectSeen> = {};
  for (const p of participants) {
    if (p.lastSeenItemId === null || p.lastSeenUs === null || hiddenSet.has(p.userId)) continue;
    if (p.state !== 'active' && p.userId !== viewerId) continue;
    lastSeenAt[String(p.userId)] = { item_id: String(p.lastSeenItemId), timestamp: p.lastSeenUs };
  }
  const creator = users.get(thread.creatorId);
  const others = participants.filter((p) => p.userId !== viewerId);
  const [lastPermanent] = lastPermanentRow ? serializeItems(ctx, viewerId, [lastPermanentRow]) : [];
  return {
    thread_id: String(thread.id),
    thread_title: thread.title,
    is_group: thread.isGroup,
    users: [...visibleUsers('active'), ...visibleUsers('pending')],
    left_users: visibleUsers('left'),
    inviter: creator ? directUser(creator) : { pk: String(thread.creatorId), username: '', full_name: '', profile_pic_url: '', is_private: false, is_verified: false },
    viewer_id: String(viewerId),
    items: serializeItems(ctx, viewerId, pageRows),
    last_permanent_item: lastPermanent ?? null,
    last_activity_at: thread.lastActivityUs,
    last_seen_at: lastSeenAt,
    pending: me?.state === 'pending',
    muted: me?.muted ?? false,
    unseen_count: me ? repos.direct.countUnseen(thread.id, viewerId, me.lastSeenItemId, hidden) : 0,
    has_older: hasOlder,
    oldest_cursor: hasOlder && oldest ? encodeItemCursor(oldest.id) : null,
    can_send: thread.isGroup || !others.some((p) => hiddenSet.has(p.userId)),
  };
}
