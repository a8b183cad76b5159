/** Added (profile), issue 12: the collections slice's own actions (past tense; the list itself comes with 'people-loaded'). */
import type { CollectionPatch } from './collections-state';

export type CollectionAction =
  | { type: 'collection-create-requested'; clientId: string; name: string; postIds: string[] }
  | { type: 'collection-create-succeeded'; clientId: string; postIds: string[]; collection: CollectionPatch }
  | { type: 'collection-create-failed'; clientId: string }
  | { type: 'collection-add-requested'; collectionId: string; postId: string }
  | { type: 'collection-add-succeeded'; collectionId: string; postId: string; collection: CollectionPatch | null }
  | { type: 'collection-add-failed'; collectionId: string; postId: string };
