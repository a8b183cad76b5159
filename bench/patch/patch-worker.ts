/**
 * The patch bench's worker: the REAL store (worker/store: reducers) with 1,000+ posts and the
 * REAL mirror sender (worker/mirror: diff, coalescing, postMessage on a port). A 'step' either
 * dispatches a like/unlike (mirror) or makes the same change in a twin store without a sender
 * and posts the very payload the sender makes for that step on a plain port (raw). Noted on
 * the wall clock: when each step started and when its delivery started, for both the moment
 * the store committed the change (its first listener), before the next listener sends it.
 */
import { createMirrorSender, createStore, diffState, rootReducer } from '../../worker';
import type { MirrorMessage } from '../../worker';
import type { ClientState } from '../../worker/model';
import { buildClientState } from '../lib/client-state';
import { wallNow } from '../lib/wall-clock';
import { likeStep } from './like-steps';
import type { FromWorker, ToWorker } from './protocol';
import { stepTimes } from './protocol';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };

/** The mirror sender's "a task began" (worker/main.ts reports each incoming message to it). */
let newTurn: (() => void) | null = null;
/** A step's work; returns when the patch's delivery starts (wall clock). */
let dispatchStep: ((step: number) => number) | null = null;
let postRaw: ((step: number) => number) | null = null;
/** When each step started (before the reducers, for 'mirror'). */
let startedAt = stepTimes(0);
/** When each step's delivery started: the store committed the change (the reducers done). */
let sentAt = stepTimes(0);
/** With segments: when each step's message was posted. */
let postedAt: ReturnType<typeof stepTimes> | null = null;

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
  startedAt = stepTimes(msg.steps);
  sentAt = stepTimes(msg.steps);
  const posted = msg.segments ? stepTimes(msg.steps) : null;
  postedAt = posted;
  let step = -1;
  const makeStore = () => createStore({ initial: state, pendingRecords: () => [], context: () => ({ viewerId, resolveCommentId: (id) => id }) });
  // Both stores note when their state holds the change (a listener before any other: the
  // store has committed), then deliver it from their next listener.
  let committedAt = NaN;
  const noteCommit = () => void (committedAt = wallNow());
  const store = makeStore();
  store.subscribe(noteCommit);
  const mirrorPort = posted
    ? {
        postMessage(m: MirrorMessage) {
          if (step >= 0) posted.mirror[step] = wallNow();
          msg.mirrorPort.postMessage(m);
        },
      }
    : msg.mirrorPort;
  const sender = createMirrorSender(mirrorPort, store);
  store.subscribe(() => sender.notify());
  newTurn = () => sender.newTurn();
  sender.flush(); // the snapshot
  // The baseline's worker makes the same change in its own store (no sender) and posts the payload.
  const twin = makeStore();
  twin.subscribe(noteCommit);
  twin.subscribe(
    posted
      ? () => {
          posted.raw[step] = wallNow();
          msg.rawPort.postMessage(payloads[step]);
        }
      : () => msg.rawPort.postMessage(payloads[step]),
  );
  dispatchStep = (n) => {
    step = n;
    for (const action of likeStep(postIds, n)) store.dispatch(action);
    return committedAt;
  };
  postRaw = (n) => {
    step = n;
    for (const action of likeStep(postIds, n)) twin.dispatch(action);
    return committedAt;
  };
  scope.postMessage({ type: 'ready', payloadBytes: payloads.slice(0, 4).map((p) => JSON.stringify(p).length) });
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
      const started = startedAt[msg.mode];
      const sent = sentAt[msg.mode];
      started[msg.step] = wallNow();
      sent[msg.step] = run(msg.step);
      return;
    }
    case 'collect':
      return scope.postMessage({ type: 'collected', startedAt, sentAt, postedAt });
  }
}

scope.onmessage = (e) => {
  newTurn?.(); // as the app's entry does, before the message is handled
  try {
    onMessage(e.data);
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
