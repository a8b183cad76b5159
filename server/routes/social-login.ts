import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireCodeExchangeResponse, WireSocialConfigResponse, WireSocialConnectResponse, WireSocialProfileResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError } from '../auth/flow-errors';
import { exchangeCode, fetchProfile } from '../auth/oauth-client';
import type { SocialProfile } from '../auth/oauth-client';
import { profileOf, providerField, requireOAuth, socialSuggestions } from '../auth/social-profile';
import { configuredProviders } from '../auth/social-providers';
import { badRequest, loginRequired } from '../http/errors';
import { originOf, siteOrigins } from '../http/site';
import { formText, parseInput } from '../http/validate';
import { socialLoginAjaxRoutes } from './social-login-ajax';

/**
 * Social login as an OAuth 2.0 code flow against the configured providers (000 §4 Social
 * login, §7 Auth; server/auth/social-providers.ts). Each provider is off unless configured:
 * then its calls answer 404 social_login_not_configured. Without a `provider` field a call
 * means facebook; `provider: google` (added) means Google.
 * - GET  /accounts/social_login_config/ → {enabled, authorize_url, client_id, scope} of
 *   facebook, plus `providers`: every configured provider's dialog.
 * - POST /accounts/fb_code_exchange/ {code, returnURL, provider?} → {accessToken, fbUserId,
 *   expires_in}; returnURL (the redirect_uri of the dialog) must be on this server's own host.
 * - POST /accounts/fb_profile/ {accessToken | fb_access_token, profile_pic_size, provider?} →
 *   meResponse, pictureResponse, igAccount (the linked account), email_taken, phone_taken,
 *   suggestions.
 * - POST /accounts/login/ajax/facebook/ and /google/: ./social-login-ajax.ts.
 * - POST /fb/connect/ajax/ {fb_access_token, profile_pic_size, provider?} (logged in) →
 *   {picture}; 400 fb_already_linked when the social account (or this account) is linked elsewhere.
 */
const TokenBody = z.object({
  accessToken: formText.optional(),
  fb_access_token: formText.optional(),
  profile_pic_size: formText.optional(),
  provider: providerField,
});

const picture = (p: SocialProfile) => ({ data: { url: p.picture.url, is_silhouette: p.picture.isSilhouette } });

/** The return URL is on this site: the public origin or the request's own (http/site.ts). */
function ownHost(ctx: AppContext, req: FastifyRequest, url: string): boolean {
  const origin = originOf(url);
  return origin !== null && siteOrigins(ctx.site, req).includes(origin);
}

export function socialLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(AuthPath.socialLoginConfig, async () => {
    const providers = configuredProviders(ctx).map((p) => ({
      provider: p.name,
      authorize_url: p.authorizeUrl,
      client_id: p.clientId,
      scope: p.scope,
      response_type: p.responseType,
    }));
    const facebook = providers.find((p) => p.provider === 'facebook');
    const res: WireSocialConfigResponse = facebook
      ? { status: 'ok', enabled: true, authorize_url: facebook.authorize_url, client_id: facebook.client_id, scope: facebook.scope, providers }
      : { status: 'ok', enabled: false, providers };
    return res;
  });

  app.post(AuthPath.fbCodeExchange, async (req) => {
    const body = parseInput(z.object({ code: formText, returnURL: formText, provider: providerField }), req.body);
    const cfg = requireOAuth(ctx, body.provider);
    if (!ownHost(ctx, req, body.returnURL)) throw badRequest('returnURL: must be on this site');
    const { accessToken, expiresIn } = await exchangeCode(ctx, cfg, body.code, body.returnURL);
    const profile = await fetchProfile(ctx, cfg, accessToken);
    const res: WireCodeExchangeResponse = { status: 'ok', accessToken, fbUserId: profile.id, expires_in: expiresIn };
    return res;
  });

  app.post(AuthPath.fbProfile, async (req) => {
    const body = parseInput(TokenBody, req.body);
    const profile = await profileOf(ctx, body, body.provider);
    const linked = ctx.entry.stores.social.userIdFor(body.provider, profile.id);
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

  socialLoginAjaxRoutes(app, ctx);

  app.post(AuthPath.fbConnect, async (req) => {
    const viewer = req.viewer;
    if (!viewer) throw loginRequired();
    const body = parseInput(TokenBody, req.body);
    const profile = await profileOf(ctx, body, body.provider);
    const { social } = ctx.entry.stores;
    const owner = social.userIdFor(body.provider, profile.id);
    const mine = social.providerUserIdOf(viewer.id, body.provider);
    if ((owner !== undefined && owner !== viewer.id) || (mine !== undefined && mine !== profile.id)) {
      throw flowError(400, AuthErrorType.fbAlreadyLinked, 'This social account is already connected to another account.');
    }
    if (owner === undefined) social.link(body.provider, profile.id, viewer.id, ctx.now());
    const res: WireSocialConnectResponse = { status: 'ok', picture: picture(profile) };
    return res;
  });
}
