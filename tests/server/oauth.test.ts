import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_APP, DEMO_TESTER_APP } from '../../fixtures/seed/oauth-plan';
import { OAUTH_CODE_SECONDS, OAuthPath } from '../../sync/api/oauth-wire';
import type { WireAccessToken, WireAppsAndWebsites, WireAuthorizeDone, WireAuthorizeInfo, WireOAuthMe } from '../../sync/api/oauth-wire';
import { hashToken } from '../../server/auth/tokens';
import type { OAuthRepo } from '../../server/db/sqlite-oauth';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// OAuth (server/routes/oauth.ts, apps-and-websites.ts; 001 §7 OAuth) over real HTTP: the
// dialog's checks (only the registered redirect_uri, exactly), Allow → a one-time short-lived
// code and state unchanged, Cancel → access_denied, the app's secret-checked exchange and its
// token, Remove (revoke_access) stopping that token at once, tester invites, authorization,
// bad input and rate limits.

const JSON_ACCEPT = { accept: 'application/json' };
let server: TestServer;
let clock: Clock;
let oauth: OAuthRepo;
let ownerId: number;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  oauth = server.app.lumen.repos.oauth;
  for (const a of [DEMO_APP, DEMO_TESTER_APP]) oauth.registerApp({ ...a, secretHash: hashToken(a.secret) }, 0);
  ownerId = (await makeUser(server, 'owner')).id;
  for (const name of ['someone', 'scripted']) await makeUser(server, name);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => clock.advance(61 * 60_000));

const query = (over: Record<string, string | undefined> = {}) => {
  const q = { app_id: DEMO_APP.id, response_type: 'code', redirect_uri: DEMO_APP.redirectUri, state: 'st-42 /&=', ...over };
  return new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)).toString();
};
const info = (c: Client, over?: Record<string, string | undefined>) => c.get(`${OAuthPath.authorizeInfo}?${query(over)}`, JSON_ACCEPT);
const decide = (c: Client, form: Record<string, string>, over?: Record<string, string | undefined>) => c.post(`${OAuthPath.authorize}?${query(over)}`, form);
const allow = async (c: Client): Promise<URL> => {
  const res = await decide(c, { allow: '1', granted_scopes: 'user_profile,user_media' });
  expect(res.status).toBe(200);
  return new URL((await body<WireAuthorizeDone>(res)).redirect);
};
const exchange = (code: string, over: Record<string, string> = {}) =>
  fetch(server.url + OAuthPath.accessToken, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: DEMO_APP.id, client_secret: DEMO_APP.secret, grant_type: 'authorization_code', redirect_uri: DEMO_APP.redirectUri, code, ...over }),
  });
const me = (token: string) => fetch(server.url + OAuthPath.me, { headers: { authorization: `Bearer ${token}` } });
const page = async (c: Client) => body<WireAppsAndWebsites>(await c.get(OAuthPath.appsAndWebsites, JSON_ACCEPT));

