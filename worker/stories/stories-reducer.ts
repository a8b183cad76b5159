/**
 * Added (stories): the stories slice's reducer, pure (001 §4 Stories; a test per rule beside).
 * Server reads (`stories-tray-loaded`, `stories-media-loaded`) are server data: the store
 * re-applies pending seen marks after them (DESIGN.md rule 5), and a mark keeps the maximum,
 * so re-applying is safe. A refused mark changes nothing here (the next read shows the
 * server's value; a refusal means the reel is gone for this viewer anyway).
 */
import type { ReelsBundle, StoriesAction } from './stories-actions';
import type { Reel, StoriesState, StoryItem } from './stories-state';

function putReels(state: StoriesState, bundle: ReelsBundle): Pick<StoriesState, 'reels' | 'items'> {
  const reels = { ...state.reels };
  const items = { ...state.items };
  for (const r of bundle.reels) {
    for (const old of reels[r.id]?.itemIds ?? []) delete items[old];
    reels[r.id] = { ...r, isLoading: false, didInvalidate: false };
  }
  for (const i of bundle.items) items[i.id] = i;
  return { reels, items };
}

function changeReel(state: StoriesState, id: string, fn: (r: Reel) => Reel): StoriesState {
  const reel = state.reels[id];
  if (!reel) return state;
  const next = fn(reel);
  return next === reel ? state : { ...state, reels: { ...state.reels, [id]: next } };
}

function withoutReels(state: StoriesState, gone: ReadonlySet<string>): Pick<StoriesState, 'reels' | 'items' | 'feedTray'> {
  if (gone.size === 0) return { reels: state.reels, items: state.items, feedTray: state.feedTray };
  const reels: Record<string, Reel> = {};
  for (const [id, r] of Object.entries(state.reels)) if (!gone.has(id)) reels[id] = r;
  const items: Record<string, StoryItem> = {};
  for (const [id, i] of Object.entries(state.items)) if (!gone.has(i.reelId)) items[id] = i;
  return { reels, items, feedTray: state.feedTray.filter((id) => !gone.has(id)) };
}

/** 001 §4 "Tray purge removes expired reels" (and the expired items of the others). */
function purged(state: StoriesState, now: number): StoriesState {
  const gone = new Set(Object.values(state.reels).filter((r) => now >= r.expiringAt).map((r) => r.id));
  const expiredItems = Object.values(state.items).filter((i) => now >= i.expiringAt && !gone.has(i.reelId));
  if (gone.size === 0 && expiredItems.length === 0) return state;
  const kept = withoutReels(state, gone);
  if (expiredItems.length === 0) return { ...state, ...kept };
  const dead = new Set(expiredItems.map((i) => i.id));
  const items = { ...kept.items };
  for (const id of dead) delete items[id];
  const reels = { ...kept.reels };
  for (const i of expiredItems) {
    const r = reels[i.reelId];
    if (r) reels[i.reelId] = { ...r, itemIds: r.itemIds.filter((x) => !dead.has(x)) };
  }
  return { ...state, ...kept, reels, items };
}

const setLoading = (state: StoriesState, ids: readonly string[], on: boolean): Record<string, Reel> => {
  const reels = { ...state.reels };
  for (const id of ids) {
    const r = reels[id];
    if (r && r.isLoading !== on) reels[id] = { ...r, isLoading: on };
  }
  return reels;
};

const atPosition = (state: StoriesState, reelId: string, index: number): StoriesState => ({
  ...state,
  currentReelId: reelId,
  currentReelItemIndex: index,
  localLastIndexByReel: state.localLastIndexByReel[reelId] === index ? state.localLastIndexByReel : { ...state.localLastIndexByReel, [reelId]: index },
  tappedObjectId: null,
  isAppAttributionOpen: false,
});

export function storiesReducer(state: StoriesState, action: StoriesAction): StoriesState {
  switch (action.type) {
    case 'stories-tray-loaded':
      return {
        ...state,
        ...putReels(state, action.bundle),
        feedTray: action.bundle.reels.map((r) => r.id),
        trayLoaded: true,
        traySession: state.traySession + 1,
        currentTrayOrder: [],
        currentReelId: null,
        currentReelItemIndex: 0,
        localLastIndexByReel: {},
        tappedObjectId: null,
        isAppAttributionOpen: false,
      };
    case 'stories-tray-cleared':
      return state.currentTrayOrder.length === 0 ? state : { ...state, currentTrayOrder: [] };
    case 'stories-media-requested':
      return { ...state, reels: setLoading(state, action.reelIds, true), trayLoadingId: action.openedId ?? state.trayLoadingId };
    case 'stories-media-loaded': {
      const answered = new Set(action.bundle.reels.map((r) => r.id));
      const put = { ...state, ...putReels(state, action.bundle) };
      const gone = withoutReels(put, new Set(action.reelIds.filter((id) => !answered.has(id))));
      return { ...put, ...gone, trayLoadingId: null, isLoading: false };
    }
    case 'stories-media-failed':
      return { ...state, reels: setLoading(state, action.reelIds, false), trayLoadingId: null, isLoading: false };
    case 'stories-page-loaded':
      return { ...state, isLoading: true, initialMediaId: action.initialMediaId };
    case 'stories-viewer-opened':
      return { ...atPosition(state, action.reelId, action.index), currentTrayOrder: action.order, isLoading: false };
    case 'stories-current-set':
      return atPosition(state, action.reelId, action.index);
    case 'stories-viewer-closed':
      return state.currentReelId === null && state.initialMediaId === null ? state : { ...state, currentReelId: null, currentReelItemIndex: 0, initialMediaId: null };
    case 'stories-invalidated':
      return changeReel(state, action.reelId, (r) => (r.didInvalidate ? r : { ...r, didInvalidate: true }));
    case 'stories-tray-purged':
      return purged(state, action.nowSeconds);
    case 'story-seen-requested':
      return changeReel(state, action.reelId, (r) => (r.seen >= action.takenAt ? r : { ...r, seen: action.takenAt }));
    case 'story-seen-succeeded':
      return changeReel(state, action.reelId, (r) => (r.seen >= action.seen ? r : { ...r, seen: action.seen }));
    case 'story-seen-failed':
      return state;
  }
}
