/**
 * Added (story replies): the worker's calls of story replies: who saw the viewer's story item
 * (a read into the stories slice, kept offline), and a reply or quick reaction to someone's
 * story, sent as a direct message through the outbox (direct-api.ts's path: the `direct-send`
 * mutation, its record id the message's mutation_token, so it is sent once, offline too).
 */
import type { MutationArgsMap, MutationName } from '../../sync';
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import { StoryViewersPath } from '../../sync/api/story-replies-wire';
import type { StoryReply } from '../../sync/mutations/types';
import type { CallResult } from '../api-types';
import { readIntoSlice } from '../engine/slice-read';
import type { EngineCore } from '../engine/core';
import { createThread } from '../direct/direct-reads';
import { storyReplyPreview } from '../direct/story-reply-preview';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export interface StoryRepliesApi {
  /** The people who saw one's story (its server id), newest first (a next page when `older`); `offline`: the slice shows what was kept. */
  loadStoryViewers(storyId: string, older: boolean): Promise<CallResult<{ offline: boolean }>>;
  /**
   * Replies to a story item in the one-to-one thread with its owner (made on the server the
   * first time; offline, the one this device holds). The message waits in the outbox.
   */
  replyToStory(itemId: string, reply: StoryReply): Promise<CallResult<{ threadId: string }>>;
}

export function createStoryRepliesApi(core: EngineCore, ready: () => Promise<void>, mutate: Mutate): StoryRepliesApi {
  const { store } = core;
  return {
    loadStoryViewers: async (storyId, older) => {
      await ready();
      const held = store.getState().stories.viewersPageInfo[storyId];
      if (older && !held?.nextMaxId) return { ok: true, value: { offline: false } };
      store.dispatch({ type: 'story-viewers-requested', storyId });
      return readIntoSlice(core, 'stories: viewers', async () => {
        const query = older && held?.nextMaxId ? { max_id: held.nextMaxId } : undefined;
        const response = await core.transport.request<WireStoryViewersResponse>({ method: 'GET', path: StoryViewersPath.viewers(storyId), ...(query ? { query } : {}) });
        store.dispatch({ type: 'story-viewers-loaded', storyId, older, response });
      }, () => store.dispatch({ type: 'story-viewers-failed', storyId }));
    },
    replyToStory: async (itemId, reply) => {
      await ready();
      const s = store.getState();
      const item = s.stories.items[itemId];
      const ownerId = item ? s.stories.reels[item.reelId]?.userId : undefined;
      if (!item || ownerId === undefined) return { ok: false, statusCode: 404, message: 'This story is no longer available.', errorType: null, body: null };
      const thread = await createThread(core, [ownerId], '');
      if (!thread.ok) return thread;
      const preview = storyReplyPreview(store.getState(), itemId, reply);
      await mutate('direct-send', { threadId: thread.value, itemType: 'reel_share', storyId: itemId, reply, ...(preview ? { preview } : {}) });
      return { ok: true, value: { threadId: thread.value } };
    },
  };
}
