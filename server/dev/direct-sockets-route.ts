import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Presence } from '../direct/presence';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { devRequestAllowed } from './dev-access';

/** GET DEV_DIRECT_SOCKETS_PATH?username=: `{username, open, opened}`: the person's direct sockets on this process, open now and opened since it started. */
export const DEV_DIRECT_SOCKETS_PATH = '/dev/direct/sockets.json';

const Query = z.object({ username: z.string().min(1).max(30) });

/**
 * Added (dmrt), issue 13: how many real-time sockets a person has open here, for the browser
 * test of "two tabs of one person share one socket" (tests/e2e/direct-realtime.spec.ts). A
 * development route: 404 unless DEV_ROUTES turned them on, and then to every request not from
 * this machine (./dev-access.ts), like /dev/outbox.
 */
export function devDirectSocketsRoute(app: FastifyInstance, ctx: AppContext, presence: Presence): void {
  app.get(DEV_DIRECT_SOCKETS_PATH, async (req, reply) => {
    if (!devRequestAllowed(ctx.entry.devRoutes, { remoteAddress: req.socket.remoteAddress, headers: req.headers })) throw notFound();
    const q = parseInput(Query, req.query, 'query');
    const user = ctx.repos.users.byUsername(q.username);
    if (!user) throw notFound();
    return reply.header('cache-control', 'no-store').send({ username: q.username, ...presence.socketCounts(user.id) });
  });
}
