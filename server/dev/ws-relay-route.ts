import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../app-context';
import { badRequest } from '../http/errors';
import { devRequestAllowed } from './dev-access';

/** A bare WebSocket relay: every text frame goes as it is to the other sockets of the same room. */
export const DEV_WS_RELAY_PATH = '/dev/ws-relay';

/**
 * Added (dmbench), issue 13: the baseline of the message benchmark (bench/direct/message-bench.ts):
 * a raw WebSocket echo between two pages through this same server, no session, no database,
 * no event log. A development route: refused (1008) unless DEV_ROUTES turned them on, and then
 * to every connection not from this machine (./dev-access.ts), like /dev/outbox.
 */
export function devWsRelayRoute(app: FastifyInstance, ctx: AppContext): void {
  const rooms = new Map<string, Set<WebSocket>>();
  app.route({
    method: 'GET',
    url: DEV_WS_RELAY_PATH,
    handler: async () => {
      throw badRequest('Upgrade: this address takes a WebSocket.');
    },
    wsHandler: (socket: WebSocket, req) => {
      if (!devRequestAllowed(ctx.entry.devRoutes, { remoteAddress: req.socket.remoteAddress, headers: req.headers })) {
        socket.close(1008, 'not_found');
        return;
      }
      const room = String((req.query as { room?: unknown }).room ?? '').slice(0, 40);
      const members = rooms.get(room) ?? new Set<WebSocket>();
      rooms.set(room, members);
      members.add(socket);
      socket.on('message', (data, isBinary) => {
        for (const other of members) if (other !== socket && other.readyState === other.OPEN) other.send(data, { binary: isBinary });
      });
      socket.on('close', () => {
        members.delete(socket);
        if (members.size === 0) rooms.delete(room);
      });
    },
  });
}
