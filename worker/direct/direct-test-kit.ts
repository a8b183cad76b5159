/** Wire fixtures of direct threads and items for the direct slice's tests. */
import type { WireDirectInboxResponse, WireDirectItem, WireDirectThread, WireDirectUser } from '../../sync/api/direct-wire';

export const viewer: WireDirectUser = { pk: 'me', username: 'me', full_name: 'Me', profile_pic_url: '', is_private: false, is_verified: false };
export const ann: WireDirectUser = { pk: 'u1', username: 'ann', full_name: 'Ann', profile_pic_url: '', is_private: false, is_verified: false };

export function wireItem(id: string, timestamp: number, over: Partial<WireDirectItem> = {}): WireDirectItem {
  return {
    item_id: id,
    user_id: 'u1',
    timestamp,
    item_type: 'text',
    mutation_token: null,
    client_context: null,
    reactions: { likes: [], likes_count: 0 },
    is_sent_by_viewer: false,
    text: `message ${id}`,
    ...over,
  };
}

export function wireThread(id: string, items: WireDirectItem[], over: Partial<WireDirectThread> = {}): WireDirectThread {
  const newest = items[0];
  return {
    thread_id: id,
    thread_title: '',
    is_group: false,
    users: [ann],
    left_users: [],
    inviter: ann,
    viewer_id: 'me',
    items,
    last_permanent_item: newest ?? null,
    last_activity_at: newest?.timestamp ?? 1,
    last_seen_at: {},
    pending: false,
    muted: false,
    unseen_count: 0,
    has_older: false,
    oldest_cursor: null,
    can_send: true,
    ...over,
  };
}

export function inboxResponse(threads: WireDirectThread[], seqId = 0, pendingTotal = 0): WireDirectInboxResponse {
  return {
    status: 'ok',
    viewer,
    inbox: { threads, has_older: false, oldest_cursor: null, unseen_count: 0 },
    pending_requests_total: pendingTotal,
    badge: { count: 0, timestamp: 0 },
    seq_id: seqId,
    snapshot_at_ms: 5000,
  };
}
