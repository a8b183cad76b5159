/**
 * Added (usertags): the UsertagsApi part of the engine. The pending list and the preference are
 * read into the usertags slice (persisted: the Tags page opens offline as last seen); the
 * untag, a review and the preference are named outbox mutations
 * (sync/mutations/usertags-definitions.ts): durable before any network call, shown at once,
 * sent when the network is there, put back (with a toast) when the server refuses them.
 */
import type { MutationArgsMap, MutationName, UsertagArgs } from '../../sync';
import { UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse } from '../../sync/api/usertags-wire';
import type { CallResult } from '../api-types';
import type { EngineCore } from '../engine/core';
import { emptyBundle, addPost } from '../normalize/people';
import { readIntoSlice } from '../engine/slice-read';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

export interface UsertagsApi {
  /** The review preference and the pending tags, into the usertags slice (offline: as held). */
  loadUsertagReview(): Promise<CallResult<{ offline: boolean }>>;
  /** 001 §7 untag_web: the viewer leaves the post's tags (its Tagged tab at once). */
  removeMeFromPost(postId: string): Promise<void>;
  /** 001 §7 review_web: approve or remove the viewer's pending tag on the post. */
  reviewUsertag(postId: string, approve: boolean): Promise<void>;
  /** 001 §7 review_preference_web: "Manually approve tags". */
  setUsertagReview(enabled: boolean): Promise<void>;
}

export function createUsertagsApi(core: EngineCore, ready: () => Promise<void>, mutate: Mutate): UsertagsApi {
  const { store } = core;
  /** The record's args: the viewer's tag on the post as held now (what a refusal puts back). */
  const argsOf = (postId: string): UsertagArgs => {
    const s = store.getState();
    const viewerId = s.users.viewerId ?? '';
    const post = s.posts.byId[postId];
    const ownerId = post?.owner ?? s.usertags.pending.find((p) => p.postId === postId)?.ownerId ?? '';
    const mine = post?.usertags?.find((t) => t.userId === viewerId);
    const wasPending = mine?.pending === true || s.usertags.pending.some((p) => p.postId === postId);
    const username = s.users.users[viewerId]?.username ?? '';
    return {
      postId,
      ownerId,
      ownerUsername: s.users.users[ownerId]?.username ?? ownerId,
      tag: { userId: viewerId, username, x: mine?.x ?? 0.5, y: mine?.y ?? 0.5, pending: wasPending },
    };
  };
  return {
    loadUsertagReview: async () => {
      await ready();
      return readIntoSlice(core, 'tags of you: pending tags', async () => {
        const res = await core.transport.request<WirePendingUsertagsResponse>({ method: 'GET', path: UsertagsPath.pending });
        const bundle = emptyBundle();
        const pending = res.pending.map(({ media }) => ({ postId: addPost(media, bundle), ownerId: media.owner.id }));
        store.dispatch({ type: 'people-loaded', bundle });
        store.dispatch({ type: 'usertags-loaded', enabled: res.enabled, pending });
      });
    },
    removeMeFromPost: async (postId) => {
      await ready();
      return mutate('usertag-untag', argsOf(postId));
    },
    reviewUsertag: async (postId, approve) => {
      await ready();
      return mutate('usertag-review', { ...argsOf(postId), approve });
    },
    setUsertagReview: async (enabled) => {
      await ready();
      return mutate('usertag-review-preference', { enabled });
    },
  };
}
