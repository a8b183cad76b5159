/**
 * Added (profile), issue 12: the viewer's collections of saved posts (001 §3 Post
 * savedByViewerToCollection; owner only), as the worker holds, mirrors and persists them.
 * Small (a person has a few): one slice, one meta record, no entity table.
 */
import { isClientId } from '../../sync';

export interface SavedCollection {
  /** The server's id, or 'local:<uuid>' while its create waits. */
  id: string;
  name: string;
  /** Its posts as the server last counted them (without `pendingPostIds`). */
  count: number;
  /** Up to 4 thumbnails of its newest posts. */
  coverUrls: string[];
  /** Posts added on this device whose add waits, newest first: shown in it and counted. */
  pendingPostIds: string[];
  /** Posts added on this device since its posts were last read, newest first: shown first in it. */
  addedPostIds: string[];
  /**
   * Added (people): posts taken out on this device whose remove waits (not shown, not counted),
   * then, answered, until its posts are read again (not shown). Absent in records stored before.
   */
  removingPostIds?: string[];
  removedPostIds?: string[];
}

export interface CollectionsState {
  /** Newest first; the ones still being made first of all. */
  ids: string[];
  byId: Record<string, SavedCollection>;
  /** The server's list has been read (or restored) at least once. */
  loaded: boolean;
  /**
   * Added (people): collections whose delete waits, off the list, each with where it stood: a
   * refusal puts it back there. Not persisted (the persisted list holds them; the outbox re-applies the delete).
   */
  deleting?: Record<string, { collection: SavedCollection; index: number }>;
  /**
   * Added: the collections deleted here, answered (not persisted): a create's late success (its
   * answer lost, the collection read with the list and deleted meanwhile, the create's retry
   * answered with its first result) brings none back (issue 17, the sync model).
   */
  deleted?: Record<string, true>;
}

/** A collection as an answer tells it. */
export interface CollectionPatch {
  id: string;
  name: string;
  count: number;
  coverUrls: string[];
}

/** Added (people): a post taken out here (its remove waiting or answered) and not added again since. */
export function isRemovedHere(c: SavedCollection, postId: string): boolean {
  if (c.pendingPostIds.includes(postId)) return false;
  return (c.removingPostIds ?? []).includes(postId) || (c.removedPostIds ?? []).includes(postId);
}

/** Added (people): the count a collection shows: the server's, plus the adds and less the removes that wait. */
export function shownCollectionCount(c: SavedCollection): number {
  return Math.max(0, c.count + c.pendingPostIds.length - (c.removingPostIds ?? []).length);
}

/** Posts of a collection known here, newest first: added on this device (waiting, then answered) before the pages read, less those taken out here. */
export function shownPostIds(c: SavedCollection | undefined, read: readonly string[]): string[] {
  const local = c ? [...c.pendingPostIds, ...c.addedPostIds] : [];
  const all = [...new Set([...local, ...read])];
  return c ? all.filter((id) => !isRemovedHere(c, id)) : all;
}

export function initialCollections(): CollectionsState {
  return { ids: [], byId: {}, loaded: false };
}

/** Added (people): the list with the collections whose delete waits put back where they stood (the server's view). */
export function withDeleting(state: CollectionsState): CollectionsState {
  const waiting = Object.values(state.deleting ?? {}).sort((a, b) => a.index - b.index);
  if (waiting.length === 0) return state;
  const ids = [...state.ids];
  const byId = { ...state.byId };
  for (const { collection, index } of waiting) {
    if (collection.id in byId) continue;
    ids.splice(Math.min(index, ids.length), 0, collection.id);
    byId[collection.id] = collection;
  }
  const { deleting: _, ...rest } = state;
  return { ...rest, ids, byId };
}

/** The persisted form: the server's collections (a waiting create comes back from the outbox). */
export function persistedCollections(state: CollectionsState): CollectionsState | null {
  if (!state.loaded) return null;
  const shown = withDeleting(state);
  const ids = shown.ids.filter((id) => !isClientId(id));
  const byId: Record<string, SavedCollection> = {};
  for (const id of ids) {
    const c = shown.byId[id];
    if (c) byId[id] = { ...c, pendingPostIds: [], removingPostIds: [] };
  }
  return { ids, byId, loaded: true };
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isCollection(v: unknown): v is SavedCollection {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c['id'] === 'string' && typeof c['name'] === 'string' && typeof c['count'] === 'number'
    && isStrings(c['coverUrls']) && isStrings(c['pendingPostIds']) && isStrings(c['addedPostIds'])
    && (c['removingPostIds'] === undefined || isStrings(c['removingPostIds'])) && (c['removedPostIds'] === undefined || isStrings(c['removedPostIds']));
}

/** A stored record checked back (null: not a collections record). */
export function restoreCollections(v: unknown): CollectionsState | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const byId = r['byId'];
  if (!isStrings(r['ids']) || typeof byId !== 'object' || byId === null) return null;
  const out: Record<string, SavedCollection> = {};
  for (const id of r['ids']) {
    const c = (byId as Record<string, unknown>)[id];
    if (!isCollection(c)) return null;
    out[id] = c;
  }
  return { ids: r['ids'], byId: out, loaded: true };
}
