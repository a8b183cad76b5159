import { useMemo } from 'react';
import { useSnapshot } from '../../state';
import type { SavedCollection } from '../../../worker/collections/collections-state';

/**
 * Added (profile), issue 12: the viewer's collections of saved posts, newest first (the
 * collections slice: a new one shows at once, marked while its create waits).
 */
export function useCollections(): { list: SavedCollection[]; loaded: boolean } {
  const slice = useSnapshot((s) => s.collections);
  const list = useMemo(() => slice.ids.flatMap((id) => (slice.byId[id] ? [slice.byId[id]] : [])), [slice]);
  return { list, loaded: slice.loaded };
}

/** Posts of a collection known here, newest first: added on this device (waiting, then answered) before the pages read. */
export function knownPostIds(c: SavedCollection | undefined, read: readonly string[]): string[] {
  const local = c ? [...c.pendingPostIds, ...c.addedPostIds] : [];
  return [...new Set([...local, ...read])];
}

/** The count a collection shows: the server's and the adds that wait (collections-state.ts shownCount). */
export const collectionCount = (c: SavedCollection): number => c.count + c.pendingPostIds.length;
