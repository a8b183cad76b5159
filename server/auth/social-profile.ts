import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { AuthErrorType, SocialProviderName } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { suggestUsernames } from '../signup/username-suggestions';
import { flowError } from './flow-errors';
import { fetchProfile } from './oauth-client';
import type { SocialProfile } from './oauth-client';
import { socialProvider } from './social-providers';
import type { SocialProvider } from './social-providers';

/** The optional `provider` field of the social calls (added; without it: facebook). */
export const providerField = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum([SocialProviderName.facebook, SocialProviderName.google]).optional())
  .transform((v) => v ?? SocialProviderName.facebook);

/** Shared by the social login and social sign-up routes: 404 social_login_not_configured when off. */
export function requireOAuth(ctx: AppContext, name: SocialProviderName = SocialProviderName.facebook): SocialProvider {
  const provider = socialProvider(ctx, name);
  if (!provider) throw flowError(404, AuthErrorType.socialNotConfigured, 'Social login is not configured.');
  return provider;
}

/** The profile behind a token given as accessToken or fb_access_token. */
export async function profileOf(
  ctx: AppContext,
  body: { accessToken?: string | undefined; fb_access_token?: string | undefined },
  name: SocialProviderName = SocialProviderName.facebook,
): Promise<SocialProfile> {
  const cfg = requireOAuth(ctx, name);
  const token = body.accessToken ?? body.fb_access_token ?? '';
  if (token === '') throw flowError(400, AuthErrorType.fbNotAuthenticated, 'fb_access_token: missing');
  return fetchProfile(ctx, cfg, token);
}

const random = () => randomInt(0, 1_000_000) / 1_000_000;

/** 000 §4 Social sign-up: username suggestions from the provider's name and email. */
export const socialSuggestions = (ctx: AppContext, p: SocialProfile, username = ''): string[] =>
  suggestUsernames({ email: p.email ?? '', firstName: p.name, username }, (c) => ctx.repos.users.takenUsernames(c), random);
