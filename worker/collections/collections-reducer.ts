/**
 * Added (profile), issue 12: the viewer's collections of saved posts. Every optimistic effect
 * is a set operation (a rebase re-applies it over server data, DESIGN.md rule 5): a collection
 * being made shows at once under its client id, and goes with a refusal; a post added shows at
 * once in the collection and its count, and goes with a refusal. The server's list replaces the
 * list (what waits is re-applied after it); reading a collection's posts gives its count and
 * ends the "added here" marks, as the page now holds them.
 *
 * Added (people): the owner's rename shows the new name at once (a refusal puts the old one
 * back if no later rename came); a delete takes the collection off the list at once and a refusal
 * puts it back where it stood (`deleting` keeps it meanwhile; a read of the list while the delete
 * waits takes it off again, the rebase re-applying the delete); a post
 * taken out is hidden and uncounted at once ("removing"), stays hidden once answered until the
 * collection's posts are read again ("removed"), and shows again with a refusal or a later add (an
 * add and a remove of one post both waiting count one less until they are answered).
 */
import { isClientId } from '../../sync';
import type { Action } from '../store/actions';
import type { CollectionPatch, CollectionsState, SavedCollection } from './collections-state';
import { initialCollections, withDeleting } from './collections-state';

const without = (ids: readonly string[], id: string): string[] => ids.filter((x) => x !== id);

function put(state: CollectionsState, c: SavedCollection, first: boolean): CollectionsState {
  const known = state.ids.includes(c.id);
  const ids = known ? state.ids : first ? [c.id, ...state.ids] : [...state.ids, c.id];
  return { ...state, ids, byId: { ...state.byId, [c.id]: c } };
}

function remove(state: CollectionsState, id: string): CollectionsState {
  if (!(id in state.byId)) return state;
  const byId = { ...state.byId };
  delete byId[id];
  return { ...state, ids: without(state.ids, id), byId };
}

function change(state: CollectionsState, id: string, fn: (c: SavedCollection) => SavedCollection): CollectionsState {
  const c = state.byId[id];
  if (!c) return state;
  const next = fn(c);
  return next === c ? state : { ...state, byId: { ...state.byId, [id]: next } };
}

const fromPatch = (p: CollectionPatch, prev: SavedCollection | undefined): SavedCollection => ({
  ...p,
  pendingPostIds: prev?.pendingPostIds ?? [],
  addedPostIds: prev?.addedPostIds ?? [],
  removingPostIds: prev?.removingPostIds ?? [],
  removedPostIds: prev?.removedPostIds ?? [],
});

function removeRequested(c: SavedCollection, postId: string): SavedCollection {
  const removing = c.removingPostIds ?? [];
  if (removing.includes(postId) && !c.pendingPostIds.includes(postId)) return c;
  return {
    ...c,
    pendingPostIds: without(c.pendingPostIds, postId),
    addedPostIds: without(c.addedPostIds, postId),
    removingPostIds: removing.includes(postId) ? removing : [postId, ...removing],
  };
}

function removeSettled(c: SavedCollection, postId: string, answered: CollectionPatch | null, ok: boolean): SavedCollection {
  const removing = c.removingPostIds ?? [];
  if (!removing.includes(postId)) return c;
  const removed = c.removedPostIds ?? [];
  const kept = { ...c, removingPostIds: without(removing, postId) };
  if (!ok) return kept;
  return {
    ...kept,
    count: answered?.count ?? Math.max(0, c.count - 1),
    coverUrls: answered?.coverUrls ?? c.coverUrls,
    removedPostIds: removed.includes(postId) ? removed : [postId, ...removed],
  };
}

/** The server's whole list (newest first): the marks made here stay on the collections kept. */
function listLoaded(state: CollectionsState, list: readonly CollectionPatch[]): CollectionsState {
  const byId: Record<string, SavedCollection> = {};
  for (const p of list) byId[p.id] = fromPatch(p, state.byId[p.id]);
  return { ids: list.map((p) => p.id), byId, loaded: true, ...(state.deleting ? { deleting: state.deleting } : {}), ...(state.deleted ? { deleted: state.deleted } : {}) };
}

/** Added (people): off the list, kept with its place until the delete is answered. */
function deleteRequested(state: CollectionsState, id: string): CollectionsState {
  const c = state.byId[id];
  if (!c) return state;
  return { ...remove(state, id), deleting: { ...state.deleting, [id]: { collection: c, index: state.ids.indexOf(id) } } };
}

function deleteSettled(state: CollectionsState, id: string, ok: boolean): CollectionsState {
  const waiting = state.deleting?.[id];
  const deleted = { ...state.deleted, [id]: true as const };
  if (!waiting) return ok ? { ...remove(state, id), deleted } : state;
  const rest = { ...state.deleting };
  delete rest[id];
  if (ok) return { ...remove(state, id), deleting: rest, deleted };
  // Refused: back where it stood (a read of the list may have brought it already).
  if (state.byId[id]) return { ...state, deleting: rest };
  return { ...withDeleting({ ...state, deleting: { [id]: waiting } }), deleting: rest };
}

