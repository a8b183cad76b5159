/**
 * The direct socket's edge (issue 13): runs socket-machine.ts's effects on a real WebSocket,
 * feeds what the socket does back as events, and puts what the server says into the direct
 * slice. One tab's worker holds the socket (election.ts); it relays every server frame and its
 * connectivity on the BroadcastChannel DIRECT_SOCKET_CHANNEL, and the other tabs' workers apply
 * the same frames (and send their typing through it).
 *
 * - Deltas go to the slice's reducer (applied once by seqId); a tab that sees a gap (it was
 *   behind the holder) reads the inbox again; `resync` (too far behind the server's log) too.
 * - Typing keeps the newest per sender; it goes off after the server's ttl, or when that
 *   sender's message arrives (server/README.md "Real-time channel" 4).
 * - Presence (hello, presence frames) is kept in the slice's realtime state.
 */
import type { TypingStatus, WireDirectClientMessage, WireDirectPresence, WireDirectServerMessage } from '../../../sync/api/direct-wire';
import type { Clock, Logger, TimerHandle } from '../../platform';
import type { Action } from '../../store/actions';
import type { ClientState } from '../../model';
import type { DirectPresence, DirectRealtime } from '../direct-state';
import type { ElectionLocks } from './election';
import { createElection } from './election';
import type { SocketConnectivity, SocketEffect, SocketEvent, SocketMachineState } from './socket-machine';
import { connectivityOf, followerConnectivity, initialSocketState, socketTransition } from './socket-machine';
import type { TypingSent } from './typing-throttle';
import { typingToSend } from './typing-throttle';

export const DIRECT_SOCKET_CHANNEL = 'lumen-direct-socket';
/** A socket not open after this long is given up (and retried after the backoff). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Close code the client uses for its own failures (error, timeout): retried like a drop. */
const ABNORMAL = 1006;

/** What the engine uses of a WebSocket (the browser's, or a test's fake). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** A BroadcastChannel as the engine uses it. */
export interface ChannelPort {
  postMessage(data: unknown): void;
  onMessage(listener: (data: unknown) => void): void;
  close(): void;
}

/** Messages between the tabs' workers on DIRECT_SOCKET_CHANNEL. */
export type RelayMessage =
  /** Holder → others: a frame from the server. */
  | { type: 'server'; viewerId: string; message: WireDirectServerMessage }
  /** Holder → others: its connectivity. */
  | { type: 'status'; viewerId: string; connectivity: SocketConnectivity }
  /** A new tab → the holder: say your connectivity. */
  | { type: 'ask-status'; viewerId: string }
  /** Another tab → the holder: send this on the socket (typing). */
  | { type: 'client'; viewerId: string; message: WireDirectClientMessage };

export interface DirectSocketDeps {
  store: { getState(): ClientState; dispatch(action: Action): void };
  /** Opens the WebSocket at the channel's address. */
  openSocket(): SocketLike;
  locks: ElectionLocks | null;
  /** Opens DIRECT_SOCKET_CHANNEL; null where BroadcastChannel is missing (each tab then holds its own). */
  openChannel: (() => ChannelPort) | null;
  clock: Clock;
  random(): number;
  log: Logger;
  /** Reads the inbox again (after `resync`, or a gap in the relayed deltas). */
  resync(): Promise<void>;
}

export interface DirectSocket {
  /** The logged-in viewer (null: logged out): the socket runs only with one. */
  setViewer(viewerId: string | null): void;
  setOnline(online: boolean): void;
  /** The viewer's typing in a thread, throttled (typing-throttle.ts). */
  sendTyping(threadId: string, status: TypingStatus): void;
  /** For tests: the machine's phase and whether this worker holds the socket. */
  inspect(): { phase: SocketMachineState['phase']; leader: boolean };
  dispose(): void;
}

