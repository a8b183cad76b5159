/**
 * The direct slice's reducer (issue 13): pure, under every rule of 001 §4 Direct:
 * - pending threads are approved (pending false), declined (removed), or all declined;
 * - a reaction like created adds the viewer, deleted removes;
 * - typing indicators keep the newest timestamp per sender;
 * - removing a message moves the last permanent item to the first remaining item;
 * - a mutation token replaces the local placeholder message;
 * - raven media items do not update last activity;
 * - connectivity starts as Unsubscribed and Disconnected (direct-state.ts).
 * Deltas are applied once: one numbered at or below `seqId` changes nothing (001 §3 seqId).
 */
import type { WireDirectInboxResponse, WireDirectThread } from '../../sync/api/direct-wire';
import type { DirectAction } from './direct-actions';
import { normalizeItem, normalizeThread } from './direct-normalize';
import type { DirectItem, DirectState, DirectThread, DirectUndo } from './direct-state';
import { UNSENT_TOKENS_KEPT } from './direct-state';

const RAVEN_MEDIA = 'raven_media';
const DELETION = 'deletion';

function byNewest(items: Record<string, DirectItem>) {
  return (a: string, b: string): number => (items[b]?.timestamp ?? 0) - (items[a]?.timestamp ?? 0);
}

/** 001 §4: the newest item the server has that is not removed. */
function lastPermanent(itemIds: readonly string[], items: Record<string, DirectItem>): string | null {
  for (const id of itemIds) {
    const item = items[id];
    if (item !== undefined && item.delivery === 'sent' && item.itemType !== DELETION) return id;
  }
  return null;
}

function sortIds(ids: readonly string[], threads: Record<string, DirectThread>): string[] {
  return [...ids].sort((a, b) => (threads[b]?.lastActivityAt ?? 0) - (threads[a]?.lastActivityAt ?? 0));
}

/** Badge (001 §3): approved threads with unseen items. */
function withBadge(state: DirectState, nowMs: number): DirectState {
  const count = state.inbox.threadIds.filter((id) => (state.threads[id]?.unseenCount ?? 0) > 0).length;
  return count === state.badge.count ? state : { ...state, badge: { count, timestamp: nowMs } };
}

/** The inbox and requests lists after a thread changed (sorted by last activity, in the list its pending flag says). */
function relist(state: DirectState, threadId: string): DirectState {
  const thread = state.threads[threadId];
  const inboxIds = state.inbox.threadIds.filter((id) => id !== threadId);
  const requestIds = state.requests.threadIds.filter((id) => id !== threadId);
  if (thread !== undefined) (thread.pending ? requestIds : inboxIds).push(threadId);
  return {
    ...state,
    inbox: { ...state.inbox, threadIds: sortIds(inboxIds, state.threads) },
    requests: { ...state.requests, threadIds: sortIds(requestIds, state.threads) },
  };
}

function removeThread(state: DirectState, threadId: string): DirectState {
  const thread = state.threads[threadId];
  if (thread === undefined) return state;
  const threads = { ...state.threads };
  delete threads[threadId];
  const items = { ...state.items };
  for (const id of thread.itemIds) delete items[id];
  const wasRequest = state.requests.threadIds.includes(threadId);
  const next = relist({ ...state, threads, items }, threadId);
  return wasRequest ? { ...next, requests: { ...next.requests, total: Math.max(0, next.requests.total - 1) } } : next;
}

function setThread(state: DirectState, thread: DirectThread): DirectState {
  return { ...state, threads: { ...state.threads, [thread.id]: thread } };
}

/** `tokens` with `token` remembered as unsent (newest last, bounded); `tokens` itself if known. */
function withUnsent(tokens: string[] | undefined, token: string): string[] {
  if (tokens?.includes(token)) return tokens;
  return [...(tokens ?? []), token].slice(-UNSENT_TOKENS_KEPT);
}

/** The message sent with `token` was unsent: its send, waiting or answered late, shows nothing. */
const wasUnsent = (thread: DirectThread | undefined, token: string): boolean => thread?.unsentTokens?.includes(token) === true;

/** The thread remembers `token` as unsent; the same state when there is nothing new to remember. */
function rememberUnsent(state: DirectState, threadId: string, token: string | null): DirectState {
  const thread = state.threads[threadId];
  if (thread === undefined || token === null || wasUnsent(thread, token)) return state;
  return setThread(state, { ...thread, unsentTokens: withUnsent(thread.unsentTokens, token) });
}

