/**
 * Reads the social-login provider from the page bootstrap: gatekeepers.social_login must be
 * on and entry_data.oauth[0] must name the provider (ours to choose; the server sets both
 * only when a provider is configured).
 */
import type { Bootstrap } from '../../../sync/api/bootstrap';
import type { OAuthConfig } from './social-login';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function readOAuthConfig(bootstrap: Pick<Bootstrap, 'gatekeepers' | 'entry_data'> | null): OAuthConfig | null {
  if (!bootstrap?.gatekeepers.social_login) return null;
  const raw = bootstrap.entry_data.oauth?.[0];
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const authorizeUrl = str(r.authorize_url);
  const clientId = str(r.client_id);
  try {
    new URL(authorizeUrl);
  } catch {
    return null;
  }
  if (clientId === '') return null;
  return {
    provider: str(r.provider) || 'oauth',
    name: str(r.name) || 'your social account',
    authorizeUrl,
    clientId,
    ownHosts: Array.isArray(r.own_hosts) ? r.own_hosts.filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()) : [],
    responseType: str(r.response_type) || 'code,granted_scopes',
    scope: str(r.scope) || 'email',
  };
}

/** The provider from GET /accounts/social_login_config/ (the server's way; null when not enabled). */
export function oauthConfigFromServer(res: { enabled: boolean; authorize_url?: string; client_id?: string; scope?: string } | null): OAuthConfig | null {
  if (!res?.enabled || !res.authorize_url || !res.client_id) return null;
  try {
    new URL(res.authorize_url);
  } catch {
    return null;
  }
  return {
    provider: 'oauth',
    name: 'your social account',
    authorizeUrl: res.authorize_url,
    clientId: res.client_id,
    ownHosts: [],
    responseType: 'code,granted_scopes',
    scope: res.scope || 'email',
  };
}
