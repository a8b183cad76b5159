/**
 * Social login gating and status logging (000 §4 Social login, 000 §5, 000 §9): off unless
 * a provider is configured; disabled for country codes CN, IR, CU, KP and when forced
 * authentication is set without the enable-social-login parameter; offered only on the
 * product's own hosts.
 */
import { FORCE_AUTH_PARAM } from './one-tap';

export const SOCIAL_BLOCKED_COUNTRIES = ['CN', 'IR', 'CU', 'KP'] as const;

/** Ours: the query parameter that re-enables social login under forced authentication. */
export const ENABLE_SOCIAL_PARAM = 'enable_social_login';

/** The provider configuration the page bootstrap carries (entry_data.oauth[0]; see README of this folder). */
export interface OAuthConfig {
  provider: string;
  /** Display name on buttons, e.g. "Example". */
  name: string;
  authorizeUrl: string;
  clientId: string;
  /** Hosts the product is served from; social login is offered only there. */
  ownHosts: string[];
  responseType: string;
  scope: string;
}

export interface SocialGateInput {
  gatekeeperOn: boolean;
  config: OAuthConfig | null;
  countryCode: string;
  /** The page's search string (force authentication and the enable parameter). */
  search: string;
  /** The page's host. */
  host: string;
}

export function isOwnHost(host: string, config: OAuthConfig): boolean {
  return config.ownHosts.length === 0 || config.ownHosts.includes(host.toLowerCase());
}

/** 000 §5: whether social login is offered here. */
export function socialLoginAllowed(input: SocialGateInput): boolean {
  if (!input.gatekeeperOn || input.config === null) return false;
  if ((SOCIAL_BLOCKED_COUNTRIES as readonly string[]).includes(input.countryCode.toUpperCase())) return false;
  const params = new URLSearchParams(input.search);
  const forced = params.has(FORCE_AUTH_PARAM) && params.get(FORCE_AUTH_PARAM) !== '0';
  if (forced && params.get(ENABLE_SOCIAL_PARAM) !== '1') return false;
  return isOwnHost(input.host, input.config);
}

/** 000 §4 Social login status values. */
export const SocialStatus = {
  connected: 'connected',
  notAuthorized: 'not_authorized',
  unknown: 'unknown',
  igIneligible: 'ig_ineligible',
  igTimeout: 'ig_timeout',
  igAdmin: 'ig_admin',
} as const;
export type SocialStatus = (typeof SocialStatus)[keyof typeof SocialStatus];

export type SocialLogStatus = 'authorized' | 'not_authorized' | 'logged_out';

/** 000 §4: connected → authorized, not_authorized → not_authorized, the rest → logged_out. */
export function statusForLogging(status: SocialStatus): SocialLogStatus {
  if (status === SocialStatus.connected) return 'authorized';
  if (status === SocialStatus.notAuthorized) return 'not_authorized';
  return 'logged_out';
}

/** The status of an OAuth return: a code means connected; access_denied means not authorized. */
export function statusOfReturn(params: URLSearchParams): SocialStatus {
  if (params.get('code')) return SocialStatus.connected;
  const error = params.get('error');
  if (error === 'access_denied') return SocialStatus.notAuthorized;
  if (error === 'temporarily_unavailable') return SocialStatus.igTimeout;
  return SocialStatus.unknown;
}
