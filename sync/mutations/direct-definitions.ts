/**
 * Added (direct helper), issue 13: the direct-message mutations (001 §4 Direct; paths ours,
 * sync/api/paths.ts DirectPath). A message is a create: its record id is the message's
 * `mutation_token`, so a resend after a lost answer stores nothing twice (the server answers
 * the first item), and the local placeholder is keyed by it (001 §4 "A mutation token
 * replaces the local placeholder message"). Every direct mutation's entity is its thread
 * ('thread:<id>'), so the outbox sends a thread's messages, reactions and seen marks in the
 * order they were made. React and unreact are one toggle (DESIGN.md rule 7); seen keeps the
 * newest; unsend, approve and decline go once.
 */
import { DirectPath } from '../api/paths';
import type { MutationDefinition } from './definitions';
import type { DirectItemArgs, DirectSendArgs } from './types';

type DirectItemMutation = 'direct-unsend' | 'direct-react' | 'direct-unreact' | 'direct-seen';
type DirectThreadMutation = 'direct-approve' | 'direct-decline';

const threadKey = (a: { threadId: string }): string => `thread:${a.threadId}`;

/** The send body's item fields (001 §3 item types the composer makes; a shared post's preview stays on the client). */
function itemFields(a: DirectSendArgs): Record<string, string> {
  switch (a.itemType) {
    case 'text':
      return { item_type: 'text', text: a.text };
    case 'like':
      return { item_type: 'like' };
    case 'media_share':
      return { item_type: 'media_share', media_id: a.mediaId };
    case 'media':
      return { item_type: 'media', upload_id: a.uploadId };
    case 'reel_share':
      return { item_type: 'reel_share', media_id: a.storyId, ...a.reply };
  }
}

function onItem<N extends DirectItemMutation>(
  path: (threadId: string, itemId: string) => string,
  coalesce: 'set' | 'once',
  key: string,
  inverse: DirectItemMutation | null,
  label: string,
): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', path: path(r.args.threadId, r.args.itemId), mutationId: r.id }),
    entityKey: threadKey,
    coalesceKey: (a: DirectItemArgs) => (key === 'seen' ? `direct-seen:${a.threadId}` : `direct-${key}:${a.itemId}`),
    inverse,
    coalesce,
    clientIdsUsed: () => [],
    summary: () => label,
  };
}

function onThread<N extends DirectThreadMutation>(path: (threadId: string) => string, label: string): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', path: path(r.args.threadId), mutationId: r.id }),
    entityKey: threadKey,
    coalesceKey: (a) => `direct-request:${a.threadId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: () => label,
  };
}

const SUMMARY_MAX = 24;

export const directDefinitions: { [N in 'direct-send' | DirectItemMutation | DirectThreadMutation]: MutationDefinition<N> } = {
  'direct-send': {
    // The record id is the message's mutation_token (a retry answers the first item).
    toRequest: (r) => ({
      method: 'POST',
      path: DirectPath.send,
      form: { thread_id: r.args.threadId, mutation_token: r.id, ...itemFields(r.args) },
      mutationId: r.id,
    }),
    entityKey: threadKey,
    coalesceKey: (a) => `direct-send:${a.threadId}`,
    inverse: null,
    coalesce: 'create',
    clientIdsUsed: () => [],
    summary: (a) => {
      if (a.itemType === 'like') return 'Message ❤️';
      if (a.itemType === 'media_share') return 'Share a post';
      if (a.itemType === 'media') return 'Send a photo';
      if (a.itemType === 'reel_share') return 'reaction' in a.reply ? `React ${a.reply.reaction} to a story` : 'Reply to a story';
      const one = a.text.replace(/\s+/g, ' ').trim();
      return `Message “${one.length > SUMMARY_MAX ? `${one.slice(0, SUMMARY_MAX - 1)}…` : one}”`;
    },
  },
  'direct-unsend': onItem(DirectPath.unsend, 'once', 'unsend', null, 'Unsend message'),
  'direct-react': onItem(DirectPath.react, 'set', 'react', 'direct-unreact', 'React ❤️'),
  'direct-unreact': onItem(DirectPath.unreact, 'set', 'react', 'direct-react', 'Remove reaction'),
  'direct-seen': onItem(DirectPath.seen, 'set', 'seen', null, 'Mark seen'),
  'direct-approve': onThread(DirectPath.approve, 'Accept message request'),
  'direct-decline': onThread(DirectPath.decline, 'Decline message request'),
};
