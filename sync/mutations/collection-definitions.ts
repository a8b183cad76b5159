/**
 * Added (profile), issue 12: collections of saved posts (001 §3 Post savedByViewerToCollection;
 * the spec names no calls, the paths are ours: PeoplePath). Making a collection (with the
 * posts it starts with: Instagram's "Save to collection" → "New collection") and adding a post
 * to one are named outbox mutations like a save. Both are set operations at the server (adding
 * twice is one entry) and are appended as they are ('once').
 *
 * Added (people): the owner's rename, delete and remove-a-post. A rename holds the final name
 * ('set': renames made offline send the last one only); a delete shares the rename's key
 * ('delete': the renames still waiting go with it, and none is added after it); removing a
 * post is a set operation at the server, appended as it is ('once', after any add of it: FIFO
 * per collection).
 */
import { PeoplePath } from '../api/paths';
import type { MutationDefinition } from './definitions';

type CollectionMutation = 'collection-create' | 'collection-add' | 'collection-rename' | 'collection-delete' | 'collection-remove';

/** Rename and delete of one collection coalesce under this key. */
const editKey = (a: { collectionId: string }): string => `collection-edit:${a.collectionId}`;

export const collectionDefinitions: { [N in CollectionMutation]: MutationDefinition<N> } = {
  'collection-create': {
    toRequest: (r) => ({
      method: 'POST',
      path: PeoplePath.createCollection,
      form: { name: r.args.name, ...(r.args.postIds.length > 0 ? { added_media_ids: r.args.postIds.join(',') } : {}) },
      mutationId: r.id,
    }),
    entityKey: (a) => `collection:${a.clientId}`,
    coalesceKey: (a) => `collection-create:${a.clientId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `New collection “${a.name}”`,
  },
  'collection-add': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.addToCollection(r.args.collectionId), form: { media_id: r.args.postId }, mutationId: r.id }),
    entityKey: (a) => `collection:${a.collectionId}`,
    coalesceKey: (a) => `collection-add:${a.collectionId}:${a.postId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Save to “${a.name}”`,
  },
  'collection-rename': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.editCollection(r.args.collectionId), form: { name: r.args.name }, mutationId: r.id }),
    entityKey: (a) => `collection:${a.collectionId}`,
    coalesceKey: editKey,
    inverse: null,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: (a) => `Rename “${a.previousName}” to “${a.name}”`,
  },
  'collection-delete': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.deleteCollection(r.args.collectionId), mutationId: r.id }),
    entityKey: (a) => `collection:${a.collectionId}`,
    coalesceKey: editKey,
    inverse: null,
    coalesce: 'delete',
    clientIdsUsed: () => [],
    summary: (a) => `Delete collection “${a.name}”`,
  },
  'collection-remove': {
    toRequest: (r) => ({ method: 'POST', path: PeoplePath.removeFromCollection(r.args.collectionId), form: { media_id: r.args.postId }, mutationId: r.id }),
    entityKey: (a) => `collection:${a.collectionId}`,
    coalesceKey: (a) => `collection-remove:${a.collectionId}:${a.postId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: (a) => `Remove from “${a.name}”`,
  },
};
