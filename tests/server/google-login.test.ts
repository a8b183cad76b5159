import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAt } from '../../server/auth/entry-context';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { startOAuthProvider } from './oauth-provider';
import type { OAuthTestProvider } from './oauth-provider';

// 000 §7 Auth: POST /accounts/login/ajax/google/ beside /facebook/, the same OAuth 2.0 code
// flow against a configured provider (here the test provider's OpenID Connect /userinfo),
// the same gating, statuses and errors (000 §4 Social login, §8).

let provider: OAuthTestProvider;
let server: TestServer;
const google = () => googleAt(provider.url, provider.config.clientId, provider.config.clientSecret);

beforeAll(async () => {
  provider = await startOAuthProvider({
    profiles: [
      { id: 'g-101', name: 'Gina Google', email: 'gina.google@example.test', picture: { url: 'https://example.test/gina.jpg', is_silhouette: false } },
      { id: 'g-102', name: 'Una Unverified', email: 'una@example.test', email_verified: false },
      { id: 'g-103', name: 'Linda Linked' },
    ],
  });
  ({ server } = await startEntryServer({ entry: { oauth: null, google: google() } }));
  await makeUser(server, 'linda.account');
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const json = { accept: 'application/json' };
const returnURL = () => `${server.url}/accounts/fbsignup/`;

/** The provider's dialog walked as the browser does: the code for the profile. */
async function authorize(profileId: string): Promise<string> {
  const qs = new URLSearchParams({ client_id: provider.config.clientId, redirect_uri: returnURL(), state: '{"key":"k"}', scope: 'openid email profile', response_type: 'code' });
  const page = await (await fetch(`${provider.url}/authorize?${qs.toString()}`)).text();
  const href = page.match(new RegExp(`href="([^"]*profile=${profileId}[^"]*)"`))?.[1]?.replace(/&amp;/g, '&') ?? '';
  const res = await fetch(`${provider.url}${href}`, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

async function googleToken(client: Client, profileId: string): Promise<string> {
  const res = await client.post('/accounts/fb_code_exchange/', { code: await authorize(profileId), returnURL: returnURL(), provider: 'google' });
  const b = await body(res);
  expect(b).toMatchObject({ status: 'ok', fbUserId: profileId });
  return String(b['accessToken']);
}

describe('Google login is off unless configured', () => {
  it('answers 404 social_login_not_configured on every Google call, and lists no provider', async () => {
    const { server: plain } = await startEntryServer({ entry: { oauth: null, google: null } });
    try {
      const client = await visitor(plain);
      expect(await body(await client.get('/accounts/social_login_config/', json))).toEqual({ status: 'ok', enabled: false, providers: [] });
      for (const [path, form] of [
        ['/accounts/login/ajax/google/', { accessToken: 'x', fbUserId: '1' }],
        ['/accounts/fb_code_exchange/', { code: 'x', returnURL: `${plain.url}/accounts/fbsignup/`, provider: 'google' }],
        ['/accounts/fb_profile/', { accessToken: 'x', provider: 'google' }],
        ['/fb/create/ajax/', { fb_access_token: 'x', provider: 'google' }],
      ] as const) {
        const res = await client.post(path, form);
        expect(res.status, path).toBe(404);
        expect((await body(res))['error_type'], path).toBe('social_login_not_configured');
      }
    } finally {
      await plain.close();
    }
  });

  it('is configured apart from facebook: Google alone leaves facebook off', async () => {
    const client = await visitor(server);
    expect(await body(await client.get('/accounts/social_login_config/', json))).toEqual({
      status: 'ok',
      enabled: false,
      providers: [{ provider: 'google', authorize_url: `${provider.url}/authorize`, client_id: provider.config.clientId, scope: 'openid email profile', response_type: 'code' }],
    });
    const fb = await client.post('/accounts/login/ajax/facebook/', { accessToken: 'x', fbUserId: '1' });
    expect(fb.status).toBe(404);
    const unknown = await client.post('/accounts/fb_profile/', { accessToken: 'x', provider: 'myspace' });
    expect(unknown.status).toBe(400);
  });
});

describe('POST /accounts/login/ajax/google/', () => {
  it('signs up from the Google profile, then logs in with a Google token', async () => {
    const client = await visitor(server);
    const accessToken = await googleToken(client, 'g-101');
    const profile = await body(await client.post('/accounts/fb_profile/', { accessToken, provider: 'google', profile_pic_size: '150' }));
    expect(profile).toMatchObject({
      meResponse: { id: 'g-101', email: 'gina.google@example.test', mobile_phone: null, name: 'Gina Google' },
      pictureResponse: { data: { url: 'https://example.test/gina.jpg', is_silhouette: false } },
      igAccount: null,
    });

    const notLinked = await client.post('/accounts/login/ajax/google/', { accessToken, fbUserId: 'g-101', queryParams: '{}' });
    expect(notLinked.status).toBe(400);
    expect(await body(notLinked)).toMatchObject({ error_type: 'user_not_found', authenticated: false, user: false, fbUserId: 'g-101' });

    const created = await client.post('/fb/create/ajax/', { fb_access_token: accessToken, provider: 'google', first_name: 'Gina Google', username: 'gina.g', tos_version: 'default' });
    expect(await body(created)).toMatchObject({ account_created: true, username: 'gina.g' });
    expect(server.app.lumen.repos.users.byUsername('gina.g')?.email).toBe('gina.google@example.test');
    // The same person's id at the other provider is another account: no facebook link was made.
    expect(server.app.lumen.entry.stores.social.userIdFor('facebook', 'g-101')).toBeUndefined();

    const fresh = await visitor(server);
    const fresherToken = await googleToken(fresh, 'g-101');
    const login = await fresh.post('/accounts/login/ajax/google/', { accessToken: fresherToken, fbUserId: 'g-101', queryParams: '{}', optIntoOneTap: 'true' });
    expect(login.status).toBe(200);
    expect(await body(login)).toMatchObject({ authenticated: true, user: true, username: 'gina.g', oneTapPrompt: true, nonce: expect.any(String) });
    expect(await body(await fresh.get('/accounts/social_login_config/', json))).toMatchObject({ status: 'ok' });
  });

  it('keeps an unverified Google email out of the account', async () => {
    const client = await visitor(server);
    const accessToken = await googleToken(client, 'g-102');
    expect((await body(await client.post('/accounts/fb_profile/', { accessToken, provider: 'google' })))['meResponse']).toMatchObject({ email: null });
    const dry = await client.post('/fb/create/ajax/attempt/', { fb_access_token: accessToken, provider: 'google', username: 'una.u' });
    expect(await body(dry)).toMatchObject({ errors: { email: [{ code: 'email_required' }] } });
  });

  it('logs in the account that linked its Google account', async () => {
    const owner = await loggedIn(server, 'linda.account');
    const token = await googleToken(owner, 'g-103');
    const linked = await owner.post('/fb/connect/ajax/', { fb_access_token: token, provider: 'google' });
    expect(await body(linked)).toEqual({ status: 'ok', picture: { data: { url: '/media/default-avatar.svg', is_silhouette: true } } });
    const login = await (await visitor(server)).post('/accounts/login/ajax/google/', { accessToken: token, fbUserId: 'g-103' });
    expect(await body(login)).toMatchObject({ authenticated: true, username: 'linda.account' });
  });

  it('answers the social failure types: a token of someone else, a forged token, a refusal, an outage', async () => {
    const client = await visitor(server);
    const token = await googleToken(client, 'g-103');
    const other = await client.post('/accounts/login/ajax/google/', { accessToken: token, fbUserId: 'g-101' });
    expect(other.status).toBe(400);
    expect(await body(other)).toMatchObject({ error_type: 'fb_not_authenticated', authenticated: false, user: false });
    const forged = await client.post('/accounts/login/ajax/google/', { accessToken: 'forged', fbUserId: 'g-103' });
    expect((await body(forged))['error_type']).toBe('fb_not_authenticated');
    expect((await client.post('/accounts/login/ajax/google/', { fbUserId: 'g-103' })).status).toBe(400);

    provider.forbidden = true;
    try {
      const refused = await client.post('/accounts/login/ajax/google/', { accessToken: token, fbUserId: 'g-103' });
      expect(refused.status).toBe(400);
      expect((await body(refused))['error_type']).toBe('fb_403_forbidden');
    } finally {
      provider.forbidden = false;
    }
    provider.outage = true;
    try {
      const down = await client.post('/accounts/login/ajax/google/', { accessToken: token, fbUserId: 'g-103' });
      expect(down.status).toBe(502);
      expect((await body(down))['error_type']).toBe('fb_unknown');
    } finally {
      provider.outage = false;
    }
  });

  it('counts bad Google tokens toward the per-address login limit', async () => {
    const { server: strict } = await startEntryServer({ entry: { oauth: null, google: google() }, loginLimits: { perAccount: 10, perAddress: 3 } });
    try {
      const client = await visitor(strict);
      for (let i = 0; i < 3; i++) expect((await client.post('/accounts/login/ajax/google/', { accessToken: `bad${i}`, fbUserId: 'g-101' })).status).toBe(400);
      const blocked = await client.post('/accounts/login/ajax/google/', { accessToken: 'bad', fbUserId: 'g-101' });
      expect(blocked.status).toBe(429);
      expect(await body(blocked)).toMatchObject({ error_type: 'rate_limited', authenticated: false });
    } finally {
      await strict.close();
    }
  });

  it('exchanges a Google code only for a return URL on this site, once', async () => {
    const client = await visitor(server);
    const code = await authorize('g-101');
    expect((await client.post('/accounts/fb_code_exchange/', { code, returnURL: 'https://evil.example/accounts/fbsignup/', provider: 'google' })).status).toBe(400);
    expect((await client.post('/accounts/fb_code_exchange/', { code, returnURL: returnURL(), provider: 'google' })).status).toBe(200);
    const reused = await client.post('/accounts/fb_code_exchange/', { code, returnURL: returnURL(), provider: 'google' });
    expect((await body(reused))['error_type']).toBe('fb_not_authenticated');
  });
});
