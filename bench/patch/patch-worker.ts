/**
 * The patch bench's worker: the REAL store (worker/store: reducers) with 1,000+ posts and the
 * REAL mirror sender (worker/mirror: diff, coalescing, postMessage on a port). A 'step' either
 * dispatches a like/unlike (mirror) or posts the very payload the sender makes for that step
 * on a plain port (raw). The start of each step is noted on the wall clock.
 */
import { createMirrorSender, createStore, diffState, rootReducer } from '../../worker';
import type { MirrorMessage } from '../../worker';
import type { ClientState } from '../../worker/model';
import { buildClientState } from '../lib/client-state';
import { wallNow } from '../lib/wall-clock';
import { likeStep } from './like-steps';
import type { FromWorker, ToWorker } from './protocol';
import { stepKey } from './protocol';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };

let dispatchStep: ((step: number) => void) | null = null;
let postRaw: ((step: number) => void) | null = null;
const sentAt: Record<string, number> = {};

/**
 * The payloads the sender will make, step by step, from the same start state: the same
 * reducers folded purely (outside a store, so every state is its own and diffState compares
 * two of them by reference; a store writes its maps in place and reports changes instead).
 */
function expectedPayloads(start: ClientState, postIds: readonly string[], steps: number): MirrorMessage[] {
  const out: MirrorMessage[] = [];
  let state = start;
  for (let step = 0; step < steps; step++) {
    const prev = state;
    for (const action of likeStep(postIds, step)) state = rootReducer(state, action);
    out.push({ type: 'patches', seq: step + 2, patches: diffState(prev, state) });
  }
  return out;
}

function setup(msg: Extract<ToWorker, { type: 'setup' }>): void {
  const { state, viewerId } = buildClientState({ posts: msg.posts, postPages: 20 });
  const postIds = Object.keys(state.posts.byId);
  const payloads = expectedPayloads(state, postIds, msg.steps);
  const store = createStore({ initial: state, pendingRecords: () => [], context: () => ({ viewerId, resolveCommentId: (id) => id }) });
  const sender = createMirrorSender(msg.mirrorPort, store);
  store.subscribe(() => sender.notify());
  sender.flush(); // the snapshot
  dispatchStep = (step) => likeStep(postIds, step).forEach((a) => store.dispatch(a));
  postRaw = (step) => msg.rawPort.postMessage(payloads[step]);
  scope.postMessage({ type: 'ready', payloadBytes: JSON.stringify(payloads[0]).length });
}

function onMessage(msg: ToWorker): void {
  switch (msg.type) {
    case 'setup':
      return setup(msg);
    case 'ping':
      return scope.postMessage({ type: 'pong', id: msg.id, at: wallNow() });
    case 'step': {
      const run = msg.mode === 'mirror' ? dispatchStep : postRaw;
      if (!run) throw new Error('step before setup');
      const at = wallNow();
      run(msg.step);
      sentAt[stepKey(msg.mode, msg.step)] = at;
      return;
    }
    case 'collect':
      return scope.postMessage({ type: 'collected', sentAt });
  }
}

scope.onmessage = (e) => {
  try {
    onMessage(e.data);
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
