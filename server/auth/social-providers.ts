import { SocialProviderName } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import type { GoogleOAuthConfig, OAuthConfig } from './entry-context';

/**
 * The social-login providers (000 §7: POST /accounts/login/ajax/facebook/ and /google/), each
 * a standard OAuth 2.0 code flow, each off unless configured:
 * - facebook: one base URL serving /authorize, /token and a graph-style
 *   /me?fields=id,name,email,mobile_phone,picture (OAUTH_PROVIDER_URL, OAUTH_CLIENT_ID,
 *   OAUTH_CLIENT_SECRET);
 * - google: OpenID Connect endpoints (authorization, token, userinfo with sub, name, email,
 *   email_verified, picture) (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_URL).
 * Both share the gating, the failure types (fb_not_authenticated, fb_403_forbidden, fb_unknown)
 * and the `social_links` table, where the provider name tells their accounts apart.
 */
export interface SocialProvider {
  name: SocialProviderName;
  authorizeUrl: string;
  tokenUrl: string;
  /** The profile endpoint, fields included. */
  profileUrl: string;
  /** How the profile endpoint answers: a graph-style /me or OpenID Connect userinfo. */
  profileShape: 'graph' | 'oidc';
  clientId: string;
  clientSecret: string;
  scope: string;
  responseType: string;
}

function facebook(cfg: OAuthConfig): SocialProvider {
  return {
    name: SocialProviderName.facebook,
    authorizeUrl: `${cfg.providerUrl}/authorize`,
    tokenUrl: `${cfg.providerUrl}/token`,
    profileUrl: `${cfg.providerUrl}/me?fields=id,name,email,mobile_phone,picture`,
    profileShape: 'graph',
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret,
    // 000 §7 Social SDK: scope email, response_type 'code,granted_scopes'.
    scope: 'email',
    responseType: 'code,granted_scopes',
  };
}

function google(cfg: GoogleOAuthConfig): SocialProvider {
  return {
    name: SocialProviderName.google,
    authorizeUrl: cfg.authorizeUrl,
    tokenUrl: cfg.tokenUrl,
    profileUrl: cfg.userinfoUrl,
    profileShape: 'oidc',
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret,
    scope: 'openid email profile',
    responseType: 'code',
  };
}

/** The provider of that name when it is configured, else undefined. */
export function socialProvider(ctx: AppContext, name: SocialProviderName): SocialProvider | undefined {
  if (name === SocialProviderName.google) return ctx.entry.google ? google(ctx.entry.google) : undefined;
  return ctx.entry.oauth ? facebook(ctx.entry.oauth) : undefined;
}

/** Every configured provider, facebook first. */
export function configuredProviders(ctx: AppContext): SocialProvider[] {
  return [SocialProviderName.facebook, SocialProviderName.google]
    .map((n) => socialProvider(ctx, n))
    .filter((p): p is SocialProvider => p !== undefined);
}
