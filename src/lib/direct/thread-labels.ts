/**
 * Added (dmui), issue 13: words and grouping of the direct screens (001 §3 Direct; wording is
 * ours where the spec shows none, after Instagram's web direct messages). Pure; times of items
 * are microseconds (001 §4), `nowMs` milliseconds.
 */
import type { WireDirectUser } from '../../../sync/api/direct-wire';
import type { DirectItem, DirectRealtime, DirectThread } from '../../../worker/direct/direct-state';
import { relativeTimeShort } from '../relative-time';

/** A group's title, else the people's usernames ("ana, leo and 2 others"). */
export function threadTitle(thread: Pick<DirectThread, 'title' | 'userIds'>, users: Record<string, WireDirectUser>): string {
  if (thread.title.trim() !== '') return thread.title;
  const names = thread.userIds.map((id) => users[id]?.username ?? '').filter(Boolean);
  if (names.length === 0) return 'Just you';
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} ${names.length - 2 === 1 ? 'other' : 'others'}`;
}

/** What a message says in one line (the inbox preview, the menu's label). */
export function itemText(item: DirectItem): string {
  const c = item.content;
  switch (item.itemType) {
    case 'text':
      return c.text ?? '';
    case 'like':
      return c.like ?? '❤️';
    case 'media_share':
      return c.mediaShare ? `Shared a post by ${c.mediaShare.owner.username}` : 'Shared a post';
    case 'profile':
      return c.profile ? `Shared ${c.profile.username}'s profile` : 'Shared a profile';
    case 'hashtag':
      return c.hashtag ? `#${c.hashtag.name}` : 'Shared a hashtag';
    case 'location':
      return c.location ? c.location.name : 'Shared a place';
    case 'link':
      return c.link?.text ?? 'Shared a link';
    case 'media':
      return 'Sent a photo';
    case 'action_log':
      return c.actionLog?.description ?? '';
    case 'reel_share':
      return reelShareText(c.reelShare?.type ?? 'reply', c.reelShare?.text ?? c.text ?? '', item.mutationToken !== null);
    case 'placeholder':
      return c.placeholder?.title ?? 'Message unavailable';
    default:
      return 'Sent a message';
  }
}

/** Added (story replies): the line above a story reply's card ("You replied to their story", "Reacted to your story"). */
export function reelShareLabel(type: 'reply' | 'reaction', own: boolean): string {
  const verb = type === 'reaction' ? 'reacted' : 'replied';
  return own ? `You ${verb} to their story` : `${verb === 'reacted' ? 'Reacted' : 'Replied'} to your story`;
}

/** Added (story replies): a story reply in one line (own: the item carries the viewer's mutation token). */
function reelShareText(type: 'reply' | 'reaction', text: string, own: boolean): string {
  const whose = own ? 'their' : 'your';
  return type === 'reaction' ? `Reacted ${text} to ${whose} story` : `Replied to ${whose} story: ${text}`;
}

/** The inbox row's second line: "You: …" for the viewer's, "name: …" in groups; sending and failed say so. */
export function previewText(item: DirectItem | undefined, viewerId: string | null, users: Record<string, WireDirectUser>, isGroup: boolean): string {
  if (item === undefined) return 'No messages yet';
  if (item.delivery === 'sending') return 'Sending…';
  if (item.delivery === 'failed') return 'Not delivered';
  const text = itemText(item);
  if (item.itemType === 'action_log') return text;
  if (item.userId === viewerId) return `You: ${text}`;
  return isGroup ? `${users[item.userId]?.username ?? 'Someone'}: ${text}` : text;
}

/** "now", "5m", "2h", "3d", "4w" from µs. */
export function shortTime(timestampUs: number, nowMs: number): string {
  return relativeTimeShort(Math.floor(timestampUs / 1_000_000), nowMs);
}

/** Ours: a time line between messages more than this apart. */
export const TIME_GAP_US = 60 * 60 * 1_000_000;
/** Ours: messages of one person within this time form one group of bubbles. */
export const GROUP_GAP_US = 5 * 60 * 1_000_000;

export type ThreadRow =
  | { kind: 'time'; key: string; timestamp: number }
  | { kind: 'event'; key: string; item: DirectItem }
  | { kind: 'item'; key: string; item: DirectItem; own: boolean; firstOfGroup: boolean; lastOfGroup: boolean };

