/**
 * Direct mutation records (sync/mutations/direct-definitions.ts) → the direct slice's actions
 * of their optimistic effect, success and revert (001 §4 Staging; issue 13). A message's
 * placeholder is keyed by the record id, its mutation_token (001 §4 "A mutation token replaces
 * the local placeholder message"); a refused message stays, marked not delivered.
 */
import type { MutationRecord } from '../../sync';
import type { WireDirectItem } from '../../sync/api/direct-wire';
import type { DirectAction } from './direct-actions';
import type { DirectItemContent } from './direct-state';

type DirectRecord = Extract<MutationRecord, { name: `direct-${string}` }>;
type Phase = 'requested' | 'succeeded' | 'failed';

/** An answer {thread_id, item} (send, unsend, react, unreact); null when it is not one. */
export function answeredItem(v: unknown): { threadId: string; item: WireDirectItem } | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as { thread_id?: unknown; item?: Partial<WireDirectItem> };
  const item = r.item;
  const usable = typeof r.thread_id === 'string' && typeof item === 'object' && item !== null && typeof item.item_id === 'string'
    && typeof item.timestamp === 'number' && typeof item.item_type === 'string' && typeof item.reactions === 'object' && item.reactions !== null;
  return usable ? { threadId: r.thread_id as string, item: item as WireDirectItem } : null;
}

function content(record: Extract<DirectRecord, { name: 'direct-send' }>): DirectItemContent {
  const a = record.args;
  if (a.itemType === 'text') return { text: a.text };
  if (a.itemType === 'like') return { like: '❤️' };
  // Added (dmphoto): a shared post shows its card while it waits, as it will once sent; a photo its upload.
  if (a.itemType === 'media_share') return a.preview ? { mediaShare: a.preview } : {};
  // Added (story replies): a story reply shows its card and text while it waits.
  if (a.itemType === 'reel_share') return a.preview ? { reelShare: a.preview } : { text: 'reaction' in a.reply ? a.reply.reaction : a.reply.text };
  return { uploadId: a.uploadId };
}

export function directMutationAction(record: DirectRecord, phase: Phase, viewerId: string): DirectAction | null {
  const { threadId } = record.args;
  switch (record.name) {
    case 'direct-send': {
      if (phase === 'failed') return { type: 'direct-send-failed', mutationToken: record.id };
      if (phase === 'succeeded') {
        const answer = answeredItem(record.result);
        return answer && { type: 'direct-send-succeeded', threadId: answer.threadId, mutationToken: record.id, item: answer.item };
      }
      return {
        type: 'direct-send-requested',
        threadId,
        mutationToken: record.id,
        viewerId,
        itemType: record.args.itemType,
        content: content(record),
        // µs like the server's items (001 §4), from the record's creation (the same on every re-apply).
        timestamp: record.createdAt * 1000,
      };
    }
    case 'direct-react':
    case 'direct-unreact': {
      const on = record.name === 'direct-react';
      if (phase === 'succeeded') {
        const answer = answeredItem(record.result);
        if (answer) return { type: 'direct-item-answered', threadId: answer.threadId, item: answer.item };
      }
      // 001 §4: a like created adds the viewer, deleted removes; a refused one is undone.
      const now = phase === 'failed' ? !on : on;
      return { type: 'direct-react-requested', threadId, itemId: record.args.itemId, viewerId, timestamp: record.createdAt * 1000, on: now };
    }
    case 'direct-unsend': {
      const mutationToken = record.args.mutationToken ?? null;
      if (phase === 'failed') return { type: 'direct-unsend-failed', threadId, itemId: record.args.itemId, mutationToken };
      const answer = phase === 'succeeded' ? answeredItem(record.result) : null;
      if (answer) return { type: 'direct-item-answered', threadId: answer.threadId, item: answer.item };
      return { type: 'direct-unsend-requested', threadId, itemId: record.args.itemId, mutationToken };
    }
    case 'direct-seen':
      if (phase === 'failed') return { type: 'direct-seen-failed', threadId, timestamp: record.createdAt * 1000 };
      return { type: 'direct-seen-requested', threadId, itemId: record.args.itemId, viewerId, timestamp: record.createdAt * 1000 };
    case 'direct-approve':
      return phase === 'failed' ? { type: 'direct-refresh-needed', threadId } : { type: 'direct-request-approved', threadId };
    case 'direct-decline':
      return phase === 'failed' ? { type: 'direct-refresh-needed', threadId } : { type: 'direct-request-declined', threadId };
  }
}
