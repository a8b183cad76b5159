import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OAuthPath } from '../../sync/api/oauth-wire';
import type { WireAppsAndWebsites } from '../../sync/api/oauth-wire';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { notFound } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * Settings → Apps and websites (001 §1 /accounts/manage_access/,
 * /accounts/platform_tester_invites/; §7 OAuth revoke_access/ {token},
 * accept_platform_tester_invite/ and decline_platform_tester_invite/ {app_id}). Logged in (401),
 * CSRF token, the caller's own grants and invites only (another person's token, an unknown
 * app or no invite from it: 404). Online calls of the page, like Login activity; each answers
 * the whole page (WireAppsAndWebsites).
 * - GET  /accounts/manage_access/ajax/ (ours) → the active apps (newest first) and the invites.
 * - POST revoke_access/ {token} (the grant's public id) → the grant, its codes and its access
 *   tokens are deleted: the app's next call is 401.
 * - POST accept_…/ {app_id} → the person is a tester (may authorize the app in development);
 *   decline_…/ → the invite is gone (accepted or not).
 * The three count against ActionRules.oauthGrants (429 past it).
 */
const Revoke = z.object({ token: formText.pipe(z.string().regex(/^[0-9a-f]{16}$/, 'expected an app token')) });
const Invite = z.object({ app_id: formText.pipe(z.string().regex(/^\d{1,20}$/, 'expected an app id')) });

export function appsAndWebsitesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { oauth } = ctx.repos;
  const page = (userId: number): WireAppsAndWebsites => ({
    status: 'ok',
    active: oauth.grants(userId).map((g) => ({ token: g.id, app_id: g.appId, app_name: g.appName, scopes: g.scopes, authorized_at: g.createdAt })),
    tester_invites: oauth.invites(userId).map((i) => ({ app_id: i.appId, app_name: i.appName, invited_at: i.createdAt, accepted: i.accepted })),
  });

  app.get(OAuthPath.appsAndWebsites, async (req) => page(requireViewer(req).id));

  app.post(OAuthPath.revokeAccess, async (req) => {
    const viewer = requireViewer(req);
    const { token } = parseInput(Revoke, req.body);
    ctx.actionLimits.oauthGrants.take(viewer.id);
    if (!oauth.revoke(viewer.id, token)) throw notFound();
    return page(viewer.id);
  });

  for (const [path, accept] of [[OAuthPath.acceptTesterInvite, true], [OAuthPath.declineTesterInvite, false]] as const) {
    app.post(path, async (req) => {
      const viewer = requireViewer(req);
      const { app_id: appId } = parseInput(Invite, req.body);
      ctx.actionLimits.oauthGrants.take(viewer.id);
      if (!oauth.answerInvite(viewer.id, appId, accept)) throw notFound();
      return page(viewer.id);
    });
  }
}