function isServerMessage(v: unknown): v is WireDirectServerMessage {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function presenceOf(w: WireDirectPresence): DirectPresence {
  return { isActive: w.is_active, lastActivityAtMs: w.last_activity_at_ms };
}

export function createDirectSocket(deps: DirectSocketDeps): DirectSocket {
  const { store, clock, log } = deps;
  let viewerId: string | null = null;
  let machine = initialSocketState(store.getState().status.online);
  let socket: SocketLike | null = null;
  let retryTimer: TimerHandle | null = null;
  let connectTimer: TimerHandle | null = null;
  /** What the holder last said (for a tab that does not hold the socket). */
  let leaderStatus: SocketConnectivity | null = null;
  let resyncing: Promise<void> | null = null;
  const typingTimers = new Map<string, TimerHandle>();
  const typingSent = new Map<string, TypingSent>();
  const channel = deps.openChannel?.() ?? null;

  const election = createElection({
    locks: deps.locks,
    onLeader: () => {
      publish();
      step({ type: 'start' });
    },
    onResign: () => step({ type: 'stop' }),
    onError: (err) => log.error('direct socket: lock request failed', err),
  });

  function dispatchRealtime(patch: Partial<DirectRealtime>): void {
    const current = store.getState().direct.realtime;
    const changed = (Object.keys(patch) as (keyof DirectRealtime)[]).some((k) => current[k] !== patch[k]);
    if (changed) store.dispatch({ type: 'direct-realtime-changed', realtime: patch });
  }

  /** The slice's realtime state as this tab sees it, and (the holder) told to the others. */
  function publish(): void {
    if (viewerId === null) {
      dispatchRealtime({ ...connectivityOf('stopped'), subscriptionType: 'none' });
      return;
    }
    if (election.isLeader()) {
      const connectivity = connectivityOf(machine.phase);
      dispatchRealtime({ ...connectivity, subscriptionType: 'leader' });
      post({ type: 'status', viewerId, connectivity });
    } else {
      dispatchRealtime({ ...followerConnectivity(leaderStatus, machine.online), subscriptionType: 'follower' });
    }
  }

  function post(message: RelayMessage): void {
    channel?.postMessage(message);
  }

  function step(event: SocketEvent): void {
    const t = socketTransition(machine, event, deps.random());
    machine = t.state;
    for (const effect of t.effects) run(effect);
    publish();
  }

  function clearConnectTimer(): void {
    if (connectTimer !== null) clock.clearTimeout(connectTimer);
    connectTimer = null;
  }

  function closeSocket(): void {
    clearConnectTimer();
    const s = socket;
    socket = null;
    if (s === null) return;
    s.onopen = null;
    s.onmessage = null;
    s.onclose = null;
    try {
      s.close(1000);
    } catch (err) {
      log.warn('direct socket: close failed', err);
    }
  }

  function openSocket(): void {
    closeSocket();
    let s: SocketLike;
    try {
      s = deps.openSocket();
    } catch (err) {
      log.warn('direct socket: could not open', err);
      clock.setTimeout(() => step({ type: 'closed', code: ABNORMAL }), 0);
      return;
    }
    socket = s;
    s.onopen = () => {
      clearConnectTimer();
      step({ type: 'opened' });
    };
    s.onclose = (e) => {
      if (socket !== s) return;
      socket = null;
      clearConnectTimer();
      step({ type: 'closed', code: e.code });
    };
    s.onmessage = (e) => {
      if (socket !== s || typeof e.data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(e.data);
      } catch {
        log.warn('direct socket: a frame that is not JSON');
        return;
      }
      if (isServerMessage(message)) fromLeaderSocket(message);
    };
    connectTimer = clock.setTimeout(() => {
      connectTimer = null;
      if (socket !== s) return;
      log.warn('direct socket: not open after the connect timeout');
      closeSocket();
      step({ type: 'closed', code: ABNORMAL });
    }, CONNECT_TIMEOUT_MS);
  }

  function sendOnSocket(message: WireDirectClientMessage): boolean {
    if (socket === null || (machine.phase !== 'subscribing' && machine.phase !== 'connected')) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function run(effect: SocketEffect): void {
    switch (effect.type) {
      case 'open':
        openSocket();
        return;
      case 'close':
        closeSocket();
        return;
      case 'subscribe':
        subscribe();
        return;
      case 'schedule-retry':
        retryTimer = clock.setTimeout(() => {
          retryTimer = null;
          step({ type: 'retry-due' });
        }, effect.ms);
        return;
      case 'cancel-retry':
        if (retryTimer !== null) clock.clearTimeout(retryTimer);
        retryTimer = null;
        return;
    }
  }

  /**
   * After the slice's seqId: the server replays what came since, so nothing is lost or repeated.
   * A slice that never had an inbox (seqId null) reads it first (its threads, the badge), then
   * subscribes after its seq_id.
   */
  function subscribe(): void {
    const s = socket;
    const send = (): void => {
      if (socket === s) sendOnSocket({ type: 'subscribe', seq_id: store.getState().direct.seqId });
    };
    if (store.getState().direct.seqId !== null) return send();
    resync();
    void resyncing?.then(send);
  }

  /** A frame on this worker's own socket: applied, relayed to the other tabs, and the machine told. */
  function fromLeaderSocket(message: WireDirectServerMessage): void {
    if (viewerId !== null && message.type !== 'pong' && message.type !== 'error') post({ type: 'server', viewerId, message });
    if (message.type === 'error') log.warn(`direct socket: the server said: ${message.message}`);
    apply(message, false);
    if (message.type === 'caught_up') step({ type: 'caught-up' });
  }

  function resync(): void {
    resyncing ??= deps.resync()
      .catch((err: unknown) => log.warn('direct socket: inbox read after a gap failed', err))
      .finally(() => {
        resyncing = null;
      });
  }

  function setPresence(entries: Record<string, DirectPresence>, replace: boolean): void {
    const presence = replace ? entries : { ...store.getState().direct.realtime.presence, ...entries };
    store.dispatch({ type: 'direct-realtime-changed', realtime: { presence } });
  }

  function typingOff(threadId: string, userId: string, after: number): void {
    const key = `${threadId}:${userId}`;
    const timer = typingTimers.get(key);
    if (timer !== undefined) clock.clearTimeout(timer);
    typingTimers.delete(key);
    const current = store.getState().direct.threads[threadId]?.usersTyping[userId];
    if (current === undefined || current.status === 0) return;
    // The reducer keeps the newest per sender: "off" is one microsecond after what it ends.
    store.dispatch({ type: 'direct-typing', threadId, userId, status: 0, timestamp: Math.max(current.timestamp, after) + 1, expiresAtMs: clock.now() });
  }

  /** A server frame (from this worker's socket, or relayed) into the slice. */
  function apply(message: WireDirectServerMessage, relayed: boolean): void {
    switch (message.type) {
      case 'delta': {
        const seqId = store.getState().direct.seqId;
        // A tab that was behind the holder (or the log) misses deltas: it reads the inbox again.
        if (relayed && seqId !== null && message.seq_id > seqId + 1) resync();
        store.dispatch({ type: 'direct-delta', seqId: message.seq_id, delta: message.delta });
        const d = message.delta;
        if (d.op === 'item_added') typingOff(d.thread_id, d.item.user_id, d.item.timestamp);
        return;
      }
      case 'typing': {
        const expiresAtMs = clock.now() + message.ttl_ms;
        store.dispatch({ type: 'direct-typing', threadId: message.thread_id, userId: message.user_id, status: message.status, timestamp: message.timestamp, expiresAtMs });
        const key = `${message.thread_id}:${message.user_id}`;
        const old = typingTimers.get(key);
        if (old !== undefined) clock.clearTimeout(old);
        if (message.status === 0) {
          typingTimers.delete(key);
          return;
        }
        typingTimers.set(key, clock.setTimeout(() => {
          typingTimers.delete(key);
          const current = store.getState().direct.threads[message.thread_id]?.usersTyping[message.user_id];
          if (current?.timestamp === message.timestamp) typingOff(message.thread_id, message.user_id, message.timestamp);
        }, message.ttl_ms));
        return;
      }
      case 'hello': {
        const entries: Record<string, DirectPresence> = {};
        for (const [id, p] of Object.entries(message.presence)) entries[id] = presenceOf(p);
        setPresence(entries, true);
        return;
      }
      case 'presence':
        setPresence({ [message.user_id]: { isActive: message.is_active, lastActivityAtMs: message.last_activity_at_ms } }, false);
        return;
      case 'resync':
        resync();
        return;
      case 'caught_up':
      case 'pong':
      case 'error':
        return;
    }
  }

  function onRelay(data: unknown): void {
    const m = data as RelayMessage;
    if (viewerId === null || typeof m !== 'object' || m === null || m.viewerId !== viewerId) return;
    const leader = election.isLeader();
    switch (m.type) {
      case 'server':
        if (!leader && isServerMessage(m.message)) apply(m.message, true);
        return;
      case 'status':
        if (leader) return;
        leaderStatus = m.connectivity;
        publish();
        return;
      case 'ask-status':
        if (leader) publish();
        return;
      case 'client':
        if (leader) sendOnSocket(m.message);
        return;
    }
  }
  channel?.onMessage(onRelay);

  function stopAll(): void {
    election.stop();
    if (machine.phase !== 'stopped') step({ type: 'stop' });
    leaderStatus = null;
    typingSent.clear();
    for (const timer of typingTimers.values()) clock.clearTimeout(timer);
    typingTimers.clear();
  }

  return {
    setViewer(next) {
      if (next === viewerId) return;
      stopAll();
      viewerId = next;
      publish();
      if (next === null) return;
      election.start();
      // A tab that does not hold the socket asks the holder how it is (answered on the channel),
      // and reads the inbox if its slice never had one (the relayed deltas need its threads).
      if (!election.isLeader()) {
        post({ type: 'ask-status', viewerId: next });
        if (store.getState().direct.seqId === null) resync();
      }
    },
    setOnline(online) {
      step({ type: 'online-changed', online });
    },
    sendTyping(threadId, status) {
      if (viewerId === null) return;
      const r = typingToSend(typingSent.get(threadId), status, clock.now());
      if (r.last === undefined) typingSent.delete(threadId);
      else typingSent.set(threadId, r.last);
      if (!r.send) return;
      const message: WireDirectClientMessage = { type: 'typing', thread_id: threadId, status };
      if (election.isLeader()) sendOnSocket(message);
      else post({ type: 'client', viewerId, message });
    },
    inspect: () => ({ phase: machine.phase, leader: election.isLeader() }),
    dispose() {
      stopAll();
      channel?.close();
    },
  };
}
