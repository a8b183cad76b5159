import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OAUTH_CODE_SECONDS, OAuthPath } from '../../sync/api/oauth-wire';
import type { WireAccessToken, WireAuthorizeDone, WireAuthorizeInfo, WireOAuthMe } from '../../sync/api/oauth-wire';
import { takeAll } from '../auth/flow-errors';
import { createWindowLimiter } from '../auth/rate-limit';
import { hashToken } from '../auth/tokens';
import { nowSeconds } from '../app-context';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { ACTION_LIMIT_MESSAGE } from '../http/action-limits';
import { badRequest, HttpError } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { ErrorType } from '../../sync/api/errors';
import { checkAuthorize, parseScopes, redirectWith } from '../settings/oauth-rules';

/**
 * The OAuth provider side (001 §1 /oauth/authorize; §7 OAuth authorize {allow,
 * granted_scopes}). The dialog page is the app (GET /oauth/authorize); its calls need a login
 * (401) and the CSRF token:
 * - GET  /oauth/authorize/ajax/?app_id&response_type&redirect_uri&state (ours) → the app and
 *   its scopes, or 400 naming what is wrong (unknown app, a redirect_uri not exactly the
 *   registered one, response_type not code, an app in development to a non-tester). Never a
 *   redirect.
 * - POST /oauth/authorize?<same query> {allow, granted_scopes} → {redirect}: Allow grants the
 *   scopes (a non-empty subset of the app's) and answers the registered redirect_uri with a
 *   one-time code (good OAUTH_CODE_SECONDS) and state unchanged; Cancel answers it with
 *   error=access_denied and state. The same checks as the GET first (400, no redirect).
 *   Counts against ActionRules.oauthGrants.
 * The app's own calls carry no cookies and no CSRF token (server/http/conventions.ts exempts
 * the exchange); both are limited per app or address (APP_CALLS):
 * - POST /oauth/access_token/ {client_id, client_secret, grant_type=authorization_code,
 *   redirect_uri, code} → {access_token, user_id, scope}: the secret checked, the code good
 *   once (a second use, an expired or a revoked grant's code: 400 code), redirect_uri equal to
 *   the authorize's; a refused exchange changes nothing (the code stays until its expiry).
 * - GET /oauth/me/ with Authorization: Bearer <token> → {id, username, scope}; 401 once the
 *   grant is removed.
 */
const Query = z.object({
  app_id: z.string().max(40).optional(),
  response_type: z.string().max(40).optional(),
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
});
const Decision = z.object({ allow: formText.pipe(z.enum(['1', '0', 'true', 'false'], 'expected 1 or 0')), granted_scopes: formText.optional() });
const Exchange = z.object({
  client_id: formText.pipe(z.string().max(40)),
  client_secret: formText.pipe(z.string().max(200)),
  grant_type: formText.pipe(z.literal('authorization_code', 'expected authorization_code')),
  redirect_uri: formText.pipe(z.string().max(2000)),
  code: formText.pipe(z.string().max(200)),
});
/** Ours: the app's calls per app (the exchange) or per address (its reads). */
const APP_CALLS = { max: 60, windowMs: 60_000 } as const;

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const unauthorized = () => new HttpError(401, ErrorType.loginRequired, 'The access token is missing, invalid or removed.');

export function oauthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { oauth } = ctx.repos;
  const appCalls = createWindowLimiter(APP_CALLS, ctx.now);

  const checked = (req: FastifyRequest, userId: number) => {
    const q = parseInput(Query, req.query, 'query');
    const found = q.app_id === undefined ? undefined : oauth.app(q.app_id);
    const c = checkAuthorize(q, found, found !== undefined && oauth.isTester(userId, found.id));
    if (!c.ok) throw badRequest(c.message, { field: c.field });
    return c;
  };

  app.get(OAuthPath.authorizeInfo, async (req) => {
    const viewer = requireViewer(req);
    const { app: a } = checked(req, viewer.id);
    const res: WireAuthorizeInfo = {
      status: 'ok',
      app: { id: a.id, name: oauth.app(a.id)?.name ?? a.id, scopes: [...a.scopes] },
      redirect_uri: a.redirectUri,
      granted_scopes: oauth.grantOf(viewer.id, a.id)?.scopes ?? [],
    };
    return res;
  });

  app.post(OAuthPath.authorize, async (req) => {
    const viewer = requireViewer(req);
    const { app: a, state } = checked(req, viewer.id);
    const d = parseInput(Decision, req.body);
    ctx.actionLimits.oauthGrants.take(viewer.id);
    if (d.allow === '0' || d.allow === 'false') {
      const res: WireAuthorizeDone = { status: 'ok', redirect: redirectWith(a.redirectUri, { error: 'access_denied', error_reason: 'user_denied', state }) };
      return res;
    }
    const scopes = parseScopes(d.granted_scopes ?? '');
    if (scopes === null || scopes.length === 0 || !scopes.every((s) => a.scopes.includes(s))) {
      throw badRequest(`granted_scopes: one or more of ${a.scopes.join(', ')}`);
    }
    const now = nowSeconds(ctx);
    const grantId = oauth.grant(viewer.id, a.id, scopes, randomBytes(8).toString('hex'), now);
    const code = randomBytes(32).toString('base64url');
    oauth.addCode(hashToken(code), grantId, a.redirectUri, now + OAUTH_CODE_SECONDS);
    const res: WireAuthorizeDone = { status: 'ok', redirect: redirectWith(a.redirectUri, { code, state }) };
    return res;
  });

  app.post(OAuthPath.accessToken, async (req) => {
    const e = parseInput(Exchange, req.body);
    takeAll([{ limiter: appCalls, key: `app:${e.client_id}` }], ACTION_LIMIT_MESSAGE);
    const registered = oauth.app(e.client_id);
    if (registered === undefined) throw badRequest('client_id: no app has this id.');
    if (!sameHash(hashToken(e.client_secret), registered.secretHash)) throw badRequest('client_secret: does not match.');
    const codeHash = hashToken(e.code);
    const taken = oauth.code(codeHash, nowSeconds(ctx));
    if (taken === undefined || taken.grant.appId !== registered.id) throw badRequest('code: invalid, used or expired.');
    if (taken.redirectUri !== e.redirect_uri) throw badRequest('redirect_uri: does not match the authorization.');
    if (!oauth.useCode(codeHash)) throw badRequest('code: invalid, used or expired.');
    const token = randomBytes(32).toString('base64url');
    oauth.addToken(hashToken(token), taken.grant.id, nowSeconds(ctx));
    const res: WireAccessToken = { access_token: token, token_type: 'bearer', user_id: String(taken.grant.userId), scope: taken.grant.scopes.join(',') };
    return res;
  });

  app.get(OAuthPath.me, async (req) => {
    takeAll([{ limiter: appCalls, key: `ip:${req.ip}` }], ACTION_LIMIT_MESSAGE);
    const token = /^Bearer ([\w-]{1,200})$/.exec(req.headers.authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : oauth.grantOfToken(hashToken(token));
    const user = grant === undefined ? undefined : ctx.repos.users.byId(grant.userId);
    if (grant === undefined || user === undefined) throw unauthorized();
    const res: WireOAuthMe = { id: String(user.id), username: user.username, scope: grant.scopes.join(',') };
    return res;
  });
}
