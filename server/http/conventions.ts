import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorType } from '../../sync/api/errors';
import { BEACON_PATHS } from '../../sync/analytics/paths';
import { OAuthPath } from '../../sync/api/oauth-wire';
import { beaconAccepted } from './beacon-source';
import { Cookie, Header } from '../../sync/api/headers';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import { hashToken, isWellFormedToken, newMachineId, wwwClaimFor } from '../auth/tokens';
import { clearSessionCookies, issueCsrfCookie, setMidCookie } from './cookies';
import { csrfKey, csrfSubject, verifyCsrfToken } from './csrf-token';
import { HttpError } from './errors';
import { requestSource } from './request-source';
import { siteOrigins } from './site';

/**
 * The request conventions of 000 §7 on the server side:
 * - mid (machine id) and csrftoken cookies are set on any response to a request without them
 *   (except GETs of /media/ and /assets/: immutable files never set cookies; /media/ reads
 *   the session itself, routes/media.ts);
 * - the session cookie resolves req.viewer;
 * - the csrftoken is bound to the session, else to the mid (./csrf-token.ts, issue 11): a
 *   cookie that does not verify for this request is replaced by one that does;
 * - every unsafe method must carry X-CSRFToken equal to a csrftoken cookie that verifies, and
 *   must not say it comes from another site (Origin, else Referer: ./request-source.ts), else
 *   403 csrf_failed;
 * - cookies are Secure when the request is https (TLS, or X-Forwarded-Proto from a trusted
 *   proxy) or PUBLIC_URL is https;
 * - every response carries the password-encryption key headers, and the www-claim header
 *   when the request's X-IG-WWW-Claim is '0', missing or different;
 * - an hl query param is echoed as Content-Language (accepted, otherwise ignored).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function installConventions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('machineId', '');
  app.decorateRequest('secureCookies', false);
  const key = csrfKey(ctx.keys.hmacSecret);

  app.addHook('onRequest', async (req, reply) => {
    req.secureCookies = req.protocol.toLowerCase() === 'https' || ctx.site.httpsOnly;
    // Immutable files (media, hashed assets) set no cookies: caches may share the public ones.
    if ((req.method === 'GET' || req.method === 'HEAD') && /^\/(?:media|assets)\//.test(req.url)) return;
    const mid = req.cookies[Cookie.mid];
    const midPresented = isWellFormedToken(mid);
    if (midPresented) req.machineId = mid;
    else setMidCookie(req, reply, newMachineId());

    const presented = resolveSession(req, reply, ctx);

    // The token is checked against the session the browser presented, live or ended: a request
    // of a session ended elsewhere (a password reset, expiry) goes on as logged out (401 where
    // login is needed, a logout succeeds) rather than failing CSRF; its answer hands out a token
    // bound to the mid, as does any answer to a request whose token does not verify.
    const csrfCookie = req.cookies[Cookie.csrf];
    const csrfValid = verifyCsrfToken(key, csrfSubject(presented, req.machineId), csrfCookie);
    if (csrfValid) req.csrfToken = csrfCookie;
    if (!csrfValid || presented !== req.sessionHash) issueCsrfCookie(req, reply, key);

    if (!SAFE_METHODS.has(req.method)) {
      const source = requestSource(req.headers, siteOrigins(ctx.site, req));
      if (source === 'cross-site') {
        throw new HttpError(403, ErrorType.csrf, 'Cross-site request refused.');
      }
      // Issue 14: navigator.sendBeacon sets no headers, so the analytics beacons (000 §7 "beacon
      // variants on unload") carry no token: taken from the site's own page only (http/beacon-source.ts).
      if (BEACON_PATHS.includes(req.url.split('?', 1)[0] ?? '')) {
        const secFetchSite = req.headers['sec-fetch-site'];
        const facts = { origin: req.headers.origin, secFetchSite: typeof secFetchSite === 'string' ? secFetchSite : undefined, midPresented };
        if (beaconAccepted(facts, siteOrigins(ctx.site, req))) return;
      }
      // Added (OAuth): an app's server trades a code for a token with its secret, without cookies
      // or a CSRF token; the route reads no session (server/routes/oauth.ts).
      if (req.url.split('?', 1)[0] === OAuthPath.accessToken) return;
      const header = req.headers[Header.csrf.toLowerCase()];
      if (!csrfValid || header !== csrfCookie) {
        throw new HttpError(403, ErrorType.csrf, 'CSRF token missing or incorrect.');
      }
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 && req.sessionHash !== null && staleSessions.has(req)) ctx.repos.sessions.touch(req.sessionHash, nowSeconds(ctx));
    reply.header(Header.encKeyId, ctx.keys.keyId);
    reply.header(Header.encPubKey, ctx.keys.publicKeyB64);
    reply.header(Header.encKeyVersion, ctx.keys.version);
    const claim = wwwClaimFor(ctx.keys.hmacSecret, req.sessionHash ?? `mid:${req.machineId}`);
    if (req.headers[Header.wwwClaim.toLowerCase()] !== claim) reply.header(Header.setWwwClaim, claim);
    const hl = (req.query as Record<string, unknown> | undefined)?.['hl'];
    if (typeof hl === 'string' && /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(hl)) reply.header('content-language', hl);
    return payload;
  });
}

/**
 * Login activity's "last active": written at most once a minute (not a write per request), and
 * only by a request that succeeded (a refused request stores nothing, tests/server/api-fuzz).
 */
const TOUCH_EVERY_S = 60;
const staleSessions = new WeakSet<FastifyRequest>();

/** Sets req.viewer from a live session; answers the hash of the session cookie sent (live or not), or null. */
function resolveSession(req: FastifyRequest, reply: FastifyReply, ctx: AppContext): string | null {
  const token = req.cookies[Cookie.session];
  if (token === undefined) return null;
  const hash = hashToken(token);
  const now = nowSeconds(ctx);
  const live = ctx.repos.sessions.live(hash, now);
  const user = live === undefined ? undefined : ctx.repos.users.byId(live.userId);
  if (user && live) {
    if (now - live.lastActiveAt >= TOUCH_EVERY_S) staleSessions.add(req);
    req.viewer = user;
    req.sessionHash = hash;
  } else {
    clearSessionCookies(req, reply);
  }
  return hash;
}
