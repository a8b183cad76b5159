import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOTP_USER, seedTwoFactorDemo } from '../../server/dev/seed-two-factor';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireTwoFactorStatus } from '../../sync/api/settings-wire';
import { body, lastCode, loggedIn, makeUser, outbox, passwordHash, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// 001 §7 Two-factor settings (server/routes/two-factor-settings.ts) and their effect on the
// login challenge (server/routes/two-factor.ts), over real HTTP.

let server: TestServer;
let clock: Clock;
const PHONE = '+15550107001';
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'guarded');
  await makeUser(server, 'bystander', { phone: '+15550107002' });
  await makeUser(server, 'scripted');
  await seedTwoFactorDemo(server.app.lumen, await passwordHash());
});
afterAll(async () => {
  await server.close();
});
// Each test starts past the texts' 30 s cooldown and the settings limits' windows.
beforeEach(() => clock.advance(61 * 60_000));

const status = async (c: Client) => body<WireTwoFactorStatus>(await c.get(SettingsPath.twoFactorStatus, { accept: 'application/json' }));
const errorOf = async (res: Response) => {
  const b = await body<{ errors?: Record<string, { code: string }[]> }>(res);
  const [field, list] = Object.entries(b.errors ?? {})[0] ?? [];
  return `${field ?? ''}:${list?.[0]?.code ?? ''}`;
};

/** Password login: the session's client, or the challenge's identifier when a second factor is asked. */
async function logIn(username: string): Promise<{ client: Client; res: Response; identifier: string }> {
  const client = await visitor(server);
  const res = await client.post('/accounts/login/ajax/', { username, password: PASSWORD });
  const json = await body<{ two_factor_info?: { two_factor_identifier: string } }>(res.clone());
  return { client, res, identifier: json.two_factor_info?.two_factor_identifier ?? '' };
}
const verify = (client: Client, username: string, identifier: string, code: string) =>
  client.post('/accounts/login/ajax/two_factor/', { username, verificationCode: code, identifier, queryParams: '{}' });

