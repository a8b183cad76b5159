/**
 * The direct slice as the cache keeps it (001 §3 Client cache "direct messages/threads/users/
 * inbox state/seqId/snapshotAt") within 001 §9's limits: the 200 newest threads (inbox first,
 * then requests) and each thread's 5 newest messages. Local placeholders are not kept: their
 * outbox records bring them back (the rebase of pending work, DESIGN.md rule 5). Typing
 * indicators and the realtime state are of the moment: a restore starts Unsubscribed and
 * Disconnected (001 §4), loading flags off.
 */
import { DirectLimits } from '../../sync/api/direct-wire';
import type { DirectItem, DirectState, DirectThread } from './direct-state';
import { initialRealtime } from './direct-state';

/** The persisted shape: the slice without its realtime state. */
export type PersistedDirect = Omit<DirectState, 'realtime'>;

const memo = new WeakMap<DirectState, PersistedDirect>();

/** Memoised by the slice's identity (persistence asks on every write batch). */
export function persistedDirect(state: DirectState): PersistedDirect {
  const known = memo.get(state);
  if (known) return known;
  const threadIds = [...state.inbox.threadIds, ...state.requests.threadIds].slice(0, DirectLimits.cachedThreads);
  const kept = new Set(threadIds);
  const threads: Record<string, DirectThread> = {};
  const items: Record<string, DirectItem> = {};
  const userIds = new Set<string>(state.viewerId === null ? [] : [state.viewerId]);
  for (const id of threadIds) {
    const thread = state.threads[id];
    if (thread === undefined) continue;
    const itemIds = thread.itemIds.filter((i) => state.items[i]?.delivery === 'sent').slice(0, DirectLimits.cachedItemsPerThread);
    for (const i of itemIds) {
      const item = state.items[i];
      if (item !== undefined) items[i] = item;
    }
    const cut = itemIds.length < thread.itemIds.filter((i) => state.items[i]?.delivery === 'sent').length;
    // Fewer items than were loaded: the older ones are to be fetched again from the newest kept one.
    threads[id] = { ...thread, itemIds, usersTyping: {}, hasOlder: thread.hasOlder || cut, oldestCursor: cut ? itemIds[itemIds.length - 1] ?? null : thread.oldestCursor };
    thread.userIds.forEach((u) => userIds.add(u));
  }
  const users: DirectState['users'] = {};
  for (const u of userIds) {
    const user = state.users[u];
    if (user !== undefined) users[u] = user;
  }
  const out: PersistedDirect = {
    viewerId: state.viewerId,
    threads,
    items,
    users,
    inbox: { ...state.inbox, threadIds: state.inbox.threadIds.filter((id) => kept.has(id)), isLoading: false },
    requests: { ...state.requests, threadIds: state.requests.threadIds.filter((id) => kept.has(id)), isLoading: false },
    badge: state.badge,
    seqId: state.seqId,
    snapshotAt: state.snapshotAt,
  };
  memo.set(state, out);
  return out;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown): boolean => v === null || isNum(v);

function isThread(v: unknown): v is DirectThread {
  return isRec(v) && typeof v.id === 'string' && isStrings(v.itemIds) && isStrings(v.userIds) && isNum(v.lastActivityAt)
    && typeof v.pending === 'boolean' && isRec(v.lastSeenAt) && isRec(v.usersTyping) && isNum(v.unseenCount);
}

function isItem(v: unknown): v is DirectItem {
  return isRec(v) && typeof v.id === 'string' && typeof v.threadId === 'string' && typeof v.userId === 'string'
    && typeof v.itemType === 'string' && isNum(v.timestamp) && isRec(v.reactions) && isRec(v.content) && v.delivery === 'sent';
}

function isList(v: unknown): v is { threadIds: string[] } {
  return isRec(v) && isStrings(v.threadIds);
}

/** A cached value back as the slice, or null when it is not one (the cache is then invalid and logged). */
export function restoreDirect(value: unknown): DirectState | null {
  if (!isRec(value) || !isRec(value.threads) || !isRec(value.items) || !isRec(value.users)) return null;
  if (!isList(value.inbox) || !isList(value.requests) || !isRec(value.badge)) return null;
  if (!isNumOrNull(value.seqId) || !isNumOrNull(value.snapshotAt)) return null;
  if (!(value.viewerId === null || typeof value.viewerId === 'string')) return null;
  if (!Object.values(value.threads).every(isThread) || !Object.values(value.items).every(isItem)) return null;
  const v = value as unknown as PersistedDirect;
  const threads: Record<string, DirectThread> = {};
  for (const [id, t] of Object.entries(v.threads)) threads[id] = { ...t, usersTyping: {} };
  return {
    ...v,
    threads,
    inbox: { ...v.inbox, isLoading: false },
    requests: { ...v.requests, isLoading: false },
    realtime: initialRealtime(),
  };
}
