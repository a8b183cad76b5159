/**
 * The worker store: state, dispatch, subscribers. Listeners run once per dispatch; the mirror
 * and persistence coalesce on their own. Server-data actions are followed by a rebase of the
 * pending outbox records (DESIGN.md rule 5).
 */
import type { MutationRecord } from '../../sync';
import type { ClientState } from '../model';
import type { Action } from './actions';
import { isServerData } from './actions';
import { initialState } from './initial-state';
import type { MutationContext } from './mutation-actions';
import { rebase } from './rebase';
import { rootReducer } from './root-reducer';

export interface Store {
  getState(): ClientState;
  dispatch(action: Action): void;
  /** Re-apply the pending outbox records now (after a revert; DESIGN.md rule 5). */
  rebase(): void;
  subscribe(listener: (state: ClientState, prev: ClientState) => void): () => void;
}

export interface StoreDeps {
  initial?: ClientState;
  /** Outbox records not yet reconciled (pending, sending, done). */
  pendingRecords(): readonly MutationRecord[];
  context(): MutationContext;
}

export function createStore(deps: StoreDeps): Store {
  let state = deps.initial ?? initialState();
  const listeners = new Set<(s: ClientState, p: ClientState) => void>();
  const commit = (next: ClientState) => {
    const prev = state;
    if (next === prev) return;
    state = next;
    for (const l of [...listeners]) l(state, prev);
  };
  return {
    getState: () => state,
    dispatch(action) {
      let next = rootReducer(state, action);
      if (isServerData(action)) next = rebase(next, deps.pendingRecords(), deps.context());
      commit(next);
    },
    rebase() {
      commit(rebase(state, deps.pendingRecords(), deps.context()));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