/** Takes an item out of its thread; the last permanent item moves to the first remaining one (001 §4). */
function removeItem(state: DirectState, threadId: string, itemId: string): DirectState {
  const items = { ...state.items };
  delete items[itemId];
  const thread = state.threads[threadId];
  if (thread === undefined) return { ...state, items };
  const itemIds = thread.itemIds.filter((id) => id !== itemId);
  return setThread({ ...state, items }, { ...thread, itemIds, lastPermanentItemId: lastPermanent(itemIds, items) });
}

/**
 * Puts an item in its thread, newest first. An item carrying the mutation token of a local
 * placeholder replaces it (001 §4), so a message shows once whether the send's answer or the
 * socket's delta comes first. A deletion (an unsent message) is removed. Raven media does not
 * move the thread's last activity (001 §4).
 */
function putItem(state: DirectState, item: DirectItem, countUnseen: boolean, relistAfter = true): DirectState {
  const thread = state.threads[item.threadId];
  if (thread === undefined) return state;
  let next = state;
  const token = item.mutationToken;
  if (token !== null && token !== item.id && next.items[token] !== undefined) next = removeItem(next, item.threadId, token);
  if (item.itemType === DELETION) {
    const confirmed = rememberUnsent(forgetUnsent(next, item.threadId, item.id), item.threadId, token);
    return confirmed.items[item.id] === undefined ? confirmed : removeItem(confirmed, item.threadId, item.id);
  }
  const known = next.items[item.id] !== undefined;
  const items = { ...next.items, [item.id]: item };
  const current = next.threads[item.threadId] ?? thread;
  const itemIds = known ? [...current.itemIds] : [item.id, ...current.itemIds];
  itemIds.sort(byNewest(items));
  const moves = item.itemType !== RAVEN_MEDIA && item.timestamp > current.lastActivityAt;
  const fromOther = countUnseen && !known && item.userId !== next.viewerId;
  const updated: DirectThread = {
    ...current,
    itemIds,
    lastPermanentItemId: lastPermanent(itemIds, items),
    lastActivityAt: moves ? item.timestamp : current.lastActivityAt,
    unseenCount: fromOther ? current.unseenCount + 1 : current.unseenCount,
  };
  const placed = setThread({ ...next, items }, updated);
  return relistAfter ? relist(placed, item.threadId) : placed;
}

/** A thread from the server: its fields replace ours; its items merge with ours (local placeholders stay). */
function putThread(state: DirectState, wire: WireDirectThread, cursorFromAnswer = false, relistAfter = true): DirectState {
  const prev = state.threads[wire.thread_id];
  const fields = normalizeThread(wire);
  const users = { ...state.users };
  for (const u of wire.users) users[u.pk] = u;
  // One copy of the items for the whole thread (an inbox page brings many threads).
  const items = { ...state.items };
  let itemIds = prev?.itemIds ?? [];
  const drop = (id: string): void => {
    delete items[id];
    itemIds = itemIds.filter((i) => i !== id);
  };
  let newest = 0;
  let unsentTokens = prev?.unsentTokens;
  for (const w of wire.items) {
    const item = normalizeItem(wire.thread_id, w);
    const token = item.mutationToken;
    if (token !== null && token !== item.id && items[token] !== undefined) drop(token);
    if (item.itemType === DELETION) {
      drop(item.id);
      if (token !== null) unsentTokens = withUnsent(unsentTokens, token);
      continue;
    }
    if (!itemIds.includes(item.id)) itemIds = [...itemIds, item.id];
    items[item.id] = item;
    if (item.itemType !== RAVEN_MEDIA) newest = Math.max(newest, item.timestamp);
  }
  itemIds = [...itemIds].sort(byNewest(items));
  // Older pages already loaded keep their cursor unless this answer is such a page (a thread read).
  const keepCursor = !cursorFromAnswer && prev !== undefined && prev.itemIds.length > wire.items.length;
  const thread: DirectThread = {
    ...fields,
    itemIds,
    lastPermanentItemId: lastPermanent(itemIds, items),
    lastActivityAt: Math.max(fields.lastActivityAt, prev?.lastActivityAt ?? 0, newest),
    usersTyping: prev?.usersTyping ?? {},
    // The server's thread is the stable state now; pending work is re-applied over it (rebase), making its own undo.
    undo: {},
    ...(unsentTokens === undefined ? {} : { unsentTokens }),
    hasOlder: keepCursor ? prev.hasOlder : fields.hasOlder,
    oldestCursor: keepCursor ? prev.oldestCursor : fields.oldestCursor,
  };
  const next = setThread({ ...state, users, items, viewerId: state.viewerId ?? wire.viewer_id }, thread);
  return relistAfter ? relist(next, wire.thread_id) : next;
}

