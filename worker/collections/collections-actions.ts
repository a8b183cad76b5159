/** Added (profile), issue 12: the collections slice's own actions (past tense; the list itself comes with 'people-loaded'). */
import type { CollectionPatch } from './collections-state';

export type CollectionAction =
  /**
   * `sent`: its request has left at least once (the answer may have been lost): a collection of
   * the server's with its name in the list is then taken as its copy, not shown twice.
   */
  | { type: 'collection-create-requested'; clientId: string; name: string; postIds: string[]; sent?: boolean }
  | { type: 'collection-create-succeeded'; clientId: string; postIds: string[]; collection: CollectionPatch }
  | { type: 'collection-create-failed'; clientId: string }
  | { type: 'collection-add-requested'; collectionId: string; postId: string }
  | { type: 'collection-add-succeeded'; collectionId: string; postId: string; collection: CollectionPatch | null }
  | { type: 'collection-add-failed'; collectionId: string; postId: string }
  // Added (people): the owner's rename, delete and remove-a-post.
  | { type: 'collection-rename-requested'; collectionId: string; name: string }
  /** `previousName`: the name the rename replaced (a tab that never showed the rename shows it still). */
  | { type: 'collection-rename-succeeded'; collectionId: string; name: string; previousName: string; collection: CollectionPatch | null }
  | { type: 'collection-rename-failed'; collectionId: string; name: string; previousName: string }
  | { type: 'collection-delete-requested'; collectionId: string }
  | { type: 'collection-delete-succeeded'; collectionId: string }
  | { type: 'collection-delete-failed'; collectionId: string }
  | { type: 'collection-remove-requested'; collectionId: string; postId: string }
  | { type: 'collection-remove-succeeded'; collectionId: string; postId: string; collection: CollectionPatch | null }
  | { type: 'collection-remove-failed'; collectionId: string; postId: string };
