/**
 * Added (profile), issue 12: collections of saved posts, the owner's only (/{username}/saved/,
 * /{username}/collections/{id}/). The list is the `collections` slice (it comes with the
 * viewer's own profile); a collection's posts are a read (12 a page, the first page kept for
 * offline); making one, adding a post, and (added, people) renaming, deleting and taking a
 * post out go through the outbox.
 */
import type { CallResult } from './api-types';
import type { PostListView } from './people-types';

export interface CollectionsApi {
  /** A collection's posts, newest saved first (the server answers 404 to anyone but its owner). */
  loadCollectionPosts(collectionId: string, after: string | null): Promise<CallResult<PostListView>>;
  /** Makes a collection holding these posts (saved too); shown at once under a client id. */
  createCollection(name: string, postIds: string[]): Promise<void>;
  /** Adds a post (saved too) to a collection the server has made. */
  addToCollection(collectionId: string, postId: string): Promise<void>;
  /** Added (people): renames a collection the server has made (1–50 characters after trimming). */
  renameCollection(collectionId: string, name: string): Promise<void>;
  /** Added (people): deletes a collection the server has made; its posts stay saved. */
  deleteCollection(collectionId: string): Promise<void>;
  /** Added (people): takes a post out of a collection the server has made; the post stays saved. */
  removeFromCollection(collectionId: string, postId: string): Promise<void>;
}