function inboxLoaded(state: DirectState, box: 'inbox' | 'requests', response: WireDirectInboxResponse, older: boolean): DirectState {
  let next: DirectState = { ...state, viewerId: response.viewer.pk, users: { ...state.users, [response.viewer.pk]: response.viewer } };
  for (const t of response.inbox.threads) next = putThread(next, t, false, false);
  const pageIds = response.inbox.threads.map((t) => t.thread_id);
  const inBox = (id: string): boolean => next.threads[id]?.pending === (box === 'requests');
  // A first page replaces the list (threads gone on the server go); an older page extends it.
  const base = older ? next[box].threadIds.filter((id) => !pageIds.includes(id)) : [];
  const threadIds = sortIds([...base, ...pageIds].filter(inBox), next.threads);
  const page = { threadIds, oldestCursor: response.inbox.oldest_cursor, hasOlder: response.inbox.has_older, isLoading: false };
  next = box === 'inbox' ? { ...next, inbox: page } : { ...next, requests: { ...page, total: response.pending_requests_total } };
  // A thread of this page that sat in the other list (a request approved elsewhere) leaves it.
  const other = box === 'inbox' ? 'requests' : 'inbox';
  const otherIds = next[other].threadIds.filter((id) => !pageIds.includes(id) || next.threads[id]?.pending === (other === 'requests'));
  next = other === 'inbox' ? { ...next, inbox: { ...next.inbox, threadIds: otherIds } } : { ...next, requests: { ...next.requests, threadIds: otherIds } };
  if (box === 'inbox') next = { ...next, requests: { ...next.requests, total: response.pending_requests_total } };
  const fresh = !older && (state.seqId === null || response.seq_id >= state.seqId);
  return {
    ...next,
    badge: { count: response.badge.count, timestamp: response.badge.timestamp },
    seqId: Math.max(state.seqId ?? 0, response.seq_id),
    snapshotAt: fresh ? response.snapshot_at_ms : state.snapshotAt,
  };
}

function updateItem(state: DirectState, itemId: string, fn: (item: DirectItem) => DirectItem): DirectState {
  const item = state.items[itemId];
  if (item === undefined) return state;
  const next = fn(item);
  return next === item ? state : { ...state, items: { ...state.items, [itemId]: next } };
}

/** 001 §4: a reaction like created adds the sender; deleted removes. Set operations (re-applying changes nothing). */
function react(item: DirectItem, senderId: string, timestamp: number, on: boolean): DirectItem {
  const has = item.reactions.likes.some((l) => l.senderId === senderId);
  if (has === on) return item;
  const likes = on ? [...item.reactions.likes, { senderId, timestamp }] : item.reactions.likes.filter((l) => l.senderId !== senderId);
  return { ...item, reactions: { likes, likesCount: likes.length } };
}

function seen(state: DirectState, threadId: string, userId: string, itemId: string, timestamp: number, nowMs: number): DirectState {
  const thread = state.threads[threadId];
  if (thread === undefined) return state;
  const prev = thread.lastSeenAt[userId];
  if (prev !== undefined && prev.timestamp >= timestamp) return state;
  const unseenCount = userId === state.viewerId ? 0 : thread.unseenCount;
  const next = setThread(state, { ...thread, unseenCount, lastSeenAt: { ...thread.lastSeenAt, [userId]: { itemId, timestamp } } });
  return withBadge(next, nowMs);
}

function withoutSeenUndo(thread: DirectThread): DirectUndo {
  const { seen: _seen, ...rest } = thread.undo ?? {};
  return rest;
}

/** Drops the kept copy of an unsent item (the server confirmed the unsend). */
function forgetUnsent(state: DirectState, threadId: string, itemId: string): DirectState {
  const thread = state.threads[threadId];
  if (thread?.undo?.unsent?.[itemId] === undefined) return state;
  const unsent = { ...thread.undo.unsent };
  delete unsent[itemId];
  return setThread(state, { ...thread, undo: { ...thread.undo, unsent } });
}

