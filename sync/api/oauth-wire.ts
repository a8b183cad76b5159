/**
 * Apps and websites (001 §1 /oauth/authorize, /accounts/manage_access/,
 * /accounts/platform_tester_invites/; §7 OAuth): the wire of server/routes/oauth.ts and
 * worker/auth/oauth-calls.ts. The spec shows the calls' fields, not their answers: ours.
 */
export const OAuthPath = {
  /** 001 §7: POST {allow, granted_scopes} with query app_id, response_type, redirect_uri, state (the GET is the dialog page). */
  authorize: '/oauth/authorize',
  /** Ours: GET with the same query, what the dialog shows (the app and its scopes), or 400 naming what is wrong. */
  authorizeInfo: '/oauth/authorize/ajax/',
  /** Ours: the app's server trades a code for a token {client_id, client_secret, grant_type, redirect_uri, code}. */
  accessToken: '/oauth/access_token/',
  /** Ours: the app reads who authorized it (Authorization: Bearer <token>). */
  me: '/oauth/me/',
  /** Ours: GET, the apps the person authorized and their tester invites (the page /accounts/manage_access/ is the app). */
  appsAndWebsites: '/accounts/manage_access/ajax/',
  /** 001 §7: POST {token}, the grant's public id: that app's tokens stop working at once. */
  revokeAccess: '/oauth/revoke_access/',
  /** 001 §7: POST {app_id}. */
  acceptTesterInvite: '/oauth/accept_platform_tester_invite/',
  declineTesterInvite: '/oauth/decline_platform_tester_invite/',
} as const;

/** The page's paths (001 §1). */
export const OAuthPages = {
  authorize: '/oauth/authorize',
  manageAccess: '/accounts/manage_access/',
  testerInvites: '/accounts/platform_tester_invites/',
} as const;

/** The scopes an app may ask for (ours, after Instagram Basic Display), with the dialog's words. */
export const OAUTH_SCOPES = {
  user_profile: 'Your profile: username, name and profile photo',
  user_media: 'Your photos and videos, with their captions',
} as const;
export type OAuthScope = keyof typeof OAUTH_SCOPES;

/** Ours: an authorization code lives 5 minutes and is good once. */
export const OAUTH_CODE_SECONDS = 5 * 60;

export interface WireOAuthApp {
  id: string;
  name: string;
  /** The scopes it asks for, in OAUTH_SCOPES order. */
  scopes: OAuthScope[];
}

export interface WireAuthorizeInfo {
  status: 'ok';
  app: WireOAuthApp;
  /** The registered address the answer goes to (what the dialog names as where you go next). */
  redirect_uri: string;
  /** Scopes already granted to this app (empty when none). */
  granted_scopes: OAuthScope[];
}

/** Allow or Cancel: where the browser goes next (the registered redirect_uri with code or error, and state). */
export interface WireAuthorizeDone {
  status: 'ok';
  redirect: string;
}

export interface WireAccessToken {
  access_token: string;
  token_type: 'bearer';
  user_id: string;
  scope: string;
}

export interface WireOAuthMe {
  id: string;
  username: string;
  scope: string;
}

export interface WireActiveApp {
  /** The grant's public id: what revoke_access/ takes (never an access token). */
  token: string;
  app_id: string;
  app_name: string;
  scopes: OAuthScope[];
  /** Seconds since epoch. */
  authorized_at: number;
}

export interface WireTesterInvite {
  app_id: string;
  app_name: string;
  invited_at: number;
  accepted: boolean;
}

/** Every Apps and websites call answers the whole page. */
export interface WireAppsAndWebsites {
  status: 'ok';
  active: WireActiveApp[];
  tester_invites: WireTesterInvite[];
}
