import { OAUTH_SCOPES } from '../../../sync/api/oauth-wire';
import type { OAuthScope } from '../../../sync/api/oauth-wire';
import { dateText } from './login-activity';

/** The authorize dialog's query params, passed on to the server as they came (others are dropped). */
const AUTHORIZE_PARAMS = ['app_id', 'response_type', 'redirect_uri', 'state'] as const;

/** app_id, response_type, redirect_uri and state from the page's search ("?a=1&…"); a repeated one keeps its first value. */
export function authorizeQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const k of AUTHORIZE_PARAMS) {
    const v = params.get(k);
    if (v !== null) out[k] = v;
  }
  return out;
}

/** Where the dialog says you go next: the registered address's host ("printly.example"). */
export function hostOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
}

/** A scope's words on the dialog and on Apps and websites. */
export const scopeText = (s: OAuthScope): string => OAUTH_SCOPES[s];

/** Scopes chosen after a checkbox's change, in the app's order. */
export function toggleScope(appScopes: readonly OAuthScope[], chosen: readonly OAuthScope[], scope: OAuthScope, on: boolean): OAuthScope[] {
  return appScopes.filter((s) => (s === scope ? on : chosen.includes(s)));
}

/** "Authorized March 3, 2026". */
export const authorizedText = (sec: number): string => `Authorized ${dateText(sec)}`;

/** The server's "field: message" words for the error page, without the field name. */
export function authorizeErrorText(message: string): string {
  const m = /^(app_id|redirect_uri|response_type|state): (.+)$/.exec(message);
  if (!m) return message;
  const [, field, text] = m;
  return field === 'redirect_uri' ? `The return address of this link ${text}` : `${field === 'app_id' ? 'App' : field === 'state' ? 'State' : 'Response type'}: ${text}`;
}