/** The viewer's unsend: the item leaves the thread, a copy is kept for a refusal (001 §4 Staging). */
function unsendRequested(state: DirectState, threadId: string, itemId: string, token: string | null): DirectState {
  const item = state.items[itemId];
  const thread = state.threads[threadId];
  if (thread === undefined) return state;
  if (item === undefined) {
    // Unsent from another tab, which had the server's copy: this tab may hold only the send's placeholder.
    const next = rememberUnsent(state, threadId, token);
    return token !== null && next.items[token] !== undefined ? relist(removeItem(next, threadId, token), threadId) : next;
  }
  const kept = setThread(state, { ...thread, undo: { ...thread.undo, unsent: { ...thread.undo?.unsent, [itemId]: item } } });
  return relist(removeItem(rememberUnsent(kept, threadId, item.mutationToken), threadId, itemId), threadId);
}

/** A refused unsend: the kept item is back in its thread at once. */
function unsendFailed(state: DirectState, threadId: string, itemId: string, token: string | null): DirectState {
  const item = state.threads[threadId]?.undo?.unsent?.[itemId];
  const unsentToken = item?.mutationToken ?? token;
  let next = item === undefined ? state : forgetUnsent(state, threadId, itemId);
  const thread = next.threads[threadId];
  if (thread?.unsentTokens !== undefined && unsentToken !== null) {
    next = setThread(next, { ...thread, unsentTokens: thread.unsentTokens.filter((t) => t !== unsentToken) });
  }
  return item === undefined || next.items[itemId] !== undefined ? next : putItem(next, item, false);
}

/** The viewer's seen mark: what it replaces is kept (the first pending one's) for a refusal. */
function seenRequested(state: DirectState, threadId: string, viewerId: string, itemId: string, timestamp: number, nowMs: number): DirectState {
  const thread = state.threads[threadId];
  const next = seen(state, threadId, viewerId, itemId, timestamp, nowMs);
  if (thread === undefined || next === state) return state;
  const after = next.threads[threadId] ?? thread;
  const before = thread.undo?.seen ?? { mark: thread.lastSeenAt[viewerId] ?? null, unseenCount: thread.unseenCount, timestamp };
  return setThread(next, { ...after, undo: { ...thread.undo, seen: { ...before, timestamp } } });
}

/** A refused seen: the viewer's mark and the unread count go back, unless a newer mark came since. */
function seenFailed(state: DirectState, threadId: string, timestamp: number, nowMs: number): DirectState {
  const thread = state.threads[threadId];
  const undo = thread?.undo?.seen;
  const viewerId = state.viewerId;
  if (thread === undefined || undo === undefined || viewerId === null) return state;
  const rest = withoutSeenUndo(thread);
  if ((thread.lastSeenAt[viewerId]?.timestamp ?? 0) > Math.max(timestamp, undo.timestamp)) return setThread(state, { ...thread, undo: rest });
  const lastSeenAt = { ...thread.lastSeenAt };
  if (undo.mark === null) delete lastSeenAt[viewerId];
  else lastSeenAt[viewerId] = undo.mark;
  return withBadge(setThread(state, { ...thread, lastSeenAt, unseenCount: undo.unseenCount, undo: rest }), nowMs);
}

function applyDelta(state: DirectState, action: Extract<DirectAction, { type: 'direct-delta' }>, nowMs: number): DirectState {
  if (state.seqId !== null && action.seqId <= state.seqId) return state;
  const d = action.delta;
  let next: DirectState;
  switch (d.op) {
    case 'thread_updated':
      next = putThread(state, d.thread);
      break;
    case 'thread_removed':
      next = removeThread(state, d.thread_id);
      break;
    case 'item_added':
    case 'item_updated':
      next = putItem(state, normalizeItem(d.thread_id, d.item), d.op === 'item_added');
      break;
    case 'seen': {
      next = seen(state, d.thread_id, d.user_id, d.item_id, d.timestamp, nowMs);
      // The viewer's own mark from the server: their seen is confirmed, nothing to put back.
      const thread = next.threads[d.thread_id];
      if (d.user_id === next.viewerId && thread?.undo?.seen !== undefined) next = setThread(next, { ...thread, undo: withoutSeenUndo(thread) });
      break;
    }
  }
  return withBadge({ ...next, seqId: action.seqId }, nowMs);
}

