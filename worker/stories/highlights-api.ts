/**
 * Added (highlights): the HighlightsApi part of the engine (../highlights-types.ts). Reads go
 * into the stories slice (persisted: a profile's row and a highlight played open offline);
 * create, edit and delete are named outbox mutations (DESIGN.md rules 1–7). A highlight still
 * waiting to be made (a client id) is not edited or deleted until the server made it.
 */
import { CLIENT_ID_PREFIX, isClientId } from '../../sync';
import type { HighlightItemPreview, MutationArgsMap, MutationName } from '../../sync';
import type { WireHighlightsTrayResponse, WireReelsMediaWithHighlights, WireStoryArchiveResponse } from '../../sync/api/highlights-wire';
import { DEFAULT_HIGHLIGHT_TITLE, highlightIdOf, HighlightLimits, HighlightsPath } from '../../sync/api/highlights-wire';
import { StoriesPath } from '../../sync/api/stories-wire';
import type { EngineCore } from '../engine/core';
import type { HighlightsApi } from '../highlights-types';
import { checkedTitle, reelIdOfHighlight, storyIdOf } from './highlights-rules';
import { storiesRead } from './stories-api';
import { normalizeReels, normalizeStoryItem } from './stories-normalize';
import { ARCHIVE_REEL_ID } from './stories-state';
import type { Reel, StoryItem } from './stories-state';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

const preview = (i: StoryItem): HighlightItemPreview => ({
  id: storyIdOf(i.id),
  isVideo: i.isVideo,
  takenAt: i.takenAt,
  width: i.width,
  height: i.height,
  displayUrl: i.displayUrl,
  thumbnailSrc: i.thumbnailSrc,
  videoUrl: i.videoUrl,
  videoDurationMs: i.videoDurationMs,
  caption: i.caption,
});