describe('the authorize dialog', () => {
  it('shows the app and its scopes for the registered address', async () => {
    const c = await loggedIn(server, 'owner');
    const res = await info(c);
    expect(res.status).toBe(200);
    expect(await body<WireAuthorizeInfo>(res)).toMatchObject({ app: { id: DEMO_APP.id, name: 'Printly', scopes: ['user_profile', 'user_media'] }, redirect_uri: DEMO_APP.redirectUri });
  });

  it.each([
    [{ app_id: '999999' }, 'app_id'],
    [{ app_id: undefined }, 'app_id'],
    [{ redirect_uri: 'https://evil.example/steal' }, 'redirect_uri'],
    [{ redirect_uri: `${DEMO_APP.redirectUri}/` }, 'redirect_uri'],
    [{ redirect_uri: `${DEMO_APP.redirectUri}?next=https://evil.example` }, 'redirect_uri'],
    [{ response_type: 'token' }, 'response_type'],
  ])('refuses %o with 400 naming %s, and never answers a redirect', async (over, field) => {
    const c = await loggedIn(server, 'owner');
    for (const res of [await info(c, over), await decide(c, { allow: '1', granted_scopes: 'user_profile' }, over)]) {
      expect(res.status).toBe(400);
      const b = await body(res);
      expect(b.message).toMatch(new RegExp(`^${field}:`));
      expect(b).not.toHaveProperty('redirect');
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('Allow answers the registered address with a code and the state unchanged; Cancel with access_denied', async () => {
    const c = await loggedIn(server, 'owner');
    const to = await allow(c);
    expect(to.origin + to.pathname).toBe(DEMO_APP.redirectUri);
    expect(to.searchParams.get('state')).toBe('st-42 /&=');
    expect(to.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    const denied = await decide(c, { allow: '0' });
    const back = new URL((await body<WireAuthorizeDone>(denied)).redirect);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', error_reason: 'user_denied', state: 'st-42 /&=' });
  });

  it('refuses scopes the app did not ask for, or none, naming granted_scopes', async () => {
    const c = await loggedIn(server, 'owner');
    for (const granted_scopes of ['', 'user_profile,messages', 'direct']) {
      const res = await decide(c, { allow: '1', granted_scopes });
      expect(res.status).toBe(400);
      expect((await body(res)).message).toMatch(/^granted_scopes:/);
    }
    expect((await decide(c, { allow: 'maybe' })).status).toBe(400);
  });
});

describe('the app trades the code for a token', () => {
  it('once, with its secret and the same redirect_uri; the token reads who authorized it', async () => {
    const c = await loggedIn(server, 'owner');
    const wrongSecret = await exchange((await allow(c)).searchParams.get('code')!, { client_secret: 'guess' });
    expect(wrongSecret.status).toBe(400);
    expect((await body(wrongSecret)).message).toMatch(/^client_secret:/);
    const code = (await allow(c)).searchParams.get('code')!;
    const res = await exchange(code);
    expect(res.status).toBe(200);
    const t = await body<WireAccessToken>(res);
    expect(t).toMatchObject({ token_type: 'bearer', user_id: String(ownerId), scope: 'user_profile,user_media' });
    expect(await body<WireOAuthMe>(await me(t.access_token))).toEqual({ id: String(ownerId), username: 'owner', scope: 'user_profile,user_media' });
    // A code is good once.
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect((await body(again)).message).toMatch(/^code:/);
  });

  it('refuses an expired code, a wrong redirect_uri, a code of another app, and a token never issued', async () => {
    const c = await loggedIn(server, 'owner');
    const late = (await allow(c)).searchParams.get('code')!;
    clock.advance((OAUTH_CODE_SECONDS + 1) * 1000);
    expect((await body(await exchange(late))).message).toMatch(/^code:/);
    const moved = await exchange((await allow(c)).searchParams.get('code')!, { redirect_uri: 'https://evil.example/x' });
    expect((await body(moved)).message).toMatch(/^redirect_uri:/);
    const other = await exchange((await allow(c)).searchParams.get('code')!, { client_id: DEMO_TESTER_APP.id, client_secret: DEMO_TESTER_APP.secret });
    expect((await body(other)).message).toMatch(/^code:/);
    expect((await me('never-issued')).status).toBe(401);
    expect((await fetch(server.url + OAuthPath.me)).status).toBe(401);
  });
});

describe('Apps and websites', () => {
  it('lists the authorized app; Remove stops its token at once and voids its codes', async () => {
    const c = await loggedIn(server, 'owner');
    const token = (await body<WireAccessToken>(await exchange((await allow(c)).searchParams.get('code')!))).access_token;
    const pending = (await allow(c)).searchParams.get('code')!;
    const listed = (await page(c)).active.find((a) => a.app_id === DEMO_APP.id)!;
    expect(listed).toMatchObject({ app_name: 'Printly', scopes: ['user_profile', 'user_media'] });
    expect(listed.token).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(await page(c))).not.toContain(token);
    const res = await c.post(OAuthPath.revokeAccess, { token: listed.token });
    expect(res.status).toBe(200);
    expect((await body<WireAppsAndWebsites>(res)).active.some((a) => a.app_id === DEMO_APP.id)).toBe(false);
    expect((await me(token)).status).toBe(401);
    expect((await exchange(pending)).status).toBe(400);
    expect((await c.post(OAuthPath.revokeAccess, { token: listed.token })).status).toBe(404);
  });

  it('an app in development: refused until its tester invite is accepted; Decline removes the invite', async () => {
    const c = await loggedIn(server, 'owner');
    oauth.invite(DEMO_TESTER_APP.id, ownerId, 1);
    const dev = { app_id: DEMO_TESTER_APP.id, redirect_uri: DEMO_TESTER_APP.redirectUri };
    expect((await page(c)).tester_invites).toEqual([{ app_id: DEMO_TESTER_APP.id, app_name: DEMO_TESTER_APP.name, invited_at: 1, accepted: false }]);
    expect((await info(c, dev)).status).toBe(400);
    const accepted = await c.post(OAuthPath.acceptTesterInvite, { app_id: DEMO_TESTER_APP.id });
    expect((await body<WireAppsAndWebsites>(accepted)).tester_invites[0]?.accepted).toBe(true);
    expect((await info(c, dev)).status).toBe(200);
    const declined = await c.post(OAuthPath.declineTesterInvite, { app_id: DEMO_TESTER_APP.id });
    expect((await body<WireAppsAndWebsites>(declined)).tester_invites).toEqual([]);
    expect((await info(c, dev)).status).toBe(400);
    expect((await c.post(OAuthPath.declineTesterInvite, { app_id: DEMO_TESTER_APP.id })).status).toBe(404);
  });
});

describe('authorization and input', () => {
  it("401 logged out, 403 without the CSRF token, 404 for another person's app token or invite", async () => {
    const anon = await visitor(server);
    expect((await info(anon)).status).toBe(401);
    expect((await decide(anon, { allow: '1', granted_scopes: 'user_profile' })).status).toBe(401);
    expect((await anon.get(OAuthPath.appsAndWebsites, JSON_ACCEPT)).status).toBe(401);
    expect((await anon.post(OAuthPath.revokeAccess, { token: '0123456789abcdef' })).status).toBe(401);
    expect((await anon.post(OAuthPath.acceptTesterInvite, { app_id: DEMO_TESTER_APP.id })).status).toBe(401);
    const owner = await loggedIn(server, 'owner');
    await allow(owner);
    const theirs = (await page(owner)).active[0]!.token;
    oauth.invite(DEMO_TESTER_APP.id, ownerId, 2);
    const someone = await loggedIn(server, 'someone');
    expect((await someone.post(OAuthPath.revokeAccess, { token: theirs })).status).toBe(404);
    expect((await someone.post(OAuthPath.acceptTesterInvite, { app_id: DEMO_TESTER_APP.id })).status).toBe(404);
    expect((await someone.post(OAuthPath.declineTesterInvite, { app_id: DEMO_TESTER_APP.id })).status).toBe(404);
    expect((await owner.post(OAuthPath.revokeAccess, { token: theirs }, { csrf: null })).status).toBe(403);
    expect((await decide(owner, { allow: '1', granted_scopes: 'user_profile' })).status).toBe(200);
    expect((await owner.post(`${OAuthPath.authorize}?${query()}`, { allow: '1', granted_scopes: 'user_profile' }, { csrf: null })).status).toBe(403);
    expect((await page(owner)).active.map((a) => a.token)).toEqual([theirs]);
    expect((await page(owner)).tester_invites).toHaveLength(1);
    await owner.post(OAuthPath.declineTesterInvite, { app_id: DEMO_TESTER_APP.id });
  });

  it('refuses bad input naming the field', async () => {
    const c = await loggedIn(server, 'owner');
    for (const [path, form, field] of [
      [OAuthPath.revokeAccess, {}, 'token'],
      [OAuthPath.revokeAccess, { token: 'an-access-token' }, 'token'],
      [OAuthPath.acceptTesterInvite, { app_id: 'x' }, 'app_id'],
      [OAuthPath.declineTesterInvite, {}, 'app_id'],
    ] as const) {
      const res = await c.post(path, form);
      expect(res.status).toBe(400);
      expect((await body(res)).message).toMatch(new RegExp(`^${field}:`));
    }
    const noGrant = await exchange('x', { grant_type: 'password' });
    expect((await body(noGrant)).message).toMatch(/^grant_type:/);
    const repeated = await c.get(`${OAuthPath.authorizeInfo}?${query()}&app_id=1`, JSON_ACCEPT);
    expect((await body(repeated)).message).toMatch(/^app_id:/);
  });

  it('limits a script: 30 grant changes a minute per account, 60 exchanges a minute per app', async () => {
    const c = await loggedIn(server, 'scripted');
    for (let i = 0; i < 30; i++) expect((await c.post(OAuthPath.revokeAccess, { token: '0123456789abcdef' })).status).toBe(404);
    const res = await decide(c, { allow: '0' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    for (let i = 0; i < 60; i++) expect((await exchange('nope')).status).toBe(400);
    expect((await exchange('nope')).status).toBe(429);
  });
});
