import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { devRequestAllowed } from './dev-access';
import { renderOutboxPage } from './outbox-page';

/**
 * The development outbox (DESIGN.md "a page under /dev/ in development only"): GET
 * /dev/outbox (HTML) and /dev/outbox.json ({messages: [{id, kind, to, subject, text, link,
 * created_at}]}, newest first; ?to=, ?kind=email|sms and ?limit=1..200 filter it). Both are
 * 404 unless DEV_ROUTES turned them on, and then to every request not from this machine
 * (./dev-access.ts, issue 11).
 */
const Query = z.object({
  to: z.string().optional(),
  kind: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function devOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (req: FastifyRequest) => {
    if (!devRequestAllowed(ctx.entry.devRoutes, { remoteAddress: req.socket.remoteAddress, headers: req.headers })) throw notFound();
    const q = parseInput(Query, req.query, 'query');
    return ctx.entry.stores.outbox.list({
      limit: q.limit,
      ...(q.to !== undefined ? { to: q.to } : {}),
      ...(q.kind !== undefined ? { kind: q.kind } : {}),
    });
  };

  app.get(AuthPath.devOutbox, async (req, reply) => {
    const messages = list(req);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderOutboxPage(messages));
  });

  app.get(AuthPath.devOutboxJson, async (req, reply) => {
    const messages = list(req).map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      link: m.link,
      created_at: Math.floor(m.createdMs / 1000),
    }));
    return reply.header('cache-control', 'no-store').send({ status: 'ok', messages });
  });
}
