/**
 * A small external store around composeReducer, shared by the two composer routes through
 * ComposeContext (the default is one store per page; tests provide their own). It revokes the
 * object URLs of media that leave the state.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { composeReducer, emptyCompose, type ComposeAction, type ComposeState } from './compose-reducer';

export interface ComposeStore {
  getState(): ComposeState;
  dispatch(action: ComposeAction): void;
  subscribe(listener: () => void): () => void;
}

export function createComposeStore(revokeUrl: (url: string) => void, initial: ComposeState = emptyCompose): ComposeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = composeReducer(state, action);
      if (next === state) return;
      const kept = new Set(next.media.map((m) => m.previewUrl));
      for (const m of state.media) if (!kept.has(m.previewUrl)) revokeUrl(m.previewUrl);
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const pageStore = createComposeStore((url) => URL.revokeObjectURL(url));

export const ComposeContext = createContext<ComposeStore>(pageStore);

export function useCompose(): [ComposeState, ComposeStore['dispatch']] {
  const store = useContext(ComposeContext);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store.dispatch];
}
