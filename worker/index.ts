/**
 * What other parts may use from worker/ (DESIGN.md: each part exposes a small index). The UI
 * imports TYPES only (api-types, model, mirror-protocol); benchmarks and tests may use the rest.
 *
 *   types: WorkerApi, CallResult, CallFailure, LoginForm, SignupForm, InitOptions (api-types);
 *          ClientState and the model (model); PatchOp, MirrorMessage (mirror-protocol)
 *   createEngine(deps: EngineDeps): Engine            the core (worker/main.ts exposes it)
 *   createMirrorSender(port, store, opts?)             snapshot then coalesced patches (from the
 *                                                      store's change log: store.track())
 *   createEarlySnapshot(port)                          a large table's snapshot parts, sent before
 *                                                      the state exists (the sender checks them)
 *   diffState(prev, next): PatchOp[]                   two PURE states (folded outside a store),
 *                                                      by reference, entity granularity
 *   createStore, rootReducer, reduceAll, initialState, Action   the store (its entity maps are
 *                                                      written in place: store/ownership.ts)
 *   createPersistence(deps): Persistence               the idb cache
 */
export type * from './api-types';
export type * from './model';
export type * from './mirror-protocol';
export { createEngine } from './engine';
export type { Engine, EngineDeps } from './engine';
export { createMirrorSender } from './mirror/sender';
export type { MirrorSender, MirrorSenderOptions, PatchPort } from './mirror/sender';
export { createEarlySnapshot } from './mirror/early-snapshot';
export type { EarlySnapshot } from './mirror/early-snapshot';
export { diffState } from './mirror/diff';
export { createStore, rootReducer, reduceAll, initialState } from './store';
export type { Action, Store } from './store';
export { createPersistence } from './persistence/persistence';
export type { Persistence, PersistenceDeps } from './persistence/persistence';