export function directReducer(state: DirectState, action: DirectAction, nowMs = Date.now()): DirectState {
  switch (action.type) {
    case 'direct-inbox-loaded':
      return inboxLoaded(state, action.box, action.response, action.older);
    case 'direct-thread-loaded':
      return putThread(state, action.response.thread, true);
    case 'direct-thread-created':
      return putThread(state, action.thread);
    case 'direct-thread-left':
      return removeThread(state, action.threadId);
    case 'direct-delta':
      return applyDelta(state, action, nowMs);
    case 'direct-typing': {
      const thread = state.threads[action.threadId];
      if (thread === undefined) return state;
      const prev = thread.usersTyping[action.userId];
      // 001 §4: the newest timestamp per sender wins; an older indicator arriving late is dropped.
      if (prev !== undefined && prev.timestamp >= action.timestamp) return state;
      const typing = { status: action.status, timestamp: action.timestamp, expiresAtMs: action.expiresAtMs };
      return setThread(state, { ...thread, usersTyping: { ...thread.usersTyping, [action.userId]: typing } });
    }
    case 'direct-send-requested': {
      // Re-applied after every pull while waiting (DESIGN.md rule 5): once the server's item
      // is here, or the placeholder is, nothing more; a refused one retried is sending again.
      // Its message unsent meanwhile (the send landed, its answer lost): nothing to show.
      if (wasUnsent(state.threads[action.threadId], action.mutationToken)) return state;
      const known = state.items[action.mutationToken];
      if (known !== undefined) return known.delivery === 'failed' ? updateItem(state, known.id, (i) => ({ ...i, delivery: 'sending' })) : state;
      const thread = state.threads[action.threadId];
      if (thread?.itemIds.some((id) => state.items[id]?.mutationToken === action.mutationToken)) return state;
      const item: DirectItem = {
        id: action.mutationToken,
        threadId: action.threadId,
        userId: action.viewerId,
        itemType: action.itemType,
        timestamp: action.timestamp,
        mutationToken: action.mutationToken,
        reactions: { likes: [], likesCount: 0 },
        content: action.content,
        delivery: 'sending',
      };
      return putItem(state, item, false);
    }
    case 'direct-send-succeeded': {
      // An unsend is always newer than its own message's send: a late success (the first
      // result, answered again) leaves the message unsent; only its placeholder goes.
      if (!wasUnsent(state.threads[action.threadId], action.mutationToken)) return putItem(state, normalizeItem(action.threadId, action.item), false);
      return state.items[action.mutationToken] === undefined ? state : removeItem(state, action.threadId, action.mutationToken);
    }
    case 'direct-item-answered':
      return putItem(state, normalizeItem(action.threadId, action.item), false);
    case 'direct-refresh-needed':
      return state;
    case 'direct-send-failed':
      return updateItem(state, action.mutationToken, (i) => (i.delivery === 'sending' ? { ...i, delivery: 'failed' } : i));
    case 'direct-send-retried':
      return updateItem(state, action.mutationToken, (i) => (i.delivery === 'failed' ? { ...i, delivery: 'sending' } : i));
    case 'direct-send-discarded': {
      const item = state.items[action.mutationToken];
      return item === undefined || item.delivery === 'sent' ? state : removeItem(state, item.threadId, item.id);
    }
    case 'direct-unsend-requested':
      return unsendRequested(state, action.threadId, action.itemId, action.mutationToken);
    case 'direct-unsend-failed':
      return unsendFailed(state, action.threadId, action.itemId, action.mutationToken);
    case 'direct-seen-failed':
      return seenFailed(state, action.threadId, action.timestamp, nowMs);
    case 'direct-react-requested':
      return updateItem(state, action.itemId, (i) => react(i, action.viewerId, action.timestamp, action.on));
    case 'direct-seen-requested':
      return seenRequested(state, action.threadId, action.viewerId, action.itemId, action.timestamp, nowMs);
    case 'direct-request-approved': {
      const thread = state.threads[action.threadId];
      if (thread === undefined || !thread.pending) return state;
      const next = relist(setThread(state, { ...thread, pending: false }), action.threadId);
      return withBadge({ ...next, requests: { ...next.requests, total: Math.max(0, next.requests.total - 1) } }, nowMs);
    }
    case 'direct-request-declined':
      return state.threads[action.threadId]?.pending === true ? removeThread(state, action.threadId) : state;
    case 'direct-requests-all-declined': {
      let next = state;
      for (const id of state.requests.threadIds) next = removeThread(next, id);
      return next === state ? state : { ...next, requests: { ...next.requests, total: 0 } };
    }
    case 'direct-realtime-changed':
      return { ...state, realtime: { ...state.realtime, ...action.realtime } };
  }
}
