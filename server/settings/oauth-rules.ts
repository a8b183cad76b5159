import { OAUTH_SCOPES } from '../../sync/api/oauth-wire';
import type { OAuthScope } from '../../sync/api/oauth-wire';

/**
 * The authorize dialog's rules (pure; server/routes/oauth.ts). Only the app's registered
 * redirect_uri is ever redirected to, compared exactly (no prefix, no normalising); every
 * failure names its field and never becomes a redirect.
 */
export interface RegisteredApp {
  id: string;
  redirectUri: string;
  scopes: readonly OAuthScope[];
  mode: 'live' | 'development';
}

export interface AuthorizeQuery {
  app_id?: string | undefined;
  response_type?: string | undefined;
  redirect_uri?: string | undefined;
  state?: string | undefined;
}

export type AuthorizeCheck =
  | { ok: true; app: RegisteredApp; state: string }
  | { ok: false; field: keyof AuthorizeQuery | 'app'; message: string };

/** Ours: the longest state passed back. */
export const MAX_STATE = 500;

const SCOPE_ORDER = Object.keys(OAUTH_SCOPES) as OAuthScope[];
const isScope = (s: string): s is OAuthScope => (SCOPE_ORDER as string[]).includes(s);

/** Scopes as a comma- or space-separated list: known ones, once each, in OAUTH_SCOPES order; null when one is unknown. */
export function parseScopes(text: string): OAuthScope[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (!parts.every(isScope)) return null;
  return SCOPE_ORDER.filter((s) => parts.includes(s));
}

/** Checks the dialog's query against the app it names (`tester`: the person accepted its tester invite). */
export function checkAuthorize(q: AuthorizeQuery, app: RegisteredApp | undefined, tester: boolean): AuthorizeCheck {
  if (!q.app_id) return { ok: false, field: 'app_id', message: 'app_id: required.' };
  if (app === undefined) return { ok: false, field: 'app_id', message: 'app_id: no app has this id.' };
  if (!q.redirect_uri) return { ok: false, field: 'redirect_uri', message: 'redirect_uri: required.' };
  if (q.redirect_uri !== app.redirectUri) return { ok: false, field: 'redirect_uri', message: 'redirect_uri: does not match the address this app registered.' };
  // Defence in depth: a registration with another scheme (javascript:, data:) is never followed.
  if (!isWebAddress(app.redirectUri)) return { ok: false, field: 'app', message: 'app_id: this app has no web address to return to.' };
  if (q.response_type !== 'code') return { ok: false, field: 'response_type', message: 'response_type: only code is supported.' };
  const state = q.state ?? '';
  if (state.length > MAX_STATE) return { ok: false, field: 'state', message: `state: at most ${MAX_STATE} characters.` };
  if (app.mode === 'development' && !tester) return { ok: false, field: 'app', message: 'app_id: this app is in development; only its testers can use it.' };
  return { ok: true, app, state };
}

/** An http(s) address: the only kind the dialog ever sends a person to (the page checks it too). */
export function isWebAddress(uri: string): boolean {
  try {
    const { protocol } = new URL(uri);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The registered address with `params` added to its query (a state of '' is left out). */
export function redirectWith(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== '' || k !== 'state') url.searchParams.set(k, v);
  return url.toString();
}
