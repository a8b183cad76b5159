import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireCodeExchangeResponse, WireSocialConfigResponse, WireSocialConnectResponse, WireSocialProfileResponse } from '../../sync/api/auth-wire';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { completeLogin, isTruthyFlag } from '../auth/complete-login';
import { flowError, tooMany } from '../auth/flow-errors';
import { exchangeCode, fetchProfile, SOCIAL_PROVIDER } from '../auth/oauth-client';
import { profileOf, requireOAuth, socialSuggestions } from '../auth/social-profile';
import type { SocialProfile } from '../auth/oauth-client';
import { badRequest, HttpError, loginRequired } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * Social login as an OAuth 2.0 code flow against the configured provider (000 §4 Social
 * login, §7 Auth). Off unless OAUTH_PROVIDER_URL, OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET
 * are set: then every call but the config answers 404 social_login_not_configured.
 * - GET  /accounts/social_login_config/ → {enabled, authorize_url, client_id, scope}
 * - POST /accounts/fb_code_exchange/ {code, returnURL} → {accessToken, fbUserId, expires_in};
 *   returnURL (the redirect_uri of the dialog) must be on this server's own host.
 * - POST /accounts/fb_profile/ {accessToken | fb_access_token, profile_pic_size} → meResponse,
 *   pictureResponse, igAccount (the linked account), email_taken, phone_taken, suggestions.
 * - POST /accounts/login/ajax/facebook/ {accessToken, fbUserId, queryParams, optIntoOneTap}
 *   → the login response; 400 fb_not_authenticated (token bad, or not fbUserId's), 400
 *   user_not_found {user: false, fbUserId} when no account is linked.
 * - POST /fb/connect/ajax/ {fb_access_token, profile_pic_size} (logged in) → {picture};
 *   400 fb_already_linked when the social account (or this account) is linked elsewhere.
 */
const TokenBody = z.object({ accessToken: formText.optional(), fb_access_token: formText.optional(), profile_pic_size: formText.optional() });
const LoginBody = z.object({ accessToken: formText, fbUserId: formText, queryParams: formText.optional(), optIntoOneTap: formText.optional() });

const picture = (p: SocialProfile) => ({ data: { url: p.picture.url, is_silhouette: p.picture.isSilhouette } });

function ownHost(ctx: AppContext, req: FastifyRequest, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const hosts = [req.host, ...(ctx.entry.publicUrl ? [new URL(ctx.entry.publicUrl).host] : [])];
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && hosts.includes(parsed.host);
}

export function socialLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(AuthPath.socialLoginConfig, async () => {
    const cfg = ctx.entry.oauth;
    const res: WireSocialConfigResponse = cfg
      ? { status: 'ok', enabled: true, authorize_url: `${cfg.providerUrl}/authorize`, client_id: cfg.clientId, scope: 'email' }
      : { status: 'ok', enabled: false };
    return res;
  });

  app.post(AuthPath.fbCodeExchange, async (req) => {
    const cfg = requireOAuth(ctx);
    const body = parseInput(z.object({ code: formText, returnURL: formText }), req.body);
    if (!ownHost(ctx, req, body.returnURL)) throw badRequest('returnURL: must be on this site');
    const { accessToken, expiresIn } = await exchangeCode(ctx, cfg, body.code, body.returnURL);
    const profile = await fetchProfile(ctx, cfg, accessToken);
    const res: WireCodeExchangeResponse = { status: 'ok', accessToken, fbUserId: profile.id, expires_in: expiresIn };
    return res;
  });

  app.post(AuthPath.fbProfile, async (req) => {
    const profile = await profileOf(ctx, parseInput(TokenBody, req.body));
    const linked = ctx.entry.stores.social.userIdFor(SOCIAL_PROVIDER, profile.id);
    const account = linked === undefined ? undefined : ctx.repos.users.byId(linked);
    const res: WireSocialProfileResponse = {
      status: 'ok',
      meResponse: { id: profile.id, email: profile.email, mobile_phone: profile.mobilePhone, name: profile.name },
      pictureResponse: picture(profile),
      igAccount: account ? { username: account.username } : null,
      email_taken: profile.email !== null && ctx.repos.users.byEmail(profile.email.toLowerCase()) !== undefined,
      phone_taken: profile.mobilePhone !== null && ctx.entry.stores.phones.userIdByPhone(profile.mobilePhone) !== undefined,
      username_suggestions: account ? [] : socialSuggestions(ctx, profile),
    };
    return res;
  });

  app.post(AuthPath.fbLogin, async (req, reply) => {
    requireOAuth(ctx);
    const body = parseInput(LoginBody, req.body);
    const byIp = ctx.loginLimits.byIp;
    const ipKey = `ip:${req.ip}`;
    if (byIp.blocked(ipKey)) throw tooMany(60_000, undefined, { authenticated: false, user: false });
    let profile: SocialProfile;
    try {
      profile = await profileOf(ctx, body);
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 400) byIp.fail(ipKey);
      throw e;
    }
    if (profile.id !== body.fbUserId) {
      byIp.fail(ipKey);
      throw flowError(400, AuthErrorType.fbNotAuthenticated, 'Your social login has expired. Please try again.', { authenticated: false, user: false });
    }
    const linked = ctx.entry.stores.social.userIdFor(SOCIAL_PROVIDER, profile.id);
    const user = linked === undefined ? undefined : ctx.repos.users.byId(linked);
    if (!user) {
      throw new HttpError(400, ErrorType.userNotFound, 'No account is connected to this social account yet.', {
        authenticated: false,
        user: false,
        fbUserId: profile.id,
      });
    }
    return completeLogin(ctx, req, reply, user, { oneTap: isTruthyFlag(body.optIntoOneTap) });
  });

  app.post(AuthPath.fbConnect, async (req) => {
    const viewer = req.viewer;
    if (!viewer) throw loginRequired();
    const profile = await profileOf(ctx, parseInput(TokenBody, req.body));
    const { social } = ctx.entry.stores;
    const owner = social.userIdFor(SOCIAL_PROVIDER, profile.id);
    const mine = social.providerUserIdOf(viewer.id, SOCIAL_PROVIDER);
    if ((owner !== undefined && owner !== viewer.id) || (mine !== undefined && mine !== profile.id)) {
      throw flowError(400, AuthErrorType.fbAlreadyLinked, 'This social account is already connected to another account.');
    }
    if (owner === undefined) social.link(SOCIAL_PROVIDER, profile.id, viewer.id, ctx.now());
    const res: WireSocialConnectResponse = { status: 'ok', picture: picture(profile) };
    return res;
  });
}