/** Oldest first: time lines where the gap is long, and bubbles grouped by sender (first/last of a group). */
export function threadRows(newestFirst: readonly DirectItem[], viewerId: string | null): ThreadRow[] {
  const items = [...newestFirst].reverse();
  const rows: ThreadRow[] = [];
  const grouped = (a: DirectItem | undefined, b: DirectItem | undefined): boolean =>
    a !== undefined && b !== undefined && a.itemType !== 'action_log' && b.itemType !== 'action_log' && a.userId === b.userId && Math.abs(b.timestamp - a.timestamp) <= GROUP_GAP_US;
  items.forEach((item, i) => {
    const prev = items[i - 1];
    const next = items[i + 1];
    const gap = prev === undefined || item.timestamp - prev.timestamp > TIME_GAP_US;
    if (gap) rows.push({ kind: 'time', key: `t${item.id}`, timestamp: item.timestamp });
    if (item.itemType === 'action_log') {
      rows.push({ kind: 'event', key: item.id, item });
      return;
    }
    rows.push({
      kind: 'item',
      key: item.id,
      item,
      own: item.userId === viewerId,
      firstOfGroup: gap || !grouped(prev, item),
      lastOfGroup: !grouped(item, next) || (next !== undefined && next.timestamp - item.timestamp > TIME_GAP_US),
    });
  });
  return rows;
}

const TIME_FORMATS = {
  hm: { hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
  monthDayYear: { month: 'short', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * The formatters timeLine uses, made once per locale: `toLocaleTimeString(locale, options)`
 * builds a new Intl.DateTimeFormat at every call, ≈ 4 ms of the page's main thread per message
 * arriving in benchmark 13b (a thread renders a time line per gap, again on each change).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatted(at: Date, locale: string, kind: keyof typeof TIME_FORMATS): string {
  const key = `${locale} ${kind}`;
  let f = formatters.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(locale, TIME_FORMATS[kind]);
    formatters.set(key, f);
  }
  return f.format(at);
}

/** A time line: "Today 14:05", "Yesterday 09:10", "Mon 18:00", else "Mar 3, 18:00" (local time). */
export function timeLine(timestampUs: number, nowMs: number, locale = 'en-US'): string {
  const at = new Date(timestampUs / 1000);
  const now = new Date(nowMs);
  const hm = formatted(at, locale, 'hm');
  const day = (d: Date) => Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / 86_400_000);
  const days = day(now) - day(at);
  if (days <= 0) return `Today ${hm}`;
  if (days === 1) return `Yesterday ${hm}`;
  if (days < 7) return `${formatted(at, locale, 'weekday')} ${hm}`;
  return `${formatted(at, locale, at.getFullYear() === now.getFullYear() ? 'monthDay' : 'monthDayYear')}, ${hm}`;
}

/**
 * Under the viewer's newest message (when it is the thread's newest): "Seen" (one-to-one) or
 * "Seen by a, b" (group) once the others' seen marks reach it, else "Sent"; null when the
 * newest message is someone else's or still sending.
 */
export function seenLabel(thread: DirectThread, items: Record<string, DirectItem>, viewerId: string | null, users: Record<string, WireDirectUser>): string | null {
  const newest = thread.itemIds.map((id) => items[id]).find((i) => i !== undefined && i.itemType !== 'action_log');
  if (newest === undefined || newest.userId !== viewerId || newest.delivery !== 'sent') return null;
  const seenBy = thread.userIds.filter((id) => (thread.lastSeenAt[id]?.timestamp ?? 0) >= newest.timestamp);
  if (seenBy.length === 0) return 'Sent';
  if (!thread.isGroup) return 'Seen';
  return seenBy.length === thread.userIds.length ? 'Seen by everyone' : `Seen by ${seenBy.map((id) => users[id]?.username ?? '').filter(Boolean).join(', ')}`;
}

/** Who is typing now (status on, not expired), by username. */
export function typingNames(thread: DirectThread, users: Record<string, WireDirectUser>, nowMs: number): string[] {
  return Object.entries(thread.usersTyping)
    .filter(([, t]) => t.status !== 0 && t.expiresAtMs > nowMs)
    .map(([id]) => users[id]?.username ?? '')
    .filter(Boolean);
}

/** The words of the real-time state (issue 13); null when all is well. */
export function connectivityText(online: boolean, mqtt: DirectRealtime['mqttConnectivity']): string | null {
  if (!online) return 'Offline — messages will send later';
  if (mqtt === 'Connecting') return 'Connecting…';
  return null;
}
