import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAt } from '../../server/auth/entry-context';
import { openCredentials, SEALED_CREDENTIALS_TTL_MS } from '../../server/auth/sealed-credentials';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';
import { startOAuthProvider } from './oauth-provider';
import type { OAuthTestProvider } from './oauth-provider';

// 000 §7 Sign-up: POST /accounts/get_encrypted_credentials/ {payload} and
// POST /accounts/process_contact_point_signals/ {google_tokens}, "payload and response details
// not shown": the minimal behaviour of server/routes/contact-signals.ts, answers and failures
// in the 000 §8 shapes.

let provider: OAuthTestProvider;
let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  provider = await startOAuthProvider({
    profiles: [
      { id: 'g-1', name: 'Vera Verified', email: 'Vera.Verified@Example.test' },
      { id: 'g-2', name: 'Ursula Unverified', email: 'ursula@example.test', email_verified: false },
      { id: 'g-3', name: 'Nora Noemail' },
    ],
  });
  ({ server, clock } = await startEntryServer({ entry: { oauth: null, google: googleAt(provider.url, provider.config.clientId, provider.config.clientSecret) } }));
  await makeUser(server, 'sealer');
  await makeUser(server, 'other.sealer');
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

describe('POST /accounts/get_encrypted_credentials/ {payload}', () => {
  it('needs a logged-in viewer (401 login_required)', async () => {
    const res = await (await visitor(server)).post('/accounts/get_encrypted_credentials/', { payload: 'x' });
    expect(res.status).toBe(401);
    expect(await body(res)).toMatchObject({ status: 'fail', error_type: 'login_required' });
  });

  it('validates the payload: required, text, at most 4096 characters', async () => {
    const client = await loggedIn(server, 'sealer');
    for (const payload of [undefined, '', 'x'.repeat(4097)]) {
      const res = await client.post('/accounts/get_encrypted_credentials/', payload === undefined ? {} : { payload });
      expect(res.status).toBe(400);
      expect(await body(res)).toMatchObject({ status: 'fail', error_type: 'bad_request', message: expect.stringMatching(/^payload: /) });
    }
  });

  it("seals the payload for the viewer: only this server reads it, for that viewer, until it expires", async () => {
    const ctx = server.app.lumen;
    const client = await loggedIn(server, 'sealer');
    const res = await client.post('/accounts/get_encrypted_credentials/', { payload: 'device-secret {"a":1}' });
    expect(res.status).toBe(200);
    const b = await body(res);
    expect(b).toEqual({ status: 'ok', encrypted_credentials: expect.stringMatching(/^v1\.[\w-]+$/), expires_at: Math.floor((clock.now() + SEALED_CREDENTIALS_TTL_MS) / 1000) });
    const sealed = String(b['encrypted_credentials']);
    expect(sealed).not.toContain('device-secret');

    const sealer = ctx.repos.users.byUsername('sealer');
    const other = ctx.repos.users.byUsername('other.sealer');
    if (!sealer || !other) throw new Error('users missing');
    expect(openCredentials(ctx, sealer.id, sealed)).toBe('device-secret {"a":1}');
    expect(openCredentials(ctx, other.id, sealed)).toBeNull();
    // One character of the sealed text changed (not the last: its low bits may be padding).
    const at = sealed.length - 5;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(tampered).not.toBe(sealed);
    expect(openCredentials(ctx, sealer.id, tampered)).toBeNull();
    // The same payload twice gives two different sealed texts (a fresh IV each time).
    const again = String((await body(await client.post('/accounts/get_encrypted_credentials/', { payload: 'device-secret {"a":1}' })))['encrypted_credentials']);
    expect(again).not.toBe(sealed);

    clock.advance(SEALED_CREDENTIALS_TTL_MS + 1);
    expect(openCredentials(ctx, sealer.id, sealed)).toBeNull();
  });
});

describe('POST /accounts/process_contact_point_signals/ {google_tokens}', () => {
  const tokenFor = (id: string) => provider.issueToken(id);

  it("takes a verified Google email as this device's contact point, which the prefill then offers", async () => {
    const device = await visitor(server);
    const before = await body(await device.post('/accounts/contact_point_prefill/', { device_id: 'd' }));
    expect(before['email']).toBe('');
    const res = await device.post('/accounts/process_contact_point_signals/', { google_tokens: JSON.stringify([tokenFor('g-2'), tokenFor('g-1'), 'forged']) });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ status: 'ok', processed: 1, rejected: 2 });
    expect(await body(await device.post('/accounts/contact_point_prefill/', { device_id: 'd' }))).toMatchObject({ email: 'vera.verified@example.test' });
    // Another device learnt nothing.
    expect((await body(await (await visitor(server)).post('/accounts/contact_point_prefill/', { device_id: 'd' })))['email']).toBe('');
  });

  it('accepts the tokens as a JSON array body too; a token without a verified email changes nothing', async () => {
    const device = await visitor(server);
    const res = await device.post('/accounts/process_contact_point_signals/', { google_tokens: [tokenFor('g-3')] }, { json: true });
    expect(await body(res)).toEqual({ status: 'ok', processed: 0, rejected: 1 });
    expect((await body(await device.post('/accounts/contact_point_prefill/', {})))['email']).toBe('');
  });

  it('validates google_tokens: a JSON array of 1 to 5 tokens', async () => {
    const client = await visitor(server);
    for (const google_tokens of [undefined, '', 'not json', '[]', '{"a":1}', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']), JSON.stringify([''])]) {
      const res = await client.post('/accounts/process_contact_point_signals/', google_tokens === undefined ? {} : { google_tokens });
      expect(res.status, String(google_tokens)).toBe(400);
      expect(await body(res)).toMatchObject({ status: 'fail', error_type: 'bad_request', message: expect.stringMatching(/^google_tokens/) });
    }
  });

  it('is off without a Google provider (404 social_login_not_configured)', async () => {
    const { server: plain } = await startEntryServer({ entry: { oauth: null, google: null } });
    try {
      const res = await (await visitor(plain)).post('/accounts/process_contact_point_signals/', { google_tokens: '["t"]' });
      expect(res.status).toBe(404);
      expect((await body(res))['error_type']).toBe('social_login_not_configured');
    } finally {
      await plain.close();
    }
  });

  it('is counted with the contact checks per address (429 past the limit)', async () => {
    const { server: strict } = await startEntryServer({
      entry: { oauth: null, google: googleAt(provider.url, provider.config.clientId, provider.config.clientSecret), limits: { contactChecksPerIp: { max: 2, windowMs: 60_000 } } },
    });
    try {
      const client = await visitor(strict);
      for (let i = 0; i < 2; i++) expect((await client.post('/accounts/process_contact_point_signals/', { google_tokens: '["t"]' })).status).toBe(200);
      const blocked = await client.post('/accounts/process_contact_point_signals/', { google_tokens: '["t"]' });
      expect(blocked.status).toBe(429);
      expect(await body(blocked)).toMatchObject({ error_type: 'rate_limited', retry_after_seconds: expect.any(Number) });
    } finally {
      await strict.close();
    }
  });
});
