/**
 * Added (stories): the StoriesApi part of the engine (../stories-types.ts). Reads go into the
 * stories slice (persisted: the tray and reels open offline from it); the seen mark is the
 * `story-seen` outbox mutation (DESIGN.md rules 1–7), queued only when newer than the reel's
 * mark, so the one waiting per reel is always the newest (it replaces older ones: 'set').
 */
import type { MutationArgsMap, MutationName } from '../../sync';
import type { WireReelsMediaResponse, WireReelsTrayResponse } from '../../sync/api/stories-wire';
import { StoriesPath } from '../../sync/api/stories-wire';
import type { EngineCore } from '../engine/core';
import { readIntoSlice } from '../engine/slice-read';
import type { StoriesApi } from '../stories-types';
import { normalizeReels } from './stories-normalize';
import { initialItemIndex, orderTray, prefetchReelIds, stepPosition } from './stories-rules';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

/** A stories read (the highlights' too, ./highlights-api.ts), logged as "stories: …". */
export const storiesRead = (core: EngineCore, what: string, fetch: () => Promise<void>, failed?: () => void) => readIntoSlice(core, `stories: ${what}`, fetch, failed);

export function createStoriesApi(core: EngineCore, ready: () => Promise<void>, mutate: Mutate, nowMs: () => number): StoriesApi {
  const { store } = core;
  const nowSeconds = () => Math.floor(nowMs() / 1000);

  /** 001 §4 "Story media loading marks reels loading; loaded clears loading and trayLoadingId; failed clears both." */
  const loadReels = (ref: { reelIds: string[]; usernames: string[] }, openedId: string | null) =>
    storiesRead(core, 'reel media', async () => {
      store.dispatch({ type: 'stories-media-requested', reelIds: ref.reelIds, openedId });
      const query: Record<string, string> = {};
      if (ref.reelIds.length > 0) query['reel_ids'] = ref.reelIds.join(',');
      if (ref.usernames.length > 0) query['usernames'] = ref.usernames.join(',');
      const res = await core.transport.request<WireReelsMediaResponse>({ method: 'GET', path: StoriesPath.reelsMedia, query });
      const { bundle, people } = normalizeReels(Object.values(res.reels));
      store.dispatch({ type: 'people-loaded', bundle: people });
      store.dispatch({ type: 'stories-media-loaded', reelIds: ref.reelIds, bundle });
    }, () => store.dispatch({ type: 'stories-media-failed', reelIds: ref.reelIds }));

  /** Reels near the current one that are not held (or stale) are read ahead (001 §9: 2 ahead, 1 behind). */
  const prefetch = () => {
    const s = store.getState().stories;
    const wanted = prefetchReelIds(s.currentTrayOrder, s.currentReelId).filter((id) => {
      const r = s.reels[id];
      return r === undefined || r.didInvalidate || r.itemIds.length === 0;
    });
    if (wanted.length > 0) void loadReels({ reelIds: wanted, usernames: [] }, null);
  };

  return {
    loadStoriesTray: async () => {
      await ready();
      store.dispatch({ type: 'stories-tray-purged', nowSeconds: nowSeconds() });
      return storiesRead(core, 'tray', async () => {
        const res = await core.transport.request<WireReelsTrayResponse>({ method: 'GET', path: StoriesPath.tray });
        const { bundle, people } = normalizeReels(res.tray);
        store.dispatch({ type: 'people-loaded', bundle: people });
        store.dispatch({ type: 'stories-tray-loaded', bundle });
      });
    },
    openStories: async (username, from, mediaId) => {
      await ready();
      store.dispatch({ type: 'stories-tray-purged', nowSeconds: nowSeconds() });
      store.dispatch({ type: 'stories-page-loaded', initialMediaId: mediaId });
      const held = () => {
        const s = store.getState();
        const id = s.users.usernameToId[username];
        const reel = id === undefined ? undefined : s.stories.reels[id];
        return reel && reel.itemIds.length > 0 ? reel : undefined;
      };
      let offline = false;
      const known = held();
      if (!known || known.didInvalidate) {
        const id = store.getState().users.usernameToId[username];
        const result = await loadReels(id === undefined ? { reelIds: [], usernames: [username] } : { reelIds: [id], usernames: [] }, id ?? null);
        if (!result.ok && !known) return result;
        offline = result.ok && result.value.offline;
      }
      const reel = held();
      if (!reel) {
        store.dispatch({ type: 'stories-viewer-closed' });
        return { ok: true, value: { reelId: null, offline } };
      }
      const s = store.getState();
      const order = from === 'tray' && s.stories.feedTray.includes(reel.id)
        ? orderTray(s.stories.feedTray, s.stories.reels, s.users.viewerId, nowSeconds())
        : [reel.id];
      const at = mediaId === null ? -1 : reel.itemIds.indexOf(mediaId);
      const index = at >= 0 ? at : initialItemIndex(reel, s.stories.items, s.stories.localLastIndexByReel[reel.id], 'forward');
      store.dispatch({ type: 'stories-viewer-opened', order, reelId: reel.id, index });
      prefetch();
      return { ok: true, value: { reelId: reel.id, offline } };
    },
    stepStory: async (direction) => {
      await ready();
      const s = store.getState();
      const { currentReelId, currentTrayOrder, reels, items, localLastIndexByReel } = s.stories;
      if (currentReelId === null) return null;
      const next = stepPosition(currentTrayOrder, reels, items, localLastIndexByReel, { reelId: currentReelId, index: s.stories.currentReelItemIndex }, direction);
      if (next === null) return null;
      store.dispatch({ type: 'stories-current-set', reelId: next.reelId, index: next.index });
      if (next.reelId !== currentReelId) prefetch();
      const userId = reels[next.reelId]?.userId ?? '';
      return { ...next, username: store.getState().users.users[userId]?.username ?? '' };
    },
    closeStories: async () => {
      await ready();
      store.dispatch({ type: 'stories-viewer-closed' });
    },
    markStorySeen: async (reelId, itemId) => {
      await ready();
      const s = store.getState();
      const reel = s.stories.reels[reelId];
      const item = s.stories.items[itemId];
      // Added (highlights): a highlight has no seen mark (001 §7 marks a user reel's items).
      if (!reel || reel.highlight || !item || item.reelId !== reelId || item.takenAt <= reel.seen) return;
      const username = s.users.users[reel.userId]?.username ?? '';
      await mutate('story-seen', { reelId, ownerId: reel.userId, username, itemId, takenAt: item.takenAt });
    },
  };
}
