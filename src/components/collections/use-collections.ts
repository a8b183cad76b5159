import { useMemo } from 'react';
import { useSnapshot } from '../../state';
import type { SavedCollection } from '../../../worker/collections/collections-state';
import { shownCollectionCount, shownPostIds } from '../../../worker/collections/collections-state';

/**
 * Added (profile), issue 12: the viewer's collections of saved posts, newest first (the
 * collections slice: a new one shows at once, marked while its create waits).
 */
export function useCollections(): { list: SavedCollection[]; loaded: boolean } {
  const slice = useSnapshot((s) => s.collections);
  const list = useMemo(() => slice.ids.flatMap((id) => (slice.byId[id] ? [slice.byId[id]] : [])), [slice]);
  return { list, loaded: slice.loaded };
}

/** Posts of a collection known here, newest first (added here first; taken out here not shown): collections-state.ts. */
export const knownPostIds = shownPostIds;

/** The count a collection shows: the server's, the adds that wait, less the removes that wait. */
export const collectionCount = (c: SavedCollection): number => shownCollectionCount(c);
