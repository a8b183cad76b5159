/**
 * Issue 16: the first screen of a start from cache. The restore reads the feed's first page
 * before the rest of the cache (worker/persistence/first-screen.ts); the engine folds it, as
 * the restore folds the whole cache, into a state of its own (the store is not touched) and
 * posts it to the mirror before the snapshot, so the page paints the feed while the worker
 * still reads and restores the rest. `status.restored` stays false in it: the screens know the
 * cache is not all there (the feed's footer shows its spinner, not "caught up").
 */
import type { ClientState } from '../model';
import type { MirrorMessage } from '../mirror-protocol';
import type { PatchPort } from '../mirror/sender';
import type { Action } from '../store/actions';
import { rootReducer } from '../store';
import type { RestoredCache } from '../store/restored-cache';

type ViewerChanged = Extract<Action, { type: 'viewer-changed' }>;

export function firstScreenState(base: ClientState, viewer: ViewerChanged, cache: RestoredCache): ClientState {
  const state = rootReducer(rootReducer(base, viewer), { type: 'cache-restored', cache });
  return { ...state, status: { ...state.status, restored: false } };
}

/** Posts the first screen to the mirror (before the snapshot: the mirror ignores it after). */
export function sendFirstScreen(port: PatchPort, base: ClientState, viewer: ViewerChanged, cache: RestoredCache): void {
  port.postMessage({ type: 'first-screen', seq: 0, state: firstScreenState(base, viewer, cache) } satisfies MirrorMessage);
}