export function createHighlightsApi(core: EngineCore, ready: () => Promise<void>, mutate: Mutate, uuid: () => string): HighlightsApi {
  const { store } = core;
  /** A highlight of the viewer's the server has made. */
  const own = async (highlightId: string): Promise<Reel> => {
    await ready();
    const s = store.getState();
    const reel = s.stories.reels[reelIdOfHighlight(highlightId)];
    if (!reel?.highlight || reel.userId !== s.users.viewerId) throw new Error('no such highlight');
    if (isClientId(highlightId)) throw new Error('this highlight is still being made');
    return reel;
  };
  const heldReelId = (address: string): string | null => {
    let raw = address;
    try {
      raw = decodeURIComponent(address);
    } catch {
      // Not an encoded id: taken as it is.
    }
    const reels = store.getState().stories.reels;
    // A highlight made offline plays by its client id ('local:…') until the server answers.
    if (reels[reelIdOfHighlight(raw)]) return reelIdOfHighlight(raw);
    const id = highlightIdOf(raw);
    return id === null ? null : reelIdOfHighlight(id);
  };
  return {
    loadHighlights: async (userId) => {
      await ready();
      return storiesRead(core, 'highlights row', async () => {
        const res = await core.transport.request<WireHighlightsTrayResponse>({ method: 'GET', path: HighlightsPath.tray(userId) });
        const { bundle, people } = normalizeReels(res.tray);
        store.dispatch({ type: 'people-loaded', bundle: people });
        store.dispatch({ type: 'highlights-loaded', userId, bundle });
      });
    },
    openHighlight: async (raw) => {
      await ready();
      const reelId = heldReelId(raw);
      if (reelId === null) return { ok: true, value: { reelId: null, offline: false } };
      store.dispatch({ type: 'stories-page-loaded', initialMediaId: null });
      const held = () => {
        const r = store.getState().stories.reels[reelId];
        return r && r.itemIds.length > 0 ? r : undefined;
      };
      let offline = false;
      const known = held();
      // A highlight is read again whenever there is a connection (it never expires, so what is
      // held may be stale or deleted); what is held plays when there is no answer. One made
      // offline (a client id) is not at the server yet.
      const local = isClientId(known?.highlight?.highlightReelId ?? '');
      if (!local && (!known || known.didInvalidate || store.getState().status.online)) {
        const result = await storiesRead(core, 'highlight', async () => {
          store.dispatch({ type: 'stories-media-requested', reelIds: [reelId], openedId: reelId });
          const res = await core.transport.request<WireReelsMediaWithHighlights>({ method: 'GET', path: StoriesPath.reelsMedia, query: { reel_ids: reelId } });
          const { bundle, people } = normalizeReels(Object.values(res.reels));
          store.dispatch({ type: 'people-loaded', bundle: people });
          store.dispatch({ type: 'stories-media-loaded', reelIds: [reelId], bundle });
        }, () => store.dispatch({ type: 'stories-media-failed', reelIds: [reelId] }));
        if (!result.ok && !known) return result;
        offline = result.ok && result.value.offline;
      }
      if (!held()) {
        store.dispatch({ type: 'stories-viewer-closed' });
        return { ok: true, value: { reelId: null, offline } };
      }
      store.dispatch({ type: 'stories-viewer-opened', order: [reelId], reelId, index: 0 });
      return { ok: true, value: { reelId, offline } };
    },
    loadArchive: async (more) => {
      await ready();
      const { archive } = store.getState().stories;
      if (more && (!archive.moreAvailable || archive.isLoading)) return { ok: true, value: { offline: false } };
      return storiesRead(core, 'archive', async () => {
        store.dispatch({ type: 'highlight-archive-requested' });
        const query: Record<string, string> = more && archive.nextMaxId !== null ? { max_id: archive.nextMaxId } : {};
        const res = await core.transport.request<WireStoryArchiveResponse>({ method: 'GET', path: HighlightsPath.archive, query });
        const items = res.items.map((i) => normalizeStoryItem(i, ARCHIVE_REEL_ID));
        store.dispatch({ type: 'highlight-archive-loaded', items, nextMaxId: res.next_max_id, moreAvailable: res.more_available, append: more });
      }, () => store.dispatch({ type: 'highlight-archive-failed' }));
    },
    createHighlight: async (title, storyIds, coverStoryId) => {
      await ready();
      const checked = checkedTitle(title);
      if (checked === null) throw new Error(`a title has at most ${HighlightLimits.titleMax} characters`);
      const s = store.getState();
      const byId = new Map(s.stories.archive.items.map((i) => [i.id, i]));
      const items = [...new Set(storyIds)].flatMap((id) => byId.get(id) ?? []).slice(0, HighlightLimits.itemsMax);
      if (items.length === 0) throw new Error('pick at least one story');
      const viewerId = s.users.viewerId;
      if (viewerId === null) throw new Error('not logged in');
      await mutate('highlight-create', {
        clientId: `${CLIENT_ID_PREFIX}${uuid()}`,
        userId: viewerId,
        title: checked === '' ? DEFAULT_HIGHLIGHT_TITLE : checked,
        coverStoryId: coverStoryId !== null && byId.has(coverStoryId) ? coverStoryId : null,
        items: items.map(preview),
      });
    },
    editHighlight: async (highlightId, change) => {
      const reel = await own(highlightId);
      const title = change.title === null ? null : checkedTitle(change.title);
      if (change.title !== null && title === null) throw new Error(`a title has at most ${HighlightLimits.titleMax} characters`);
      const previous = { title: reel.highlight?.title ?? '', itemIds: reel.itemIds, coverItemId: reel.highlight?.coverItemId ?? '' };
      const newTitle = title === null || title === previous.title ? null : title === '' ? DEFAULT_HIGHLIGHT_TITLE : title;
      const held = new Set(reel.itemIds.map(storyIdOf));
      const removed = [...new Set(change.removedStoryIds)].filter((id) => held.has(id));
      const archive = new Map(store.getState().stories.archive.items.map((i) => [i.id, i]));
      const added = [...new Set(change.addedStoryIds ?? [])].filter((id) => !held.has(id)).flatMap((id) => archive.get(id) ?? []);
      const after = new Set([...[...held].filter((id) => !removed.includes(id)), ...added.map((i) => i.id)]);
      if (after.size === 0) throw new Error('a highlight keeps at least one story');
      if (after.size > HighlightLimits.itemsMax) throw new Error(`a highlight holds at most ${HighlightLimits.itemsMax} stories`);
      const cover = change.coverStoryId ?? null;
      if (cover !== null && !after.has(cover)) throw new Error('the cover is one of the highlight\'s stories');
      const newCover = cover === null || cover === storyIdOf(previous.coverItemId) ? null : cover;
      if (newTitle === null && removed.length === 0 && added.length === 0 && newCover === null) return;
      await mutate('highlight-edit', { highlightId, title: newTitle, removedStoryIds: removed, addedItems: added.map(preview), coverStoryId: newCover, previous });
    },
    deleteHighlight: async (highlightId) => {
      const reel = await own(highlightId);
      await mutate('highlight-delete', { highlightId, title: reel.highlight?.title ?? '' });
    },
  };
}
