import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType, SocialProviderName } from '../../sync/api/auth-wire';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { completeLogin, isTruthyFlag } from '../auth/complete-login';
import { flowError, takeAll } from '../auth/flow-errors';
import { addressKey } from '../auth/login-limits';
import type { SocialProfile } from '../auth/oauth-client';
import { profileOf, requireOAuth } from '../auth/social-profile';
import { HttpError } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * 000 §7 social login: POST /accounts/login/ajax/facebook/ and /accounts/login/ajax/google/
 * {accessToken, fbUserId (the provider's id of the person), queryParams, optIntoOneTap?} →
 * the login response. The same for both providers (each off unless configured: 404
 * social_login_not_configured): 400 fb_not_authenticated when the token is bad or not
 * fbUserId's, 400 fb_403_forbidden / 502 fb_unknown from the provider, 400 user_not_found
 * {user: false, fbUserId} when no account is linked to that provider's account; failures
 * count toward the per-address login limit (429 past it).
 */
const LoginBody = z.object({ accessToken: formText, fbUserId: formText, queryParams: formText.optional(), optIntoOneTap: formText.optional() });

async function socialLogin(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, provider: SocialProviderName) {
  requireOAuth(ctx, provider);
  const body = parseInput(LoginBody, req.body);
  // Counted before the provider is asked (parallel attempts), taken back unless the token was bad.
  const byAddress = ctx.loginLimits.byAddress;
  const key = addressKey(req.ip);
  takeAll([{ limiter: byAddress, key }], undefined, { authenticated: false });
  let profile: SocialProfile;
  try {
    profile = await profileOf(ctx, body, provider);
  } catch (e) {
    if (!(e instanceof HttpError && e.statusCode === 400)) byAddress.release(key);
    throw e;
  }
  if (profile.id !== body.fbUserId) {
    throw flowError(400, AuthErrorType.fbNotAuthenticated, 'Your social login has expired. Please try again.', { authenticated: false, user: false });
  }
  byAddress.release(key);
  const linked = ctx.entry.stores.social.userIdFor(provider, profile.id);
  const user = linked === undefined ? undefined : ctx.repos.users.byId(linked);
  if (!user) {
    throw new HttpError(400, ErrorType.userNotFound, 'No account is connected to this social account yet.', {
      authenticated: false,
      user: false,
      fbUserId: profile.id,
    });
  }
  return completeLogin(ctx, req, reply, user, { oneTap: isTruthyFlag(body.optIntoOneTap) });
}

export function socialLoginAjaxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(AuthPath.fbLogin, async (req, reply) => socialLogin(ctx, req, reply, SocialProviderName.facebook));
  app.post(AuthPath.googleLogin, async (req, reply) => socialLogin(ctx, req, reply, SocialProviderName.google));
}
