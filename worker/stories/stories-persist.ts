/**
 * Added (stories): the stories slice as the cache keeps it (001 §3 Client cache "stories.feedTray
 * and reels"): the tray ids and the reels with their items, loading flags off; the viewing
 * session is of the moment. "Restoring drops expired reels" (and expired items).
 */
import { isFiniteNum, isObj, strArray } from '../persistence/validate';
import type { Reel, StoriesState, StoryItem } from './stories-state';
import type { StoryViewersPage } from './story-viewers';
import { restoreStoryViewers } from './story-viewers';

export interface PersistedStories {
  feedTray: string[];
  reels: Record<string, Reel>;
  items: Record<string, StoryItem>;
  /** Added (highlights): each user's highlights row (their reels are in `reels`, never expiring); absent in older caches. */
  highlightReelsByUserId?: Record<string, string[]>;
  /** Added (story replies): who saw the viewer's own items (./story-viewers.ts). */
  viewersPageInfo?: Record<string, StoryViewersPage>;
}

const memo = new WeakMap<StoriesState, PersistedStories | null>();

/** Memoised by the slice's identity; null until the tray was read. */
export function persistedStories(state: StoriesState): PersistedStories | null {
  const known = memo.get(state);
  if (known !== undefined) return known;
  let out: PersistedStories | null = null;
  // Added (highlights): a highlights row read before the tray is kept too.
  if (state.trayLoaded || Object.keys(state.highlightReelsByUserId).length > 0) {
    const reels: Record<string, Reel> = {};
    for (const [id, r] of Object.entries(state.reels)) reels[id] = r.isLoading ? { ...r, isLoading: false } : r;
    out = { feedTray: state.feedTray, reels, items: state.items, highlightReelsByUserId: state.highlightReelsByUserId, viewersPageInfo: state.viewersPageInfo };
  }
  memo.set(state, out);
  return out;
}

function isReel(v: unknown): v is Reel {
  return isObj(v) && typeof v.id === 'string' && typeof v.userId === 'string' && strArray(v.itemIds) && isFiniteNum(v.latestReelMedia)
    && isFiniteNum(v.expiringAt) && isFiniteNum(v.seen) && isFiniteNum(v.rankedPosition) && isFiniteNum(v.seenRankedPosition) && typeof v.muted === 'boolean';
}

function isItem(v: unknown): v is StoryItem {
  return isObj(v) && typeof v.id === 'string' && typeof v.reelId === 'string' && typeof v.isVideo === 'boolean' && isFiniteNum(v.takenAt)
    && isFiniteNum(v.expiringAt) && typeof v.displayUrl === 'string' && Array.isArray(v.displayResources);
}

/** A cached value back, without what expired by `nowSeconds`; null when it is not one (the cache is then invalid and logged). */
export function restoreStories(value: unknown, nowSeconds: number): PersistedStories | null {
  if (!isObj(value) || !strArray(value.feedTray) || !isObj(value.reels) || !isObj(value.items)) return null;
  if (!Object.values(value.reels).every(isReel) || !Object.values(value.items).every(isItem)) return null;
  const rows = value.highlightReelsByUserId;
  if (rows !== undefined && (!isObj(rows) || !Object.values(rows).every(strArray))) return null;
  const v = value as unknown as PersistedStories;
  const items: Record<string, StoryItem> = {};
  for (const [id, i] of Object.entries(v.items)) if (nowSeconds < i.expiringAt) items[id] = i;
  const reels: Record<string, Reel> = {};
  for (const [id, r] of Object.entries(v.reels)) {
    if (nowSeconds >= r.expiringAt) continue;
    const itemIds = r.itemIds.filter((i) => items[i] !== undefined);
    // A highlight (never expiring) is kept for its row even before its items were read.
    if (itemIds.length > 0 || r.highlight !== undefined) reels[id] = { ...r, itemIds, isLoading: false };
  }
  for (const [id, i] of Object.entries(items)) if (reels[i.reelId] === undefined) delete items[id];
  const highlightReelsByUserId: Record<string, string[]> = {};
  for (const [userId, ids] of Object.entries(v.highlightReelsByUserId ?? {})) highlightReelsByUserId[userId] = ids.filter((id) => reels[id] !== undefined);
  const viewersPageInfo = restoreStoryViewers(value.viewersPageInfo, new Set(Object.keys(items)));
  return { feedTray: v.feedTray.filter((id) => reels[id] !== undefined), reels, items, highlightReelsByUserId, viewersPageInfo };
}
