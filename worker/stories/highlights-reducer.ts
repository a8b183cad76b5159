/**
 * Added (highlights): the highlight part of the stories slice, pure (tests beside). Highlight
 * reels live in `reels` (ids 'highlight:<id>', never expiring) so the story viewer plays them;
 * `highlightReelsByUserId` is each user's row, newest first (001 §3). Pending creates, edits and
 * deletes are re-applied after reads (DESIGN.md rule 5: 'highlights-loaded' is server data), so
 * each requested action is idempotent.
 */
import type { HighlightsAction } from './highlights-actions';
import { highlightItem, isCopyOfPendingHighlight, localHighlight, reelIdOfHighlight, rowOrder, storyIdOf } from './highlights-rules';
import type { ReelsBundle } from './stories-actions';
import type { Reel, StoriesState, StoryItem } from './stories-state';

const withoutItemsOf = (items: Record<string, StoryItem>, reelId: string): Record<string, StoryItem> => {
  const out: Record<string, StoryItem> = {};
  for (const [id, i] of Object.entries(items)) if (i.reelId !== reelId) out[id] = i;
  return out;
};

/** Puts the reels; a reel read without items (a row read) keeps the items held, read again before it plays when its count changed. */
function putHighlights(state: StoriesState, bundle: ReelsBundle): Pick<StoriesState, 'reels' | 'items'> {
  const reels = { ...state.reels };
  let items = state.items;
  for (const r of bundle.reels) {
    const held = reels[r.id];
    const rowOnly = r.itemIds.length === 0;
    if (rowOnly && held && held.itemIds.length > 0) {
      reels[r.id] = { ...r, itemIds: held.itemIds, didInvalidate: held.didInvalidate || held.highlight?.mediaCount !== r.highlight?.mediaCount };
      continue;
    }
    items = withoutItemsOf(items, r.id);
    reels[r.id] = r;
  }
  if (bundle.items.length > 0) items = { ...items, ...Object.fromEntries(bundle.items.map((i) => [i.id, i])) };
  return { reels, items };
}

function dropReel(state: StoriesState, reelId: string): StoriesState {
  if (!state.reels[reelId]) return state;
  const { [reelId]: _gone, ...reels } = state.reels;
  return { ...state, reels, items: withoutItemsOf(state.items, reelId) };
}

function setRow(state: StoriesState, userId: string, ids: readonly string[]): StoriesState {
  const row = rowOrder([...new Set(ids)], state.reels);
  return { ...state, highlightReelsByUserId: { ...state.highlightReelsByUserId, [userId]: row } };
}

function changeReel(state: StoriesState, id: string, fn: (r: Reel) => Reel): StoriesState {
  const reel = state.reels[id];
  return reel ? { ...state, reels: { ...state.reels, [id]: fn(reel) } } : state;
}

/** A reel put in place of another (a highlight made offline, answered): the viewer's position follows. */
function renamed(state: StoriesState, from: string, to: string): StoriesState {
  if (state.currentReelId !== from) return state;
  return { ...state, currentReelId: to, currentTrayOrder: state.currentTrayOrder.map((id) => (id === from ? to : id)) };
}

/** A highlight made offline that the server did not make (or made and saw deleted): out of the slice and its row. */
function createFailed(state: StoriesState, clientId: string): StoriesState {
  const localId = reelIdOfHighlight(clientId);
  const userId = state.reels[localId]?.userId;
  const next = dropReel(state, localId);
  return userId === undefined ? next : setRow(next, userId, (next.highlightReelsByUserId[userId] ?? []).filter((id) => id !== localId));
}

