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

/** Ours: the button name of each provider the server may list. */
const PROVIDER_NAMES: Record<string, string> = { facebook: 'your social account', google: 'Google' };

interface ServerProvider {
  provider: string;
  authorize_url: string;
  client_id: string;
  scope?: string;
  response_type?: string;
}

function fromServerEntry(p: ServerProvider): OAuthConfig | null {
  if (!p.authorize_url || !p.client_id) return null;
  try {
    new URL(p.authorize_url);
  } catch {
    return null;
  }
  return {
    provider: p.provider,
    name: PROVIDER_NAMES[p.provider] ?? 'your social account',
    authorizeUrl: p.authorize_url,
    clientId: p.client_id,
    ownHosts: [],
    responseType: p.response_type || 'code,granted_scopes',
    scope: p.scope || 'email',
  };
}

type ServerConfig = { enabled: boolean; authorize_url?: string; client_id?: string; scope?: string; providers?: ServerProvider[] };

/** The facebook provider from GET /accounts/social_login_config/ (the server's way; null when not enabled). */
export function oauthConfigFromServer(res: ServerConfig | null): OAuthConfig | null {
  if (!res?.enabled || !res.authorize_url || !res.client_id) return null;
  return fromServerEntry({ provider: 'facebook', authorize_url: res.authorize_url, client_id: res.client_id, ...(res.scope ? { scope: res.scope } : {}) });
}

/**
 * Every provider the server lists (000 §7: facebook and google), facebook first; a server
 * that lists none answers its facebook provider in the top-level fields.
 */
export function oauthConfigsFromServer(res: ServerConfig | null): OAuthConfig[] {
  if (!res) return [];
  if (!res.providers) {
    const one = oauthConfigFromServer(res);
    return one ? [one] : [];
  }
  return res.providers.map(fromServerEntry).filter((c): c is OAuthConfig => c !== null);
}
