/**
 * The direct socket as an explicit state machine (issue 13; 001 §3 connectivity states): a pure
 * transition function from (state, event) to (state, effects). The edge (socket-engine.ts)
 * runs the effects — opening and closing the WebSocket, sending `subscribe` with the slice's
 * seqId, the retry timer — and feeds back what happened as events.
 *
 *   stopped ──start──▶ connecting ──opened──▶ subscribing ──caught-up──▶ connected
 *      ▲                 ▲   │ closed              │ closed                 │ closed
 *      │ stop (any)      │   ▼                     ▼                        ▼
 *      │              retry-due ◀──────────── backoff (timer: 0.5 s × 2^attempt, ≤ 30 s, jittered)
 *   offline: while the device is offline (from any started phase; online → connecting)
 *   refused: the server said login_required (4401) or cross_site (1008): no retry until started again
 *
 * Every (re)connect subscribes after the slice's seqId (the edge reads it when sending), so a
 * dropped socket loses and repeats nothing (server/README.md "Real-time channel").
 */
import { DirectSocketClose } from '../../../sync/api/direct-wire';
import type { IrisConnectivity, MqttConnectivity } from '../direct-state';

export type SocketPhase = 'stopped' | 'offline' | 'connecting' | 'subscribing' | 'connected' | 'backoff' | 'refused';

export interface SocketMachineState {
  phase: SocketPhase;
  /** Whether the device is online (the last online event). */
  online: boolean;
  /** Failed attempts since the last caught-up subscribe (the backoff's exponent). */
  attempt: number;
}

export type SocketEvent =
  /** A viewer is logged in and this context holds the socket (the election's leader). */
  | { type: 'start' }
  /** Logout, another viewer, or this context gave the socket up. */
  | { type: 'stop' }
  | { type: 'online-changed'; online: boolean }
  | { type: 'opened' }
  /** The server's caught_up: the replay after our seqId is applied, what follows is live. */
  | { type: 'caught-up' }
  /** The socket closed or failed (code 1006 for an error or a connect timeout). */
  | { type: 'closed'; code: number }
  | { type: 'retry-due' };

export type SocketEffect =
  | { type: 'open' }
  | { type: 'close' }
  /** Send `subscribe` with the slice's seqId as it is when sent. */
  | { type: 'subscribe' }
  | { type: 'schedule-retry'; ms: number }
  | { type: 'cancel-retry' };

export interface Transition {
  state: SocketMachineState;
  effects: SocketEffect[];
}

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

export const CONNECTING_TEXT = 'Connecting…';
export const OFFLINE_TEXT = 'Offline — messages will send later';

export function initialSocketState(online: boolean): SocketMachineState {
  return { phase: 'stopped', online, attempt: 0 };
}

/** The wait before retry number `attempt` (0-based): 0.5 s doubling up to 30 s, times a jitter in [0.5, 1). */
export function backoffMs(attempt: number, random: number): number {
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(cap * (0.5 + random / 2));
}

/** Close codes after which retrying cannot help until the person logs in again. */
function isRefusal(code: number): boolean {
  return code === DirectSocketClose.loginRequired || code === DirectSocketClose.crossSite;
}

const live = (phase: SocketPhase): boolean => phase === 'connecting' || phase === 'subscribing' || phase === 'connected';

/**
 * One step. `random` in [0, 1) is the backoff's jitter (injected: the function stays pure).
 * Events that do not apply in a phase (a late `opened` after a stop) change nothing.
 */
export function socketTransition(state: SocketMachineState, event: SocketEvent, random = 0.5): Transition {
  const to = (phase: SocketPhase, effects: SocketEffect[] = [], patch: Partial<SocketMachineState> = {}): Transition => ({
    state: { ...state, ...patch, phase },
    effects,
  });
  const same: Transition = { state, effects: [] };
  switch (event.type) {
    case 'start':
      if (state.phase !== 'stopped' && state.phase !== 'refused') return same;
      return state.online ? to('connecting', [{ type: 'open' }], { attempt: 0 }) : to('offline', [], { attempt: 0 });
    case 'stop':
      if (state.phase === 'stopped') return same;
      if (live(state.phase)) return to('stopped', [{ type: 'close' }]);
      return to('stopped', state.phase === 'backoff' ? [{ type: 'cancel-retry' }] : []);
    case 'online-changed': {
      const patched = { ...state, online: event.online };
      if (event.online === state.online) return same;
      if (state.phase === 'stopped' || state.phase === 'refused') return { state: patched, effects: [] };
      if (!event.online) {
        const effects: SocketEffect[] = live(state.phase) ? [{ type: 'close' }] : state.phase === 'backoff' ? [{ type: 'cancel-retry' }] : [];
        return { state: { ...patched, phase: 'offline' }, effects };
      }
      // Back online: connect at once (the network just returned; no reason to wait).
      const effects: SocketEffect[] = state.phase === 'backoff' ? [{ type: 'cancel-retry' }, { type: 'open' }] : [{ type: 'open' }];
      return live(state.phase) ? { state: patched, effects: [] } : { state: { ...patched, phase: 'connecting', attempt: 0 }, effects };
    }
    case 'opened':
      return state.phase === 'connecting' ? to('subscribing', [{ type: 'subscribe' }]) : same;
    case 'caught-up':
      return state.phase === 'subscribing' ? to('connected', [], { attempt: 0 }) : same;
    case 'closed':
      if (!live(state.phase)) return same;
      if (isRefusal(event.code)) return to('refused');
      if (!state.online) return to('offline');
      return to('backoff', [{ type: 'schedule-retry', ms: backoffMs(state.attempt, random) }], { attempt: state.attempt + 1 });
    case 'retry-due':
      if (state.phase !== 'backoff') return same;
      return state.online ? to('connecting', [{ type: 'open' }]) : to('offline');
  }
}

/** 001 §3 realtime state and the words for the person, as the direct slice shows them. */
export interface SocketConnectivity {
  mqttConnectivity: MqttConnectivity;
  irisConnectivity: IrisConnectivity;
  statusText: string | null;
}

export function connectivityOf(phase: SocketPhase): SocketConnectivity {
  switch (phase) {
    case 'stopped':
    case 'refused':
      return { mqttConnectivity: 'Disconnected', irisConnectivity: 'Unsubscribed', statusText: null };
    case 'offline':
      return { mqttConnectivity: 'Disconnected', irisConnectivity: 'Unsubscribed', statusText: OFFLINE_TEXT };
    case 'connecting':
    case 'backoff':
      return { mqttConnectivity: 'Connecting', irisConnectivity: 'Unsubscribed', statusText: CONNECTING_TEXT };
    case 'subscribing':
      return { mqttConnectivity: 'Connected', irisConnectivity: 'Subscribing', statusText: CONNECTING_TEXT };
    case 'connected':
      return { mqttConnectivity: 'Connected', irisConnectivity: 'Subscribed', statusText: null };
  }
}

/**
 * What a tab that does not hold the socket shows: the holder's connectivity (relayed), or
 * "Connecting…" until the holder has said it; offline whatever the holder says when this
 * device is offline.
 */
export function followerConnectivity(leader: SocketConnectivity | null, online: boolean): SocketConnectivity {
  if (!online) return connectivityOf('offline');
  return leader ?? connectivityOf('connecting');
}