export function highlightsReducer(state: StoriesState, action: HighlightsAction): StoriesState {
  switch (action.type) {
    case 'highlights-loaded': {
      const read = new Set(action.bundle.reels.map((r) => r.id));
      let next: StoriesState = { ...state, ...putHighlights(state, action.bundle) };
      // Gone at the server (deleted elsewhere): out of the row and the slice; pending ones are re-applied after.
      for (const id of state.highlightReelsByUserId[action.userId] ?? []) if (!read.has(id)) next = dropReel(next, id);
      return setRow(next, action.userId, [...read]);
    }
    case 'highlight-archive-requested':
      return { ...state, archive: { ...state.archive, isLoading: true } };
    case 'highlight-archive-loaded': {
      const before = action.append ? state.archive.items : [];
      const seen = new Set(before.map((i) => i.id));
      const items = [...before, ...action.items.filter((i) => !seen.has(i.id))];
      return { ...state, archive: { items, nextMaxId: action.nextMaxId, moreAvailable: action.moreAvailable, loaded: true, isLoading: false } };
    }
    case 'highlight-archive-failed':
      return { ...state, archive: { ...state.archive, isLoading: false } };
    case 'highlight-create-requested': {
      const { reel, items } = localHighlight(action.args, action.createdAt);
      if (state.reels[reel.id]) return state;
      // Already made (its answer lost) and read with the row: shown once, as the server's.
      if ((state.highlightReelsByUserId[action.args.userId] ?? []).some((id) => isCopyOfPendingHighlight(state.reels[id], action.args, action.createdAt))) return state;
      const next = { ...state, reels: { ...state.reels, [reel.id]: reel }, items: { ...state.items, ...Object.fromEntries(items.map((i) => [i.id, i])) } };
      return setRow(next, action.args.userId, [reel.id, ...(state.highlightReelsByUserId[action.args.userId] ?? [])]);
    }
    case 'highlight-create-succeeded': {
      const localId = reelIdOfHighlight(action.clientId);
      const made = action.bundle.reels[0];
      const userId = state.reels[localId]?.userId ?? made?.userId;
      // Deleted meanwhile (a deletion is always newer than its create's success): as a failure, nothing to show.
      if (made?.highlight !== undefined && state.highlightsDeleted?.[made.highlight.highlightReelId] === true) return createFailed(state, action.clientId);
      let next = dropReel(state, localId);
      if (!made || userId === undefined) return next;
      next = renamed({ ...next, ...putHighlights(next, action.bundle) }, localId, made.id);
      const row = (next.highlightReelsByUserId[userId] ?? []).map((id) => (id === localId ? made.id : id));
      return setRow(next, userId, row.includes(made.id) ? row : [made.id, ...row]);
    }
    case 'highlight-create-failed':
      return createFailed(state, action.clientId);
    case 'highlight-edit-requested': {
      const reelId = reelIdOfHighlight(action.highlightId);
      const reel = state.reels[reelId];
      if (!reel?.highlight) return state;
      const gone = new Set(action.removedStoryIds);
      // Stories added from the archive show at once, in the server's order (oldest first).
      const held = new Set(reel.itemIds.map(storyIdOf));
      const added = action.addedItems.filter((p) => !held.has(p.id) && !gone.has(p.id)).map((p) => highlightItem(reelId, p));
      const items = added.length === 0 ? state.items : { ...state.items, ...Object.fromEntries(added.map((i) => [i.id, i])) };
      const takenAt = (id: string) => items[id]?.takenAt ?? 0;
      const kept = reel.itemIds.filter((id) => !gone.has(storyIdOf(id)));
      const itemIds = added.length === 0 ? kept : [...kept, ...added.map((i) => i.id)].sort((a, b) => takenAt(a) - takenAt(b));
      const h = reel.highlight;
      const chosen = action.coverStoryId === null ? undefined : itemIds.find((id) => storyIdOf(id) === action.coverStoryId);
      const coverGone = gone.has(storyIdOf(h.coverItemId));
      const cover = chosen ?? (coverGone ? itemIds[0] : h.coverItemId);
      const thumbnailUrl = cover !== undefined && cover !== h.coverItemId ? items[cover]?.thumbnailSrc ?? h.thumbnailUrl : h.thumbnailUrl;
      // A row read holds no items: the count moves by what this edit changes.
      const mediaCount = reel.itemIds.length === 0 ? h.mediaCount - gone.size + added.length : itemIds.length;
      const highlight = { ...h, title: action.title ?? h.title, coverItemId: cover ?? h.coverItemId, thumbnailUrl, mediaCount };
      return { ...state, items, reels: { ...state.reels, [reelId]: { ...reel, itemIds, highlight } } };
    }
    case 'highlight-edit-succeeded':
      return action.bundle ? { ...state, ...putHighlights(state, action.bundle) } : state;
    case 'highlight-edit-failed':
      return changeReel(state, reelIdOfHighlight(action.highlightId), (r) => {
        const h = r.highlight;
        // A newer title (a later edit's, a read's) stays: only the refused edit's own is taken back
        // (issue 17, the sync model: a tab opened on a refused rename showed the title before it
        // over the later rename the server holds). The same for the cover it chose.
        const title = h && action.title !== null && h.title === action.title ? action.previous.title : h?.title;
        const before = action.previous.coverItemId;
        const coverBack = h && action.coverStoryId !== null && before !== undefined && storyIdOf(h.coverItemId) === action.coverStoryId && state.items[before] !== undefined;
        const highlight = h && (title !== h.title || coverBack)
          ? { ...h, title: title ?? h.title, ...(coverBack ? { coverItemId: before, thumbnailUrl: state.items[before]?.thumbnailSrc ?? h.thumbnailUrl } : {}) }
          : h;
        return {
          ...r,
          itemIds: action.previous.itemIds.filter((id) => state.items[id] !== undefined),
          didInvalidate: true,
          ...(highlight ? { highlight } : {}),
        };
      });
    case 'highlight-delete-requested': {
      const reelId = reelIdOfHighlight(action.highlightId);
      const userId = state.reels[reelId]?.userId;
      if (userId === undefined) return state;
      const row = state.highlightReelsByUserId[userId] ?? [];
      return row.includes(reelId) ? setRow(state, userId, row.filter((id) => id !== reelId)) : state;
    }
    case 'highlight-delete-succeeded':
      return { ...dropReel(state, reelIdOfHighlight(action.highlightId)), highlightsDeleted: { ...state.highlightsDeleted, [action.highlightId]: true } };
    case 'highlight-delete-failed': {
      const reelId = reelIdOfHighlight(action.highlightId);
      const userId = state.reels[reelId]?.userId;
      return userId === undefined ? state : setRow(state, userId, [...(state.highlightReelsByUserId[userId] ?? []), reelId]);
    }
  }
}
