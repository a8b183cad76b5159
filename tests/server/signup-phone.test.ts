import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, lastCode, makeUser, outbox, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'phone.owner', { phone: '+15550107777' });
});
afterAll(async () => {
  await server.close();
});

let n = 0;
/** A fresh US number per test, so the per-number limits of one test don't touch another. */
const freshNumber = () => `+1555020${String(++n).padStart(4, '0')}`;

const send = (client: Client, phone: string, extra: Record<string, string> = {}) =>
  client.post('/accounts/send_signup_sms_code_ajax/', { client_id: 'dev-1', phone_number: phone, phone_id: 'p-1', ...extra });
const validate = (client: Client, phone: string, code: string) =>
  client.post('/accounts/validate_signup_sms_code_ajax/', { client_id: 'dev-1', phone_number: phone, sms_code: code });

const form = (phone: string, over: Record<string, string> = {}) => ({
  email: '',
  phone_number: phone,
  password: 'phone-pass-1',
  username: `p${phone.slice(-6)}`,
  first_name: 'Phone Person',
  month: '3',
  day: '4',
  year: '1995',
  client_id: 'dev-1',
  tos_version: 'default',
  ...over,
});

describe('POST /accounts/send_signup_sms_code_ajax/ (000 §7 Sign-up)', () => {
  it('texts a 6-digit code to the normalised number', async () => {
    const client = await visitor(server);
    const phone = freshNumber();
    const res = await send(client, `+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ status: 'ok', sms_sent: true, phone_number: phone });
    const [sms] = await outbox(server, phone);
    expect(sms).toMatchObject({ kind: 'sms', to: phone });
    expect(sms?.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses an invalid number and a taken one with errors.phone_number', async () => {
    const client = await visitor(server);
    const bad = await send(client, '555-CALL-NOW');
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ status: 'fail', sms_sent: false, error_type: 'invalid_phone_number', errors: { phone_number: [{ code: 'invalid_phone_number' }] } });
    const taken = await body(await send(client, '+15550107777'));
    expect(taken).toMatchObject({ sms_sent: false, errors: { phone_number: [{ code: 'phone_number_taken' }] } });
  });

  it('sends to one number at most once per 30 s, and 5 times an hour (429 with the wait)', async () => {
    const client = await visitor(server);
    const phone = freshNumber();
    expect((await send(client, phone)).status).toBe(200);
    clock.advance(5_000);
    const early = await send(client, phone);
    expect(early.status).toBe(429);
    expect(await body(early)).toMatchObject({ error_type: 'rate_limited', retry_after_seconds: 25 });
    expect(early.headers.get('retry-after')).toBe('25');
    for (let i = 0; i < 4; i++) {
      clock.advance(30_000);
      expect((await send(client, phone)).status).toBe(200);
    }
    clock.advance(30_000);
    expect((await send(client, phone)).status).toBe(429);
  });
});

describe('POST /accounts/validate_signup_sms_code_ajax/', () => {
  it('verifies the right code; a wrong one answers errors.nonce (000 §8)', async () => {
    clock.advance(60_000);
    const client = await visitor(server);
    const phone = freshNumber();
    await send(client, phone);
    const code = await lastCode(server, phone);
    const wrong = await validate(client, phone, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toMatchObject({
      status: 'fail',
      verified: false,
      error_type: 'sms_code_validation_code_invalid',
      errors: { nonce: [{ code: 'sms_code_invalid', message: expect.any(String) }] },
    });
    expect(await body(await validate(client, phone, code))).toEqual({ status: 'ok', verified: true });
  });

  it('a resent code replaces the previous one', async () => {
    const client = await visitor(server);
    const phone = freshNumber();
    await send(client, phone);
    const first = await lastCode(server, phone);
    clock.advance(31_000);
    await send(client, phone);
    const second = await lastCode(server, phone);
    if (first !== second) expect((await validate(client, phone, first)).status).toBe(400);
    expect((await validate(client, phone, second)).status).toBe(200);
  });

  it('dies after 5 wrong codes and after 10 minutes', async () => {
    const client = await visitor(server);
    const phone = freshNumber();
    await send(client, phone);
    const code = await lastCode(server, phone);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) await validate(client, phone, wrong);
    const fifth = await body(await validate(client, phone, wrong));
    expect(fifth).toMatchObject({ errors: { nonce: [{ code: 'sms_code_attempts_exceeded' }] } });
    expect(await body(await validate(client, phone, code))).toMatchObject({ verified: false });

    const other = freshNumber();
    await send(client, other);
    const otherCode = await lastCode(server, other);
    clock.advance(10 * 60_000 + 1);
    expect(await body(await validate(client, other, otherCode))).toMatchObject({ errors: { nonce: [{ code: 'sms_code_expired' }] } });
  });
});

describe('phone sign-up through POST /accounts/web_create_ajax/ (000 §4 Phone sign-up)', () => {
  it('without a code answers sms_code as the only error; with phone_id it is phone_autoconfirm', async () => {
    const client = await visitor(server);
    const phone = freshNumber();
    const dry = await client.post('/accounts/web_create_ajax/attempt/', form(phone));
    expect(dry.status).toBe(200);
    const plain = await body<{ errors: Record<string, unknown>; account_created: boolean }>(await client.post('/accounts/web_create_ajax/', form(phone)));
    expect(plain.account_created).toBe(false);
    expect(Object.keys(plain.errors)).toEqual(['sms_code']);
    const auto = await body<{ errors: Record<string, unknown> }>(await client.post('/accounts/web_create_ajax/', form(phone, { phone_id: 'device-phone-id' })));
    expect(Object.keys(auto.errors)).toEqual(['phone_autoconfirm']);
  });

  it('creates the account with the code, which is then used up', async () => {
    clock.advance(60_000);
    const client = await visitor(server);
    const phone = freshNumber();
    await send(client, phone);
    const code = await lastCode(server, phone);
    expect((await validate(client, phone, code)).status).toBe(200);
    const res = await client.post('/accounts/web_create_ajax/', form(phone, { sms_code: code, opt_into_one_tap: 'true' }));
    expect(res.status).toBe(200);
    const json = await body(res);
    expect(json).toMatchObject({ status: 'ok', account_created: true, login_nonce: expect.any(String) });
    const id = Number(json['user_id']);
    expect(server.app.lumen.entry.stores.phones.phoneOf(id)).toBe(phone);
    expect(server.app.lumen.repos.users.byId(id)?.email).toBeNull();

    const again = await body(await (await visitor(server)).post('/accounts/web_create_ajax/', form(phone, { sms_code: code, username: 'someone.else' })));
    expect(again).toMatchObject({ account_created: false, code: 3, errors: { phone_number: [{ code: 'phone_number_taken' }] } });
  });

  it('refuses a wrong code under errors.sms_code', async () => {
    clock.advance(60_000);
    const client = await visitor(server);
    const phone = freshNumber();
    await send(client, phone);
    const code = await lastCode(server, phone);
    const res = await body(await client.post('/accounts/web_create_ajax/', form(phone, { sms_code: code === '999999' ? '888888' : '999999' })));
    expect(res).toMatchObject({ account_created: false, errors: { sms_code: [{ code: 'sms_code_invalid' }] } });
  });
});

describe('contact checks and prefill (000 §7 Sign-up)', () => {
  it('POST /accounts/check_email/ and /accounts/check_phone_number/', async () => {
    const client = await visitor(server);
    expect(await body(await client.post('/accounts/check_email/', { email: 'PhoneOwner@Example.test' }))).toEqual({ status: 'ok', email: 'phoneowner@example.test', available: false });
    expect(await body(await client.post('/accounts/check_email/', { email: 'free@example.test' }))).toMatchObject({ available: true });
    expect((await body(await client.post('/accounts/check_email/', { email: 'nope' })))['error_type']).toBe('invalid_email');
    expect(await body(await client.post('/accounts/check_phone_number/', { phone_number: '+1 555 010 7777' }))).toEqual({
      status: 'ok',
      phone_number: '+15550107777',
      available: false,
      country_code: '1',
      national_number: '5550107777',
    });
    expect((await body(await client.post('/accounts/check_phone_number/', { phone_number: 'x' })))['error_type']).toBe('invalid_phone_number');
  });

  it('GET /accounts/is_contact_taken/ answers email_taken and phone_taken', async () => {
    const client = await visitor(server);
    const res = await client.get('/accounts/is_contact_taken/?check_email=phoneowner%40example.test&check_phone=%2B15550109999', { accept: 'application/json' });
    expect(await body(res)).toEqual({ status: 'ok', email_taken: true, phone_taken: false });
    expect((await client.get('/accounts/is_contact_taken/', { accept: 'application/json' })).status).toBe(400);
  });

  it('POST /accounts/username_suggestions/ suggests free names from the email and the name', async () => {
    await makeUser(server, 'jane.doe');
    const json = await body<{ suggestions: string[] }>(await (await visitor(server)).post('/accounts/username_suggestions/', { email: 'jane.doe@example.com', name: 'Jane Doe' }));
    expect(json.suggestions.length).toBeGreaterThan(0);
    expect(json.suggestions.length).toBeLessThanOrEqual(5);
    expect(json.suggestions).not.toContain('jane.doe');
  });

  it('POST /accounts/contact_point_prefill/ is empty unless this device entered a contact point', async () => {
    clock.advance(60_000);
    const client = await visitor(server);
    const empty = await body(await client.post('/accounts/contact_point_prefill/', { device_id: 'x', phone_id: '', big_blue_token: '' }));
    expect(empty).toEqual({ status: 'ok', email: '', phone_number: '', region_code: '', country_code: '', national_number: '' });
    const phone = freshNumber();
    await send(client, phone);
    expect(await body(await client.post('/accounts/contact_point_prefill/', {}))).toMatchObject({
      phone_number: phone,
      region_code: 'US',
      country_code: '1',
      national_number: phone.slice(2),
    });
    expect((await body(await (await visitor(server)).post('/accounts/contact_point_prefill/', {})))['phone_number']).toBe('');
  });
});

describe('SMS limits per address', () => {
  it('answers 429 past the per-address SMS limit', async () => {
    const { server: s } = await startEntryServer({ entry: { limits: { smsPerIp: { max: 2, windowMs: 3600_000 } } } });
    try {
      const client = await visitor(s);
      expect((await send(client, '+15550300001')).status).toBe(200);
      expect((await send(client, '+15550300002')).status).toBe(200);
      expect((await send(client, '+15550300003')).status).toBe(429);
    } finally {
      await s.close();
    }
  });
});
