/**
 * Added (profile), issue 12: the CollectionsApi part of the engine (../collections-types.ts).
 * The reads go through people-reads' `read` (entities to the store, the first page kept for
 * offline); making and filling collections are named outbox mutations (DESIGN.md rules 1–7).
 */
import { isClientId, Limits, QueryHash } from '../../sync';
import type { SavedCollection } from '../collections/collections-state';
import type { CollectionPostsVariables, MutationArgsMap, MutationName, WireUserPostsResponse } from '../../sync';
import type { CollectionsApi } from '../collections-types';
import { emptyBundle, normalizePostConnection } from '../normalize/people';
import type { PeopleCore } from './people-reads';
import { gql, pageView, read } from './people-reads';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

/** Ours: what a name may be (the server's rule, server/routes/collections.ts). */
export const MAX_COLLECTION_NAME = 50;

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_COLLECTION_NAME) throw new Error(`a collection name has 1 to ${MAX_COLLECTION_NAME} characters`);
  return trimmed;
}

export function createCollectionsApi(core: PeopleCore, ready: () => Promise<void>, mutate: Mutate, uuid: () => string): CollectionsApi {
  /** A collection the server has made (not one whose create still waits). */
  const made = async (collectionId: string): Promise<SavedCollection> => {
    await ready();
    const collection = core.store.getState().collections.byId[collectionId];
    if (!collection) throw new Error('no such collection');
    if (isClientId(collection.id)) throw new Error('this collection is still being made');
    return collection;
  };
  return {
    loadCollectionPosts: async (collectionId, after) => {
      await ready();
      const viewerId = core.store.getState().users.viewerId ?? '';
      const variables: CollectionPostsVariables = { id: viewerId, collection_id: collectionId, first: Limits.peoplePageSize, after };
      return read(core, `collection:${collectionId}`, after === null, async () => {
        const wire = await gql<WireUserPostsResponse>(core, QueryHash.collectionPosts, variables);
        const bundle = emptyBundle();
        const page = normalizePostConnection(wire.data.user.media, bundle);
        if (after === null) bundle.collectionCounts = [{ id: collectionId, count: page.count }];
        return { view: { postIds: page.ids, page: pageView(page), offline: false }, bundle };
      });
    },
    createCollection: async (name, postIds) => {
      const trimmed = checkedName(name);
      await mutate('collection-create', { clientId: `local:${uuid()}`, name: trimmed, postIds: [...new Set(postIds)] });
    },
    addToCollection: async (collectionId, postId) => {
      const collection = await made(collectionId);
      if (collection.pendingPostIds.includes(postId)) return;
      await mutate('collection-add', { collectionId, postId, name: collection.name });
    },
    // Added (people): the owner's rename, delete and remove-a-post.
    renameCollection: async (collectionId, name) => {
      const trimmed = checkedName(name);
      const collection = await made(collectionId);
      if (collection.name === trimmed) return;
      await mutate('collection-rename', { collectionId, name: trimmed, previousName: collection.name });
    },
    deleteCollection: async (collectionId) => {
      const collection = await made(collectionId);
      await mutate('collection-delete', { collectionId, name: collection.name });
    },
    removeFromCollection: async (collectionId, postId) => {
      const collection = await made(collectionId);
      if ((collection.removingPostIds ?? []).includes(postId) && !collection.pendingPostIds.includes(postId)) return;
      await mutate('collection-remove', { collectionId, postId, name: collection.name });
    },
  };
}