export function collectionsReducer(state: CollectionsState, action: Action): CollectionsState {
  switch (action.type) {
    case 'people-loaded': {
      let s = action.bundle.collections ? listLoaded(state, action.bundle.collections) : state;
      for (const read of action.bundle.collectionCounts ?? []) {
        s = change(s, read.id, (c) =>
          c.count === read.count && c.addedPostIds.length === 0 && (c.removedPostIds ?? []).length === 0 ? c : { ...c, count: read.count, addedPostIds: [], removedPostIds: [] },
        );
      }
      return s;
    }
    case 'collection-create-requested':
      if (state.byId[action.clientId]) return state;
      // Made already (its answer lost) and read with the list: shown once, as the server's (issue
      // 17, the sync model). A wire collection has no date to tell it from an older one of the same
      // name: only once the create was sent, so that one made offline always shows.
      if (action.sent === true && state.ids.some((id) => !isClientId(id) && state.byId[id]?.name === action.name)) return state;
      return put(state, { id: action.clientId, name: action.name, count: 0, coverUrls: [], pendingPostIds: action.postIds, addedPostIds: [] }, true);
    case 'collection-create-failed':
      return remove(state, action.clientId);
    case 'collection-create-succeeded': {
      const made = remove(state, action.clientId);
      // Deleted meanwhile (a deletion is always newer than its create's success): nothing to show.
      if (state.deleted?.[action.collection.id] === true) return made;
      const prev = made.byId[action.collection.id];
      return put(made, { ...fromPatch(action.collection, prev), addedPostIds: prev?.addedPostIds.length ? prev.addedPostIds : action.postIds }, true);
    }
    case 'collection-add-requested':
      return change(state, action.collectionId, (c) =>
        c.pendingPostIds.includes(action.postId) ? c : { ...c, pendingPostIds: [action.postId, ...c.pendingPostIds], removedPostIds: without(c.removedPostIds ?? [], action.postId) },
      );
    case 'collection-add-failed':
      return change(state, action.collectionId, (c) => (c.pendingPostIds.includes(action.postId) ? { ...c, pendingPostIds: without(c.pendingPostIds, action.postId) } : c));
    case 'collection-add-succeeded':
      return change(state, action.collectionId, (c) => {
        const answered = action.collection;
        const pendingPostIds = without(c.pendingPostIds, action.postId);
        // A remove of it made here after this add (and still waiting) keeps it out of "added here".
        const removedAfter = (c.removingPostIds ?? []).includes(action.postId) && !c.pendingPostIds.includes(action.postId);
        const addedPostIds = removedAfter || c.addedPostIds.includes(action.postId) ? c.addedPostIds : [action.postId, ...c.addedPostIds];
        const count = answered?.count ?? c.count + (c.pendingPostIds.includes(action.postId) ? 1 : 0);
        const removedPostIds = without(c.removedPostIds ?? [], action.postId);
        const same = pendingPostIds.length === c.pendingPostIds.length && addedPostIds === c.addedPostIds && count === c.count && removedPostIds.length === (c.removedPostIds ?? []).length;
        return same ? c : { ...c, count, coverUrls: answered?.coverUrls ?? c.coverUrls, pendingPostIds, addedPostIds, removedPostIds };
      });
    // Added (people): the owner's rename, delete and remove-a-post.
    case 'collection-rename-requested':
      return change(state, action.collectionId, (c) => (c.name === action.name ? c : { ...c, name: action.name }));
    case 'collection-rename-succeeded':
      return change(state, action.collectionId, (c) => {
        const answered = action.collection;
        if (!answered) return c;
        // A later rename still waiting keeps its name on screen (it is re-applied over this answer
        // anyway). The name before this rename is no later one: a tab that opened once the rename
        // was sent never showed it (issue 17, the sync model: the second tab kept the old name).
        const name = c.name === action.name || c.name === action.previousName ? answered.name : c.name;
        return name === c.name && answered.count === c.count ? c : { ...c, name, count: answered.count, coverUrls: answered.coverUrls };
      });
    case 'collection-rename-failed':
      return change(state, action.collectionId, (c) => (c.name === action.name ? { ...c, name: action.previousName } : c));
    case 'collection-delete-requested':
      return deleteRequested(state, action.collectionId);
    case 'collection-delete-succeeded':
      return deleteSettled(state, action.collectionId, true);
    case 'collection-delete-failed':
      return deleteSettled(state, action.collectionId, false);
    case 'collection-remove-requested':
      return change(state, action.collectionId, (c) => removeRequested(c, action.postId));
    case 'collection-remove-succeeded':
      return change(state, action.collectionId, (c) => removeSettled(c, action.postId, action.collection, true));
    case 'collection-remove-failed':
      return change(state, action.collectionId, (c) => removeSettled(c, action.postId, null, false));
    case 'cache-restored': {
      const cached = action.cache.collections;
      return cached && !state.loaded && state.ids.length === 0 ? cached : state;
    }
    case 'session-cleared':
      return state.ids.length === 0 && !state.loaded ? state : initialCollections();
    default:
      return state;
  }
}
