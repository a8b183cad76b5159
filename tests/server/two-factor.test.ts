import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SMS_USER, DEMO_TOTP_USER, seedTwoFactorDemo } from '../../server/dev/seed-two-factor';
import { Cookie } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { body, lastCode, outbox, passwordHash, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await seedTwoFactorDemo(server.app.lumen, await passwordHash());
});
afterAll(async () => {
  await server.close();
});

interface Challenge {
  two_factor_info: { username: string; two_factor_identifier: string; obfuscated_phone_number: string; totp_two_factor_on: boolean; sms_two_factor_on: boolean };
}

async function challenge(username: string, extra: Record<string, string> = {}): Promise<{ client: Client; identifier: string; res: Response; json: Record<string, unknown> }> {
  const client = await visitor(server);
  const res = await client.post('/accounts/login/ajax/', { username, password: PASSWORD, ...extra });
  const json = await body(res);
  const identifier = (json as unknown as Challenge).two_factor_info?.two_factor_identifier ?? '';
  return { client, identifier, res, json };
}

const totp = (offsetSeconds = 0) =>
  generate({ secret: DEMO_TOTP_USER.totpSecret, epoch: Math.floor(clock.now() / 1000) + offsetSeconds });

const verify = (client: Client, identifier: string, code: string, username: string = DEMO_TOTP_USER.username) =>
  client.post('/accounts/login/ajax/two_factor/', { username, verificationCode: code, identifier, queryParams: '{}' });

describe('two-factor challenge (000 §8)', () => {
  it('answers HTTP 400 two_factor_required with the identifier and the factor flags, and no session', async () => {
    const { client, res, json } = await challenge(DEMO_TOTP_USER.username);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({
      status: 'fail',
      error_type: 'two_factor_required',
      two_factor_required: true,
      authenticated: false,
      user: true,
      two_factor_info: {
        username: DEMO_TOTP_USER.username,
        two_factor_identifier: expect.stringMatching(/^[\w-]{40,}$/),
        obfuscated_phone_number: '',
        totp_two_factor_on: true,
        sms_two_factor_on: false,
      },
    });
    expect(client.cookies.get(Cookie.session)).toBeUndefined();
  });

  it('gives the last four digits of the phone for SMS two-factor and texts the first code', async () => {
    const before = (await outbox(server, DEMO_SMS_USER.phoneNumber)).length;
    const { json } = await challenge(DEMO_SMS_USER.username);
    expect((json as unknown as Challenge).two_factor_info).toMatchObject({
      obfuscated_phone_number: '0002',
      totp_two_factor_on: false,
      sms_two_factor_on: true,
    });
    expect((await outbox(server, DEMO_SMS_USER.phoneNumber)).length).toBe(before + 1);
  });
});

describe('POST /accounts/login/ajax/two_factor/ with TOTP', () => {
  it('logs in with the current code and the identifier is single-use', async () => {
    clock.advance(60_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    const res = await verify(client, identifier, await totp());
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ status: 'ok', authenticated: true, user: true, username: DEMO_TOTP_USER.username });
    expect((await client.graphql(QueryHash.feed, { first: 12 })).status).toBe(200);
    const again = await verify(await visitor(server), identifier, await totp());
    expect(again.status).toBe(400);
    expect((await body(again))['error_type']).toBe('two_factor_challenge_expired');
  });

  it('accepts the code of the previous step (±1 step) but not two steps away', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    expect((await verify(client, identifier, await totp(-65))).status).toBe(400);
    expect((await verify(client, identifier, await totp(-30))).status).toBe(200);
  });

  it('never accepts the same TOTP step twice (replay)', async () => {
    clock.advance(120_000);
    const code = await totp();
    const first = await challenge(DEMO_TOTP_USER.username);
    expect((await verify(first.client, first.identifier, code)).status).toBe(200);
    const second = await challenge(DEMO_TOTP_USER.username);
    const res = await verify(second.client, second.identifier, code);
    expect(res.status).toBe(400);
    expect((await body(res))['error_type']).toBe('invalid_verification_code');
  });

  it('kills the challenge at the 5th wrong code (429), after which even the right code fails', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    for (let i = 0; i < 4; i++) {
      const res = await verify(client, identifier, '000000');
      expect(res.status).toBe(400);
      expect(await body(res)).toMatchObject({ error_type: 'invalid_verification_code', attempts_left: 4 - i });
    }
    const fifth = await verify(client, identifier, '000000');
    expect(fifth.status).toBe(429);
    expect((await body(fifth))['error_type']).toBe('rate_limited');
    expect((await verify(client, identifier, await totp())).status).toBe(400);
  });

  it('expires a challenge after 10 minutes', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    clock.advance(10 * 60_000 + 1);
    const res = await verify(client, identifier, await totp());
    expect(res.status).toBe(400);
    expect((await body(res))['error_type']).toBe('two_factor_challenge_expired');
  });

  it('carries optIntoOneTap of the password login into the final login response', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username, { optIntoOneTap: 'true' });
    const json = await body(await verify(client, identifier, await totp()));
    expect(json).toMatchObject({ oneTapPrompt: true, nonce: expect.any(String) });
  });

  it('rejects an identifier presented for another username', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    const res = await verify(client, identifier, await totp(), DEMO_SMS_USER.username);
    expect((await body(res))['error_type']).toBe('two_factor_challenge_expired');
  });
});

describe('SMS two-factor and POST /accounts/send_two_factor_login_sms/', () => {
  it('logs in with the texted code', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_SMS_USER.username);
    const res = await verify(client, identifier, await lastCode(server, DEMO_SMS_USER.phoneNumber), DEMO_SMS_USER.username);
    expect(res.status).toBe(200);
  });

  it('resends at most once per 30 s (429 with the wait), and the new code replaces the old one', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_SMS_USER.username);
    const first = await lastCode(server, DEMO_SMS_USER.phoneNumber);
    clock.advance(10_000);
    const early = await client.post('/accounts/send_two_factor_login_sms/', { username: DEMO_SMS_USER.username, identifier });
    expect(early.status).toBe(429);
    expect(await body(early)).toMatchObject({ error_type: 'rate_limited', retry_after_seconds: 20 });
    clock.advance(20_000);
    const ok = await client.post('/accounts/send_two_factor_login_sms/', { username: DEMO_SMS_USER.username, identifier });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ status: 'ok', two_factor_info: { obfuscated_phone_number: '0002' } });
    const second = await lastCode(server, DEMO_SMS_USER.phoneNumber);
    if (second !== first) {
      expect((await verify(client, identifier, first, DEMO_SMS_USER.username)).status).toBe(400);
    }
    expect((await verify(client, identifier, second, DEMO_SMS_USER.username)).status).toBe(200);
  });

  it('refuses SMS for an account without SMS two-factor and for an unknown identifier', async () => {
    clock.advance(120_000);
    const { client, identifier } = await challenge(DEMO_TOTP_USER.username);
    expect((await client.post('/accounts/send_two_factor_login_sms/', { username: DEMO_TOTP_USER.username, identifier })).status).toBe(400);
    const unknown = await client.post('/accounts/send_two_factor_login_sms/', { username: DEMO_SMS_USER.username, identifier: 'nope' });
    expect((await body(unknown))['error_type']).toBe('two_factor_challenge_expired');
  });
});
