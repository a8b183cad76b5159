/**
 * Added (OAuth): the authorize dialog's calls and Settings → Apps and websites (001 §7 OAuth),
 * online calls of their pages like Login activity's (a permission or its removal does not wait
 * in a queue). Paths and answers: sync/api/oauth-wire.ts, server/routes/oauth.ts and
 * apps-and-websites.ts.
 */
import type { CallResult } from '../api-types';
import { call } from './call';
import type { AuthFlowDeps } from './call';
import { OAuthPath } from '../../sync/api/oauth-wire';
import type { OAuthScope, WireAppsAndWebsites, WireAuthorizeDone, WireAuthorizeInfo } from '../../sync/api/oauth-wire';

/** The dialog's query as the page got it (app_id, response_type, redirect_uri, state), passed on as it is. */
export type AuthorizeQuery = Record<string, string>;

export function authorizeInfo(d: AuthFlowDeps, a: { query: AuthorizeQuery }): Promise<CallResult<WireAuthorizeInfo>> {
  return call(d, { method: 'GET', path: OAuthPath.authorizeInfo, query: a.query });
}

export function authorizeDecide(d: AuthFlowDeps, a: { query: AuthorizeQuery; allow: boolean; scopes: OAuthScope[] }): Promise<CallResult<WireAuthorizeDone>> {
  return call(d, { method: 'POST', path: OAuthPath.authorize, query: a.query, form: { allow: a.allow ? '1' : '0', granted_scopes: a.scopes.join(',') } });
}

export function appsAndWebsites(d: AuthFlowDeps): Promise<CallResult<WireAppsAndWebsites>> {
  return call(d, { method: 'GET', path: OAuthPath.appsAndWebsites });
}

export function revokeAccess(d: AuthFlowDeps, a: { token: string }): Promise<CallResult<WireAppsAndWebsites>> {
  return call(d, { method: 'POST', path: OAuthPath.revokeAccess, form: { token: a.token } });
}

export function answerTesterInvite(d: AuthFlowDeps, a: { appId: string; accept: boolean }): Promise<CallResult<WireAppsAndWebsites>> {
  return call(d, { method: 'POST', path: a.accept ? OAuthPath.acceptTesterInvite : OAuthPath.declineTesterInvite, form: { app_id: a.appId } });
}
