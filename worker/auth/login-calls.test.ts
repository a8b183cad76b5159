import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall, viewerAfter } from './calls';
import { AUTH_TIMEOUT_MS } from './call';

const entry = { userId: '7', nonce: 'n-1', username: 'ana', profilePictureUrl: '/a.jpg' };

describe('two-factor calls (000 §7 Auth)', () => {
  it('posts username, verificationCode, identifier and queryParams with the 10 s timeout (000 §9)', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', authenticated: true, user: true, userId: '7' } }));
    const result = await runAuthCall(d, 'twoFactorLogin', { username: 'ana', verificationCode: '123 456', identifier: 'id-1', queryParams: '{}' });
    expect(d.requests[0]).toMatchObject({
      method: 'POST',
      path: '/accounts/login/ajax/two_factor/',
      form: { username: 'ana', verificationCode: '123456', identifier: 'id-1', queryParams: '{}' },
      timeoutMs: AUTH_TIMEOUT_MS,
    });
    expect(viewerAfter('twoFactorLogin', { username: 'ana', verificationCode: '', identifier: '', queryParams: '' }, result)).toBe('7');
  });
  it('asks for the SMS with username and identifier', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok' } }));
    await runAuthCall(d, 'twoFactorSms', { username: 'ana', identifier: 'id-1' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/send_two_factor_login_sms/', form: { username: 'ana', identifier: 'id-1' } });
  });
});

describe('one-tap calls (000 §4 One-tap login, 000 §7)', () => {
  it('stores the fetched nonce for the viewer', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', login_nonce: 'n-1' } }));
    await runAuthCall(d, 'oneTapRequestNonce', { userId: '7', username: 'ana', profilePictureUrl: '/a.jpg' });
    expect(d.requests[0]?.path).toBe('/accounts/request_one_tap_login_nonce/');
    expect(await d.oneTap.list()).toEqual([entry]);
  });
  it('logs in with the stored nonce and switches the viewer', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', authenticated: true, user: true } }));
    await d.oneTap.save(entry);
    const args = { userId: '7', queryParams: '{}' };
    const result = await runAuthCall(d, 'oneTapLogin', args);
    expect(d.requests[0]).toMatchObject({ path: '/accounts/one_tap_web_login/', form: { user_id: '7', login_nonce: 'n-1', queryParams: '{}' }, timeoutMs: 10_000 });
    expect(viewerAfter('oneTapLogin', args, result)).toBe('7');
  });
  it('keeps a fresh nonce from the answer', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', authenticated: true, user: true, login_nonce: 'n-2' } }));
    await d.oneTap.save(entry);
    await runAuthCall(d, 'oneTapLogin', { userId: '7', queryParams: '{}' });
    expect((await d.oneTap.get('7'))?.nonce).toBe('n-2');
  });
  it('removes the stored nonce on invalid_one_tap_nonce', async () => {
    const d = authDeps(() => ({ status: 400, body: { status: 'fail', error_type: 'invalid_one_tap_nonce', message: 'x' } }));
    await d.oneTap.save(entry);
    const result = await runAuthCall(d, 'oneTapLogin', { userId: '7', queryParams: '{}' });
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_one_tap_nonce' });
    expect(await d.oneTap.list()).toEqual([]);
  });
  it('keeps the nonce on other failures (a toast offers retry)', async () => {
    const d = authDeps(() => 'no-answer');
    await d.oneTap.save(entry);
    const result = await runAuthCall(d, 'oneTapLogin', { userId: '7', queryParams: '{}' });
    expect(result).toMatchObject({ ok: false, statusCode: 0 });
    expect(await d.oneTap.list()).toEqual([entry]);
  });
  it('removes an entry once the server confirmed the removal', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', removed: true } }));
    await d.oneTap.save(entry);
    await runAuthCall(d, 'oneTapRemove', { userId: '7' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/one_tap_web_remove_nonce/', form: { user_id: '7' } });
    expect(await d.oneTap.list()).toEqual([]);
  });
  it('keeps the entry when the removal failed', async () => {
    const d = authDeps(() => ({ status: 500, body: { status: 'fail', message: 'x', error_type: 'server_error' } }));
    await d.oneTap.save(entry);
    expect((await runAuthCall(d, 'oneTapRemove', { userId: '7' })).ok).toBe(false);
    expect(await d.oneTap.list()).toEqual([entry]);
  });
  it('answers invalid_one_tap_nonce without a call when nothing is stored', async () => {
    const d = authDeps(() => ({ status: 200, body: {} }));
    expect(await runAuthCall(d, 'oneTapLogin', { userId: '9', queryParams: '{}' })).toMatchObject({ ok: false, errorType: 'invalid_one_tap_nonce' });
    expect(d.requests).toHaveLength(0);
  });
});

describe('social login (000 §7)', () => {
  it('posts accessToken, fbUserId and queryParams', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', authenticated: true, user: true, userId: '3' } }));
    const args = { accessToken: 't', fbUserId: 'p-1', queryParams: '{}', optIntoOneTap: false };
    const result = await runAuthCall(d, 'socialLogin', args);
    expect(d.requests[0]).toMatchObject({ path: '/accounts/login/ajax/facebook/', form: { accessToken: 't', fbUserId: 'p-1', queryParams: '{}', optIntoOneTap: 'false' } });
    expect(viewerAfter('socialLogin', args, result)).toBe('3');
  });
  it('logs in with Google on /accounts/login/ajax/google/, the same fields', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok', authenticated: true, user: true, userId: '4' } }));
    const args = { accessToken: 'g', fbUserId: 'sub-1', queryParams: '{}', optIntoOneTap: true, provider: 'google' as const };
    const result = await runAuthCall(d, 'socialLogin', args);
    expect(d.requests[0]).toMatchObject({ path: '/accounts/login/ajax/google/', form: { accessToken: 'g', fbUserId: 'sub-1', queryParams: '{}', optIntoOneTap: 'true' } });
    expect(viewerAfter('socialLogin', args, result)).toBe('4');
  });
  it('names no viewer for a failed or unauthenticated answer', () => {
    const args = { accessToken: 't', fbUserId: 'p', queryParams: '', optIntoOneTap: false };
    expect(viewerAfter('socialLogin', args, { ok: true, value: { status: 'ok', authenticated: false, user: true } })).toBeUndefined();
    expect(viewerAfter('socialLogin', args, { ok: false, statusCode: 400, message: '', errorType: null, body: null })).toBeUndefined();
  });
});
