/**
 * The logging endpoints of 000 §7 (issue 14) and their development page:
 * - POST /logging_client_events (graph logging endpoint, form {access_token, message}),
 *   POST /ajax/bz and /logging/falco (form {q, ts}), and each one's beacon variant (+ /beacon,
 *   answered 204; the CSRF token is not needed there, a same-site Origin is: http/conventions.ts);
 * - POST /client_error/ (JSON, the fields of 000 §7);
 * - GET /dev/analytics (HTML) and /dev/analytics.json, behind the dev routes' guard (dev/dev-access.ts).
 * Events are stored with the request's device id (mid cookie) and viewer. Per device and per
 * minute (ours): 60 batches and 30 client errors; past that, 429 with Retry-After.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnalyticsPath, DevAnalyticsPath, beaconPath } from '../../sync/analytics/paths';
import type { AppContext } from '../app-context';
import { takeAll } from '../auth/flow-errors';
import { createWindowLimiter } from '../auth/rate-limit';
import { devRequestAllowed } from '../dev/dev-access';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { ClientErrorSchema, parseGraphBatch, parseQueueBatch } from './analytics-input';
import type { WireEventInput } from './analytics-input';
import { renderAnalyticsPage } from './analytics-page';
import { createAnalyticsStore } from './sqlite-analytics';

const MINUTE = 60_000;
export const AnalyticsCaps = {
  batches: { max: 60, windowMs: MINUTE },
  errors: { max: 30, windowMs: MINUTE },
} as const;
const CAP_MESSAGE = 'Too many log requests. Please wait a moment.';

export interface AnalyticsRouteOptions {
  caps?: Partial<Record<keyof typeof AnalyticsCaps, { max: number; windowMs: number }>>;
}

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext, db: Database, opts: AnalyticsRouteOptions = {}): void {
  const store = createAnalyticsStore(db);
  const batches = createWindowLimiter(opts.caps?.batches ?? AnalyticsCaps.batches, ctx.now);
  const errors = createWindowLimiter(opts.caps?.errors ?? AnalyticsCaps.errors, ctx.now);
  const who = (req: FastifyRequest) => ({ deviceId: req.machineId, userId: req.viewer?.id ?? null });

  const batchRoute = (channel: 'graph' | 'bz' | 'falco', parse: (body: unknown) => WireEventInput[]) => {
    const handle = (beacon: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
      const events = parse(req.body);
      takeAll([{ limiter: batches, key: req.machineId }], CAP_MESSAGE);
      const added = store.addEvents(channel, events, who(req), ctx.now());
      return beacon ? reply.code(204).send() : { status: 'ok', received: events.length, added };
    };
    app.post(AnalyticsPath[channel], handle(false));
    app.post(beaconPath(channel), handle(true));
  };
  batchRoute('graph', parseGraphBatch);
  batchRoute('bz', parseQueueBatch);
  batchRoute('falco', parseQueueBatch);

  app.post(AnalyticsPath.error, async (req) => {
    const report = parseInput(ClientErrorSchema, req.body);
    takeAll([{ limiter: errors, key: req.machineId }], CAP_MESSAGE);
    store.addError(report, who(req), ctx.now());
    return { status: 'ok' };
  });

  const view = (req: FastifyRequest) => {
    if (!devRequestAllowed(ctx.entry.devRoutes, { remoteAddress: req.socket.remoteAddress, headers: req.headers })) throw notFound();
    return { counts: store.countsByName(), recent: store.recent(100), errors: store.errorGroups(100) };
  };
  app.get(DevAnalyticsPath.page, async (req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderAnalyticsPage(view(req))),
  );
  app.get(DevAnalyticsPath.json, async (req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok', ...view(req) }));
}
