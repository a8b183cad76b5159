/**
 * The direct socket's browser edges (issue 13): the WebSocket at DirectPath.realtime (same
 * origin: the session cookie and the Origin header go with it), Web Locks and the
 * BroadcastChannel, as socket-engine.ts uses them.
 */
import { DirectPath } from '../../../sync/api/paths';
import type { ElectionLocks } from './election';
import type { ChannelPort, SocketLike } from './socket-engine';
import { DIRECT_SOCKET_CHANNEL } from './socket-engine';

/** What the engine needs from the platform for the socket (EngineDeps.directSocket). */
export interface DirectSocketPlatform {
  openSocket(url: string): SocketLike;
  locks: ElectionLocks | null;
  openChannel: (() => ChannelPort) | null;
}

/** ws(s)://host/api/v1/direct_v2/realtime/ for the app's origin. */
export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${DirectPath.realtime}`;
}

function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => ws.send(data),
    close: (code) => ws.close(code),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (e: MessageEvent) => socket.onmessage?.({ data: e.data });
  ws.onclose = (e: CloseEvent) => socket.onclose?.({ code: e.code });
  return socket;
}

function browserChannel(): ChannelPort {
  const channel = new BroadcastChannel(DIRECT_SOCKET_CHANNEL);
  return {
    postMessage: (data) => channel.postMessage(data),
    onMessage: (listener) => {
      channel.onmessage = (e: MessageEvent) => listener(e.data);
    },
    close: () => channel.close(),
  };
}

/** The platform of a worker; null where WebSocket is missing (no real-time channel then). */
export function browserDirectSocket(): DirectSocketPlatform | null {
  if (typeof WebSocket === 'undefined') return null;
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as ElectionLocks) : null;
  return {
    openSocket: browserSocket,
    locks,
    openChannel: typeof BroadcastChannel === 'undefined' ? null : browserChannel,
  };
}
