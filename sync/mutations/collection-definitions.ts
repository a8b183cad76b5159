/**
 * Added (profile), issue 12: collections of saved posts (001 §3 Post savedByViewerToCollection;
 * the spec names no calls, the paths are ours: PeoplePath). Making a collection (with the
 * posts it starts with: Instagram's "Save to collection" → "New collection") and adding a post
 * to one are named outbox mutations like a save. Both are set operations at the server (adding
 * twice is one entry) and are appended as they are ('once').
 */
import { PeoplePath } from '../api/paths';
import type { MutationDefinition } from './definitions';

export const collectionDefinitions: { 'collection-create': MutationDefinition<'collection-create'>; 'collection-add': MutationDefinition<'collection-add'> } = {
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
};
