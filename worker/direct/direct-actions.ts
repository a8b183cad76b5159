/** Actions of the direct slice (issue 13; 001 §3, §4 Direct). */
import type {
  TypingStatus, WireDirectDelta, WireDirectInboxResponse, WireDirectItem, WireDirectThread, WireDirectThreadResponse,
} from '../../sync/api/direct-wire';
import type { DirectItemContent, DirectRealtime } from './direct-state';

export type DirectAction =
  /** A page of the inbox or of the requests; `older` when it follows `oldestCursor`. */
  | { type: 'direct-inbox-loaded'; box: 'inbox' | 'requests'; response: WireDirectInboxResponse; older: boolean }
  | { type: 'direct-thread-loaded'; response: WireDirectThreadResponse }
  /** Added (dmui): a thread made (or reopened) by the viewer: POST create_group_thread's answer. */
  | { type: 'direct-thread-created'; thread: WireDirectThread }
  /** Added (dmui): the viewer left the group: the thread is gone for them. */
  | { type: 'direct-thread-left'; threadId: string }
  /** One numbered change from the socket (repeats, seq_id ≤ seqId, change nothing). */
  | { type: 'direct-delta'; seqId: number; delta: WireDirectDelta }
  | { type: 'direct-typing'; threadId: string; userId: string; status: TypingStatus; timestamp: number; expiresAtMs: number }
  /** The local placeholder of a message, keyed by its mutation token (the outbox record id). */
  | {
    type: 'direct-send-requested';
    threadId: string;
    mutationToken: string;
    viewerId: string;
    itemType: string;
    content: DirectItemContent;
    /** µs */
    timestamp: number;
  }
  | { type: 'direct-send-succeeded'; threadId: string; mutationToken: string; item: WireDirectItem }
  /** The server's answer of an unsend or a reaction: the item as it is now. */
  | { type: 'direct-item-answered'; threadId: string; item: WireDirectItem }
  /**
   * A direct mutation was refused and its effect cannot be undone from what the client holds
   * (an unsend, a seen mark, an approve or decline): the thread is as the next inbox or thread
   * read says. Changes nothing by itself.
   */
  | { type: 'direct-refresh-needed'; threadId: string }
  | { type: 'direct-send-failed'; mutationToken: string }
  | { type: 'direct-send-retried'; mutationToken: string }
  | { type: 'direct-send-discarded'; mutationToken: string }
  | { type: 'direct-unsend-requested'; threadId: string; itemId: string; mutationToken: string | null }
  /** Added (dmrt): an unsend refused: the message is back at once. */
  | { type: 'direct-unsend-failed'; threadId: string; itemId: string; mutationToken: string | null }
  /** Added (dmrt): a seen mark refused: the viewer's mark and the unread count are as before (timestamp: the refused mark's). */
  | { type: 'direct-seen-failed'; threadId: string; timestamp: number }
  | { type: 'direct-react-requested'; threadId: string; itemId: string; viewerId: string; timestamp: number; on: boolean }
  | { type: 'direct-seen-requested'; threadId: string; itemId: string; viewerId: string; timestamp: number }
  | { type: 'direct-request-approved'; threadId: string }
  | { type: 'direct-request-declined'; threadId: string }
  | { type: 'direct-requests-all-declined' }
  | { type: 'direct-realtime-changed'; realtime: Partial<DirectRealtime> };
