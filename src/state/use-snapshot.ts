/**
 * Read the mirror from React: `useSnapshot(s => s.posts.byId[id])`. Built on
 * useSyncExternalStore; a component re-renders only when its selection changed (by
 * `isEqual`, Object.is by default). It hears of the worker's messages at most once per
 * animation frame (mirror.subscribeFrames), of the page's own taps at once.
 */
import { useState, useSyncExternalStore } from 'react';
import { useClient } from './client-context';
import type { IsEqual, Selector } from './selector-cache';
import { createSelectorCache } from './selector-cache';

export function useSnapshot<T>(selector: Selector<T>, isEqual: IsEqual<T> = Object.is): T {
  const { mirror } = useClient();
  const [cache] = useState(createSelectorCache<T>);
  const get = () => cache.read(mirror.getState(), selector, isEqual);
  return useSyncExternalStore(mirror.subscribeFrames, get, get);
}