describe('two-factor settings need a login and act on the caller only', () => {
  it('answers 401 logged out on every call, and 403 without the CSRF token', async () => {
    const anon = await visitor(server);
    expect((await anon.get(SettingsPath.twoFactorStatus, { accept: 'application/json' })).status).toBe(401);
    for (const path of [SettingsPath.twoFactorSendCode, SettingsPath.twoFactorEnable, SettingsPath.twoFactorDisable, SettingsPath.twoFactorDisableTotp, SettingsPath.twoFactorBackupCodes, SettingsPath.twoFactorTotpSetup, SettingsPath.twoFactorTotpEnable]) {
      expect((await anon.post(path, { phone_number: PHONE, confirmation_code: '123456', refresh: 'true' })).status, path).toBe(401);
    }
    const c = await loggedIn(server, 'scripted');
    expect((await c.post(SettingsPath.twoFactorSendCode, { phone_number: PHONE }, { csrf: null })).status).toBe(403);
  });

  it('refuses bad input with the field named: a number that is not one, someone else\'s, wrong types, a huge body', async () => {
    const c = await loggedIn(server, 'scripted');
    expect(await errorOf(await c.post(SettingsPath.twoFactorSendCode, { phone_number: 'call me' }))).toBe('phone_number:invalid_phone_number');
    expect(await errorOf(await c.post(SettingsPath.twoFactorSendCode, { phone_number: '+1 555 010 7002' }))).toBe('phone_number:phone_number_taken');
    expect((await c.post(SettingsPath.twoFactorSendCode, { phone_number: { x: 1 } }, { json: true })).status).toBe(400);
    expect((await c.post(SettingsPath.twoFactorSendCode, {})).status).toBe(400);
    expect((await c.post(SettingsPath.twoFactorBackupCodes, { refresh: 'maybe' })).status).toBe(400);
    expect(await errorOf(await c.post(SettingsPath.twoFactorBackupCodes, { refresh: 'true' }))).toBe('two_factor:two_factor_off');
    expect((await c.post(SettingsPath.twoFactorSendCode, { phone_number: '1'.repeat(3_000_000) })).status).toBe(413);
  });

  it('limits a script: 10 calls a minute per account, then 429', async () => {
    const c = await loggedIn(server, 'scripted');
    for (let i = 0; i < 10; i++) expect((await c.post(SettingsPath.twoFactorSendCode, { phone_number: 'x' })).status).toBe(400);
    const res = await c.post(SettingsPath.twoFactorSendCode, { phone_number: 'x' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('turning on two-factor by text message (001 §7)', () => {
  it('texts a code (once per 30 s), refuses a wrong or expired code, turns on with the right one, and the login then asks for a code', async () => {
    const c = await loggedIn(server, 'guarded');
    expect(await status(c)).toEqual({ status: 'ok', sms_two_factor_on: false, totp_two_factor_on: false, obfuscated_phone_number: '', backup_codes_remaining: 0 });
    const sent = await c.post(SettingsPath.twoFactorSendCode, { phone_number: '+1 (555) 010-7001', user_id: 1 });
    expect(await body(sent)).toEqual({ status: 'ok', phone_number: PHONE, obfuscated_phone_number: '7001' });
    expect((await c.post(SettingsPath.twoFactorSendCode, { phone_number: PHONE })).status).toBe(429);
    const first = await lastCode(server, PHONE);
    expect(await errorOf(await c.post(SettingsPath.twoFactorEnable, { phone_number: PHONE, confirmation_code: first === '000000' ? '111111' : '000000' }))).toBe('confirmation_code:sms_code_invalid');
    clock.advance(11 * 60_000);
    expect(await errorOf(await c.post(SettingsPath.twoFactorEnable, { phone_number: PHONE, confirmation_code: first }))).toBe('confirmation_code:sms_code_expired');
    expect((await status(c)).sms_two_factor_on).toBe(false);

    await c.post(SettingsPath.twoFactorSendCode, { phone_number: PHONE });
    const on = await body<WireTwoFactorStatus>(await c.post(SettingsPath.twoFactorEnable, { phone_number: PHONE, confirmation_code: await lastCode(server, PHONE) }));
    expect(on).toMatchObject({ sms_two_factor_on: true, totp_two_factor_on: false, obfuscated_phone_number: '7001', backup_codes_remaining: 5 });
    expect(on.backup_codes).toHaveLength(5);
    for (const code of on.backup_codes ?? []) expect(code).toMatch(/^\d{4} \d{4}$/);
    // The bystander (whose id was sent along) is untouched.
    expect((await status(await loggedIn(server, 'bystander'))).sms_two_factor_on).toBe(false);

    clock.advance(31_000);
    const login = await logIn('guarded');
    expect(login.res.status).toBe(400);
    expect(await body(login.res)).toMatchObject({ two_factor_required: true, two_factor_info: { obfuscated_phone_number: '7001', sms_two_factor_on: true } });
    const ok = await verify(login.client, 'guarded', login.identifier, await lastCode(server, PHONE));
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ authenticated: true });
  });

  it('each backup code works once at the login challenge; new codes replace the old set', async () => {
    const login = await logIn('guarded');
    expect(login.res.status).toBe(400); // a second factor is on now: the password alone does not log in
    expect((await verify(login.client, 'guarded', login.identifier, await lastCode(server, PHONE))).status).toBe(200);
    const codes = await body<WireTwoFactorStatus>(await login.client.post(SettingsPath.twoFactorBackupCodes, { refresh: 'true' }));
    expect(codes.backup_codes).toHaveLength(5);
    const [one, two] = codes.backup_codes ?? [];

    const a = await logIn('guarded');
    expect((await verify(a.client, 'guarded', a.identifier, one ?? '')).status).toBe(200);
    const b = await logIn('guarded');
    const again = await verify(b.client, 'guarded', b.identifier, one ?? '');
    expect(again.status).toBe(400);
    expect(await body(again)).toMatchObject({ error_type: 'invalid_verification_code' });
    expect((await status(a.client)).backup_codes_remaining).toBe(4);

    // Without refresh the codes are not shown again (kept hashed); refresh makes a new set.
    const kept = await body<WireTwoFactorStatus>(await a.client.post(SettingsPath.twoFactorBackupCodes, { refresh: 'false' }));
    expect(kept).toMatchObject({ backup_codes_remaining: 4 });
    expect(kept.backup_codes).toBeUndefined();
    const fresh = await body<WireTwoFactorStatus>(await a.client.post(SettingsPath.twoFactorBackupCodes, { refresh: 'true' }));
    expect(fresh.backup_codes).toHaveLength(5);
    const d = await logIn('guarded');
    expect((await verify(d.client, 'guarded', d.identifier, two ?? '')).status).toBe(400);
    expect((await verify(d.client, 'guarded', d.identifier, (fresh.backup_codes?.[0] ?? '').replace(' ', ''))).status).toBe(200);
  });

  it('turns off with the password only; then the password alone logs in and the backup codes are gone', async () => {
    const login = await logIn('guarded');
    const c = login.client;
    expect((await verify(c, 'guarded', login.identifier, await lastCode(server, PHONE))).status).toBe(200);
    expect(await errorOf(await c.post(SettingsPath.twoFactorDisable, {}))).toBe('password:password_required');
    expect(await errorOf(await c.post(SettingsPath.twoFactorDisable, { password: 'not-it-at-all' }))).toBe('password:password_mismatch');
    expect((await status(c)).sms_two_factor_on).toBe(true);
    const off = await body<WireTwoFactorStatus>(await c.post(SettingsPath.twoFactorDisable, { password: PASSWORD }));
    expect(off).toEqual({ status: 'ok', sms_two_factor_on: false, totp_two_factor_on: false, obfuscated_phone_number: '', backup_codes_remaining: 0 });
    expect(server.app.lumen.entry.stores.twoFactor.backupCodesLeft(server.app.lumen.repos.users.byUsername('guarded')?.id ?? 0)).toBe(0);
    expect((await logIn('guarded')).res.status).toBe(200);
    // The number stays the account's.
    expect(server.app.lumen.entry.stores.phones.phoneOf(server.app.lumen.repos.users.byUsername('guarded')?.id ?? 0)).toBe(PHONE);
  });

  it('turns off an authenticator app (disable_totp) with the password', async () => {
    const login = await logIn(DEMO_TOTP_USER.username);
    const code = await generate({ secret: DEMO_TOTP_USER.totpSecret, epoch: Math.floor(clock.now() / 1000) });
    expect((await verify(login.client, DEMO_TOTP_USER.username, login.identifier, code)).status).toBe(200);
    expect(await status(login.client)).toMatchObject({ totp_two_factor_on: true, sms_two_factor_on: false });
    const off = await body<WireTwoFactorStatus>(await login.client.post(SettingsPath.twoFactorDisableTotp, { password: PASSWORD }));
    expect(off).toMatchObject({ totp_two_factor_on: false, sms_two_factor_on: false });
    expect((await logIn(DEMO_TOTP_USER.username)).res.status).toBe(200);
    expect((await outbox(server)).length).toBeGreaterThan(0);
  });
});

describe('turning on an authenticator app (ours: 001 §7 shows only disable_totp)', () => {
  it('gives a key, refuses a wrong code, turns on with a code of the key; the login then takes the app\'s code', async () => {
    await makeUser(server, 'appuser');
    const c = await loggedIn(server, 'appuser');
    expect((await c.post(SettingsPath.twoFactorTotpEnable, { verification_code: '123456' })).status).toBe(400);
    const setup = await body<{ secret: string; otpauth_uri: string }>(await c.post(SettingsPath.twoFactorTotpSetup, {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauth_uri).toBe(`otpauth://totp/Lumen:appuser?secret=${setup.secret}&issuer=Lumen`);
    expect(await errorOf(await c.post(SettingsPath.twoFactorTotpEnable, { verification_code: '000000' }))).toBe('verification_code:invalid_verification_code');
    const code = await generate({ secret: setup.secret, epoch: Math.floor(clock.now() / 1000) });
    const on = await body<WireTwoFactorStatus>(await c.post(SettingsPath.twoFactorTotpEnable, { verification_code: code }));
    expect(on).toMatchObject({ totp_two_factor_on: true, sms_two_factor_on: false, backup_codes_remaining: 5 });
    expect(on.backup_codes).toHaveLength(5);
    // The key is used: the same setup cannot turn it on again.
    expect(await errorOf(await c.post(SettingsPath.twoFactorTotpEnable, { verification_code: code }))).toBe('verification_code:totp_setup_missing');

    clock.advance(60_000);
    const login = await logIn('appuser');
    expect(await body(login.res)).toMatchObject({ two_factor_info: { totp_two_factor_on: true, sms_two_factor_on: false } });
    const now = await generate({ secret: setup.secret, epoch: Math.floor(clock.now() / 1000) });
    expect((await verify(login.client, 'appuser', login.identifier, now)).status).toBe(200);
  });
});
