import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { encryptPasswordLikeBrowser } from './browser-encrypt';
import { body, lastLink, loggedIn, makeUser, outbox, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'forgetful', { email: 'forgetful@example.test', phone: '+15550304444' });
  await makeUser(server, 'nomail', { email: null });
  await makeUser(server, 'tapper.reset', { email: 'tapper.reset@example.test' });
  await makeUser(server, 'tapper.other', { email: 'tapper.other@example.test' });
});
afterAll(async () => {
  await server.close();
});

const post = async (path: string, data: Record<string, string>) => (await visitor(server)).post(path, data);

describe('POST /accounts/account_recovery_ajax/ (000 §7 Recovery)', () => {
  it('finds the account by username, email or phone and answers obfuscated options', async () => {
    for (const query of ['forgetful', 'Forgetful@Example.test', '+1 555 030 4444']) {
      const res = await post('/accounts/account_recovery_ajax/', { query });
      expect(await body(res)).toEqual({
        status: 'ok',
        username: 'forgetful',
        options: [
          { type: 'email', contact_point: 'f*******l@e*****e.test' },
          { type: 'sms', contact_point: '4444' },
        ],
      });
    }
  });

  it('answers user_not_found for an unknown query', async () => {
    const res = await post('/accounts/account_recovery_ajax/', { query: 'nobody.here' });
    expect(res.status).toBe(400);
    expect((await body(res))['error_type']).toBe('user_not_found');
  });
});

describe('reset by email link (000 §7 password_reset)', () => {
  it('mails a link; the link sets a new password once, ends old sessions, and does not log in', async () => {
    const old = await loggedIn(server, 'forgetful');
    const sent = await post('/accounts/send_account_recovery_email_ajax/', { query: 'forgetful' });
    expect(await body(sent)).toEqual({ status: 'ok', type: 'email', contact_point: 'f*******l@e*****e.test' });
    const link = await lastLink(server, 'forgetful@example.test');
    expect(link.pathname).toBe('/accounts/password/reset/confirm/');
    const uid = link.searchParams.get('uid') ?? '';
    const token = link.searchParams.get('token') ?? '';

    const client = await visitor(server);
    const mismatch = await client.post('/accounts/recovery/password_reset/', { uid, token, new_password1: 'brand-new-1', new_password2: 'brand-new-2' });
    expect(await body(mismatch)).toMatchObject({ status: 'fail', errors: { new_password2: [{ code: 'password_mismatch' }] } });
    const short = await client.post('/accounts/recovery/password_reset/', { uid, token, new_password1: '12345', new_password2: '12345' });
    expect(await body(short)).toMatchObject({ errors: { new_password1: [{ code: 'password_too_short' }] } });

    const probe = await fetch(`${server.url}/graphql/query/`);
    const key = probe.headers.get(Header.encPubKey) ?? '';
    const version = probe.headers.get(Header.encKeyVersion) ?? '';
    const ok = await client.post('/accounts/recovery/password_reset/', {
      uid,
      token,
      enc_new_password1: await encryptPasswordLikeBrowser('brand-new-1', key, version),
      enc_new_password2: await encryptPasswordLikeBrowser('brand-new-1', key, version),
    });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ status: 'ok' });
    expect(client.cookies.get('sessionid')).toBeUndefined();
    expect((await old.graphql(QueryHash.feed, { first: 12 })).status).toBe(401);

    const reused = await client.post('/accounts/recovery/password_reset/', { uid, token, new_password1: 'other-pass-1', new_password2: 'other-pass-1' });
    expect((await body(reused))['error_type']).toBe('invalid_reset_token');
    const login = await (await visitor(server)).post('/accounts/login/ajax/', { username: 'forgetful', password: 'brand-new-1' });
    expect(login.status).toBe(200);
  });

  it("removes the account's one-tap nonces on every device, and no one else's (000: a reset invalidates)", async () => {
    /** A device that logged in with one-tap on: its user id and nonce. */
    const device = async (username: string) => {
      const c = await visitor(server);
      const b = await body(await c.post('/accounts/login/ajax/', { username, password: 'entry-password-1', optIntoOneTap: 'true' }));
      return { userId: String(b['userId']), nonce: String(b['nonce']) };
    };
    const oneTap = async (d: { userId: string; nonce: string }) =>
      (await visitor(server)).post('/accounts/one_tap_web_login/', { user_id: d.userId, login_nonce: d.nonce, queryParams: '{}' });
    const phone = await device('tapper.reset');
    const laptop = await device('tapper.reset');
    const other = await device('tapper.other');
    expect(phone.nonce).not.toBe(laptop.nonce);

    await post('/accounts/send_account_recovery_email_ajax/', { query: 'tapper.reset' });
    const link = await lastLink(server, 'tapper.reset@example.test');
    const reset = await post('/accounts/recovery/password_reset/', {
      uid: link.searchParams.get('uid') ?? '',
      token: link.searchParams.get('token') ?? '',
      new_password1: 'after-reset-1',
      new_password2: 'after-reset-1',
    });
    expect(reset.status).toBe(200);

    for (const d of [phone, laptop]) {
      const res = await oneTap(d);
      expect(res.status).toBe(400);
      expect((await body(res))['error_type']).toBe('invalid_one_tap_nonce');
    }
    const still = await oneTap(other);
    expect(still.status).toBe(200);
    expect(await body(still)).toMatchObject({ authenticated: true, username: 'tapper.other' });
  });

  it('expires links after 1 hour; a newer link revokes the older one; a uid must match its token', async () => {
    clock.advance(120_000);
    await post('/accounts/send_account_recovery_email_ajax/', { query: 'forgetful@example.test' });
    const first = await lastLink(server, 'forgetful@example.test');
    clock.advance(61_000);
    await post('/accounts/send_account_recovery_email_ajax/', { query: 'forgetful' });
    const second = await lastLink(server, 'forgetful@example.test');
    const reset = (l: URL, uid = l.searchParams.get('uid') ?? '') =>
      post('/accounts/recovery/password_reset/', { uid, token: l.searchParams.get('token') ?? '', new_password1: 'later-pass-1', new_password2: 'later-pass-1' });
    expect((await body(await reset(first)))['error_type']).toBe('invalid_reset_token');
    expect((await reset(second, '999')).status).toBe(400);
    clock.advance(3600_000 + 1);
    expect((await body(await reset(second)))['error_type']).toBe('invalid_reset_token');
  });

  it('sends at most one link a minute per account (429 with the wait)', async () => {
    clock.advance(120_000);
    expect((await post('/accounts/send_account_recovery_email_ajax/', { query: 'forgetful' })).status).toBe(200);
    const again = await post('/accounts/send_account_recovery_email_ajax/', { query: 'forgetful' });
    expect(again.status).toBe(429);
    expect(await body(again)).toMatchObject({ error_type: 'rate_limited', retry_after_seconds: 60 });
  });
});

describe('reset by SMS link', () => {
  it('texts the link to the account phone; an account without email cannot get mail', async () => {
    clock.advance(120_000);
    const res = await post('/accounts/send_account_recovery_sms_ajax/', { query: 'forgetful' });
    expect(await body(res)).toEqual({ status: 'ok', type: 'sms', contact_point: '4444' });
    const [sms] = await outbox(server, '+15550304444');
    expect(sms?.kind).toBe('sms');
    expect(sms?.text).toContain('/accounts/password/reset/confirm/?uid=');
    expect((await post('/accounts/send_account_recovery_email_ajax/', { query: 'nomail' })).status).toBe(400);
    expect((await post('/accounts/send_account_recovery_sms_ajax/', { query: 'nomail' })).status).toBe(400);
  });
});
