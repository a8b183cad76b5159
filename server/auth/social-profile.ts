import { randomInt } from 'node:crypto';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { suggestUsernames } from '../signup/username-suggestions';
import type { OAuthConfig } from './entry-context';
import { flowError } from './flow-errors';
import { fetchProfile } from './oauth-client';
import type { SocialProfile } from './oauth-client';

/** Shared by the social login and social sign-up routes. */
export function requireOAuth(ctx: AppContext): OAuthConfig {
  if (!ctx.entry.oauth) throw flowError(404, AuthErrorType.socialNotConfigured, 'Social login is not configured.');
  return ctx.entry.oauth;
}

/** The profile behind a token given as accessToken or fb_access_token. */
export async function profileOf(
  ctx: AppContext,
  body: { accessToken?: string | undefined; fb_access_token?: string | undefined },
): Promise<SocialProfile> {
  const cfg = requireOAuth(ctx);
  const token = body.accessToken ?? body.fb_access_token ?? '';
  if (token === '') throw flowError(400, AuthErrorType.fbNotAuthenticated, 'fb_access_token: missing');
  return fetchProfile(ctx, cfg, token);
}

const random = () => randomInt(0, 1_000_000) / 1_000_000;

/** 000 §4 Social sign-up: username suggestions from the provider's name and email. */
export const socialSuggestions = (ctx: AppContext, p: SocialProfile, username = ''): string[] =>
  suggestUsernames({ email: p.email ?? '', firstName: p.name, username }, (c) => ctx.repos.users.takenUsernames(c), random);
