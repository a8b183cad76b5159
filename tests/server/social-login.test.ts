import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { startOAuthProvider } from './oauth-provider';
import type { OAuthTestProvider } from './oauth-provider';

let provider: OAuthTestProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startOAuthProvider({
    profiles: [
      { id: '1000001', name: 'Sofia Social', email: 'sofia.social@example.test', picture: { url: 'https://example.test/sofia.jpg', is_silhouette: false } },
      { id: '1000002', name: 'Nils Noemail' },
      { id: '1000003', name: 'Taken Mail', email: 'already@example.test' },
    ],
  });
  ({ server } = await startEntryServer({ entry: { oauth: provider.config, google: null } }));
  await makeUser(server, 'connector');
  await makeUser(server, 'already', { email: 'already@example.test' });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const json = { accept: 'application/json' };
const returnURL = () => `${server.url}/accounts/fbsignup/`;

/** Walks the provider's dialog like the browser does and returns the code. */
async function authorize(profileId: string): Promise<{ code: string; state: string }> {
  const qs = new URLSearchParams({ client_id: provider.config.clientId, redirect_uri: returnURL(), state: '{"key":"abc"}', scope: 'email', response_type: 'code,granted_scopes' });
  const page = await (await fetch(`${provider.url}/authorize?${qs.toString()}`)).text();
  const href = page.match(new RegExp(`href="([^"]*profile=${profileId}[^"]*)"`))?.[1]?.replace(/&amp;/g, '&') ?? '';
  const res = await fetch(`${provider.url}${href}`, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(returnURL());
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

async function tokenFor(client: Client, profileId: string): Promise<string> {
  const { code } = await authorize(profileId);
  const res = await client.post('/accounts/fb_code_exchange/', { code, returnURL: returnURL() });
  return String((await body(res))['accessToken']);
}

describe('social login off unless configured', () => {
  it('answers enabled false and 404 social_login_not_configured', async () => {
    const { server: plain } = await startEntryServer({ entry: { oauth: null, google: null } });
    try {
      const client = await visitor(plain);
      expect(await body(await client.get('/accounts/social_login_config/', json))).toEqual({ status: 'ok', enabled: false, providers: [] });
      const res = await client.post('/accounts/fb_code_exchange/', { code: 'x', returnURL: 'http://x/' });
      expect(res.status).toBe(404);
      expect((await body(res))['error_type']).toBe('social_login_not_configured');
      expect((await client.post('/accounts/login/ajax/facebook/', { accessToken: 'x', fbUserId: '1' })).status).toBe(404);
      expect((await client.post('/fb/create/ajax/', { fb_access_token: 'x' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('OAuth 2.0 code flow (000 §4 Social login, §7 fb_code_exchange)', () => {
  it('tells the client where the dialog is', async () => {
    expect(await body(await (await visitor(server)).get('/accounts/social_login_config/', json))).toEqual({
      status: 'ok',
      enabled: true,
      authorize_url: `${provider.url}/authorize`,
      client_id: provider.config.clientId,
      scope: 'email',
      providers: [{ provider: 'facebook', authorize_url: `${provider.url}/authorize`, client_id: provider.config.clientId, scope: 'email', response_type: 'code,granted_scopes' }],
    });
  });

  it('exchanges a code once, for a return URL on this site only', async () => {
    const client = await visitor(server);
    const { code, state } = await authorize('1000001');
    expect(state).toBe('{"key":"abc"}');
    const offsite = await client.post('/accounts/fb_code_exchange/', { code, returnURL: 'https://evil.example/accounts/fbsignup/' });
    expect(offsite.status).toBe(400);
    const res = await client.post('/accounts/fb_code_exchange/', { code, returnURL: returnURL() });
    expect(await body(res)).toEqual({ status: 'ok', accessToken: expect.any(String), fbUserId: '1000001', expires_in: 3600 });
    const reused = await client.post('/accounts/fb_code_exchange/', { code, returnURL: returnURL() });
    expect(reused.status).toBe(400);
    expect((await body(reused))['error_type']).toBe('fb_not_authenticated');
  });

  it('answers fb_unknown (502) when the provider is down', async () => {
    provider.outage = true;
    try {
      const res = await (await visitor(server)).post('/accounts/fb_code_exchange/', { code: 'x', returnURL: returnURL() });
      expect(res.status).toBe(502);
      expect((await body(res))['error_type']).toBe('fb_unknown');
    } finally {
      provider.outage = false;
    }
  });
});

describe('social sign-up and login (000 §4 Social sign-up, §7 /fb/create/ajax/, /accounts/login/ajax/facebook/)', () => {
  it('reads the profile, signs up from it, then logs in with the token', async () => {
    const client = await visitor(server);
    const accessToken = await tokenFor(client, '1000001');
    const profile = await body(await client.post('/accounts/fb_profile/', { accessToken, profile_pic_size: '150' }));
    expect(profile).toMatchObject({
      status: 'ok',
      meResponse: { id: '1000001', email: 'sofia.social@example.test', mobile_phone: null, name: 'Sofia Social' },
      pictureResponse: { data: { url: 'https://example.test/sofia.jpg', is_silhouette: false } },
      igAccount: null,
      email_taken: false,
      phone_taken: false,
    });
    expect((profile['username_suggestions'] as string[]).length).toBeGreaterThan(0);

    const notLinked = await client.post('/accounts/login/ajax/facebook/', { accessToken, fbUserId: '1000001', queryParams: '{}' });
    expect(notLinked.status).toBe(400);
    expect(await body(notLinked)).toMatchObject({ error_type: 'user_not_found', authenticated: false, user: false, fbUserId: '1000001' });

    const form = { fb_access_token: accessToken, first_name: 'Sofia Social', username: 'sofia.social', email: '', tos_version: 'default' };
    expect(await body(await client.post('/fb/create/ajax/attempt/', form))).toMatchObject({ status: 'ok', dryrun_passed: true, account_created: false });
    const created = await client.post('/fb/create/ajax/', { ...form, opt_into_one_tap: 'true' });
    expect(created.status).toBe(200);
    expect(await body(created)).toMatchObject({ status: 'ok', account_created: true, username: 'sofia.social', login_nonce: expect.any(String) });
    expect(server.app.lumen.repos.users.byUsername('sofia.social')?.email).toBe('sofia.social@example.test');

    const again = await body(await client.post('/fb/create/ajax/', { ...form, username: 'sofia.two' }));
    expect(again).toMatchObject({ account_created: false, code: 3 });
    const linked = await body(await client.post('/accounts/fb_profile/', { accessToken }));
    expect(linked['igAccount']).toEqual({ username: 'sofia.social' });

    const fresh = await visitor(server);
    const login = await fresh.post('/accounts/login/ajax/facebook/', { accessToken, fbUserId: '1000001', queryParams: '{}' });
    expect(login.status).toBe(200);
    expect(await body(login)).toMatchObject({ authenticated: true, username: 'sofia.social' });
    // No password was set: the password login cannot match.
    expect((await fresh.post('/accounts/login/ajax/', { username: 'sofia.social', password: '!social-only' })).status).toBe(400);
  });

  it('refuses a token for another fbUserId and a bad token', async () => {
    const client = await visitor(server);
    const accessToken = await tokenFor(client, '1000001');
    const wrongId = await client.post('/accounts/login/ajax/facebook/', { accessToken, fbUserId: '999' });
    expect((await body(wrongId))['error_type']).toBe('fb_not_authenticated');
    const bad = await client.post('/accounts/login/ajax/facebook/', { accessToken: 'forged', fbUserId: '1000001' });
    expect((await body(bad))['error_type']).toBe('fb_not_authenticated');
  });

  it('answers code 3 when the profile email belongs to an account; asks for an email when the profile has none', async () => {
    const client = await visitor(server);
    const taken = await tokenFor(client, '1000003');
    expect(await body(await client.post('/accounts/fb_profile/', { accessToken: taken }))).toMatchObject({ email_taken: true });
    expect(await body(await client.post('/fb/create/ajax/', { fb_access_token: taken, username: 'taken.mail' }))).toMatchObject({ code: 3, errors: { email: [{ code: 'email_is_taken' }] } });
    const noMail = await tokenFor(client, '1000002');
    expect(await body(await client.post('/fb/create/ajax/attempt/', { fb_access_token: noMail, username: 'nils.n' }))).toMatchObject({ errors: { email: [{ code: 'email_required' }] } });
  });
});

describe('POST /fb/connect/ajax/ (linking a social account)', () => {
  it('links to the logged-in account once and refuses a social account linked elsewhere', async () => {
    expect((await (await visitor(server)).post('/fb/connect/ajax/', { fb_access_token: 'x' })).status).toBe(401);
    const client = await loggedIn(server, 'connector');
    const nils = await tokenFor(client, '1000002');
    const res = await client.post('/fb/connect/ajax/', { fb_access_token: nils, profile_pic_size: '150' });
    expect(await body(res)).toEqual({ status: 'ok', picture: { data: { url: '/media/default-avatar.svg', is_silhouette: true } } });
    expect((await client.post('/fb/connect/ajax/', { fb_access_token: nils })).status).toBe(200);
    const sofia = await tokenFor(client, '1000001');
    const elsewhere = await client.post('/fb/connect/ajax/', { fb_access_token: sofia });
    expect((await body(elsewhere))['error_type']).toBe('fb_already_linked');
    const login = await (await visitor(server)).post('/accounts/login/ajax/facebook/', { accessToken: nils, fbUserId: '1000002' });
    expect(await body(login)).toMatchObject({ authenticated: true, username: 'connector' });
  });
});
