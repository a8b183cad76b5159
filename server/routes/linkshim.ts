import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LinkshimLimits, LinkshimPath } from '../../sync/api/linkshim-wire';
import type { WireLinkshimLinkResponse, WireLinkshimVerdictResponse } from '../../sync/api/linkshim-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { createWindowLimiter } from '../auth/rate-limit';
import { badRequest, rateLimited } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { appShellHandler } from './app-shell';

/**
 * Added (links): the link shim (sync/api/linkshim-wire.ts; ../linkshim/linkshim.ts; 001 §6
 * "POST /linkshim/link/ {u, cs}; the response field uri is the safe URL to open"). No login
 * needed: profiles and their websites are seen logged out too. Every call is counted per
 * network address (LinkshimLimits.checksPerAddressPerHour, 429 past it).
 * - GET /l/?u&e: 302 to u with no referrer and nothing cached, when e is Lumen's signature for
 *   u, made less than LinkshimLimits.freshSeconds ago, and u's host is not blocked. Anything
 *   else gets the app's HTML, whose page (src/screens/linkshim/) names the address and asks
 *   before leaving (or says it is blocked): /l/ is never an open redirect for someone else's
 *   address. With __a=1 → WireLinkshimVerdictResponse (400 `u: …` when u is no web address).
 * - POST /linkshim/link/ {u, cs} → WireLinkshimLinkResponse: a fresh shimmed form of u for a
 *   signature Lumen made for it (cached pages hold old ones); 400 `u: …`, 400 `cs: …`.
 */

const HOUR_MS = 3_600_000;
const NOT_A_LINK = 'u: not a web address Lumen opens (http or https, no user name or password)';
const NOT_OURS = "cs: this link wasn't made by Lumen";

const LinkBody = z.object({ u: formText.optional(), cs: formText.optional() });

export function linkshimRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shim = ctx.linkshim;
  const page = appShellHandler(ctx);
  const perAddress = createWindowLimiter({ max: LinkshimLimits.checksPerAddressPerHour, windowMs: HOUR_MS }, () => ctx.now());
  const count = (ip: string): void => {
    const wait = perAddress.take(ip);
    if (wait > 0) throw rateLimited(wait, "You've opened a lot of links. Try again later.");
  };
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');

  app.get<{ Querystring: Record<string, unknown> }>(LinkshimPath.open, async (req, reply) => {
    count(req.ip);
    const u = text(req.query['u']);
    const e = text(req.query['e']);
    const now = nowSeconds(ctx);
    const read = shim.readUrl(u);
    if (req.query['__a'] === '1') {
      if (!read) throw badRequest(NOT_A_LINK);
      const res: WireLinkshimVerdictResponse = { status: 'ok', verdict: shim.verdict(read, e, now), url: read.url, host: read.host };
      return res;
    }
    if (!read || shim.verdict(read, e, now) !== 'open') return page(req, reply);
    return reply
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .redirect(read.url, 302);
  });

  app.post(LinkshimPath.link, async (req) => {
    count(req.ip);
    const body = parseInput(LinkBody, req.body);
    const read = shim.readUrl(body.u ?? '');
    if (!read) throw badRequest(NOT_A_LINK);
    const uri = shim.refresh(read, (body.cs ?? '').trim(), nowSeconds(ctx));
    if (uri === null) throw badRequest(NOT_OURS);
    const res: WireLinkshimLinkResponse = { status: 'ok', uri };
    return res;
  });
}
