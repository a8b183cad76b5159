/**
 * Added (dmui), issue 13: the direct part of WorkerApi: the reads (direct-reads.ts) and the
 * outbox mutations (sync/mutations/direct-definitions.ts: a message's placeholder shows at once,
 * "Sending…", and the outbox sends it, or the service worker does with no tab open), in one
 * place so the engine only spreads it in.
 */
import type { MutationArgsMap, MutationName } from '../../sync';
import type { DirectApi } from '../api-types';
import type { EngineCore } from '../engine/core';
import * as reads from './direct-reads';
import { sharedPostPreview } from './shared-post-preview';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export function createDirectApi(core: EngineCore, ready: () => Promise<void>, mutate: Mutate): DirectApi {
  const after = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await ready();
    return fn(...args);
  };
  return {
    loadDirectInbox: after((box, older) => reads.loadInbox(core, box, older)),
    loadDirectThread: after((threadId, older) => reads.loadThread(core, threadId, older)),
    createDirectThread: after((userIds, title) => reads.createThread(core, userIds, title)),
    muteDirectThread: after((threadId, muted) => reads.setMuted(core, threadId, muted)),
    leaveDirectThread: after((threadId) => reads.leaveThread(core, threadId)),
    sendDirectText: (threadId, text) => mutate('direct-send', { threadId, itemType: 'text', text }),
    sendDirectLike: (threadId) => mutate('direct-send', { threadId, itemType: 'like' }),
    shareDirectPost: (threadId, postId) => {
      // The card it shows while it waits (dmphoto): the cached post and owner, kept in the record.
      const preview = sharedPostPreview(core.store.getState(), postId);
      return mutate('direct-send', { threadId, itemType: 'media_share', mediaId: postId, ...(preview ? { preview } : {}) });
    },
    unsendDirectMessage: (threadId, itemId) => {
      const token = core.store.getState().direct.items[itemId]?.mutationToken ?? null;
      return mutate('direct-unsend', { threadId, itemId, ...(token === null ? {} : { mutationToken: token }) });
    },
    reactDirectMessage: (threadId, itemId, on) => mutate(on ? 'direct-react' : 'direct-unreact', { threadId, itemId }),
    markDirectSeen: (threadId, itemId) => mutate('direct-seen', { threadId, itemId }),
    approveDirectRequest: (threadId) => mutate('direct-approve', { threadId }),
    declineDirectRequest: (threadId) => mutate('direct-decline', { threadId }),
    declineAllDirectRequests: after(async () => {
      const result = await reads.declineAll(core);
      if (result.ok || result.statusCode !== 0) return result;
      // No answer: one decline per request this device holds, through the outbox (sent later).
      for (const threadId of core.store.getState().direct.requests.threadIds) await mutate('direct-decline', { threadId });
      return { ok: true, value: null };
    }),
  };
}
