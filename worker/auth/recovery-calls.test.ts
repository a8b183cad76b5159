import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall } from './calls';

const ok = (body: unknown) => () => ({ status: 200, body });

describe('recovery calls (000 §7 Auth recovery)', () => {
  it('sends the recovery email or SMS with the query', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'recoverySend', { query: ' ana ', channel: 'email' });
    await runAuthCall(d, 'recoverySend', { query: 'ana', channel: 'sms' });
    expect(d.requests.map((r) => [r.path, r.form])).toEqual([
      ['/accounts/send_account_recovery_email_ajax/', { query: 'ana' }],
      ['/accounts/send_account_recovery_sms_ajax/', { query: 'ana' }],
    ]);
  });
  it('fetches the recovery options for an identifier', async () => {
    const d = authDeps(ok({ status: 'ok', options: ['email'] }));
    await runAuthCall(d, 'recoveryOptions', { query: 'ana' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/account_recovery_ajax/', form: { query: 'ana' } });
  });
  it('resets the password with both fields and the token', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'passwordReset', { newPassword1: 'secret1', newPassword2: 'secret1', uid: '7', token: 't-1' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/recovery/password_reset/', form: { new_password1: 'secret1', new_password2: 'secret1', uid: '7', token: 't-1' } });
  });
});

describe('data download (000 §7)', () => {
  it('requests the download with email and password', async () => {
    const d = authDeps(ok({ status: 'ok', download_status: 'job_in_progress' }));
    const result = await runAuthCall(d, 'downloadRequest', { email: 'a@b.co ', password: 'secret1' });
    expect(d.requests[0]).toMatchObject({ path: '/download/request_download_data_ajax/', form: { email: 'a@b.co', password: 'secret1' } });
    expect(result).toEqual({ ok: true, value: { status: 'ok', download_status: 'job_in_progress' } });
  });
  it('reports a failure as a CallResult, never a throw', async () => {
    const d = authDeps(() => ({ status: 400, body: { status: 'fail', message: 'Wrong password', error_type: 'password_mismatch' } }));
    expect(await runAuthCall(d, 'downloadRequest', { email: 'a@b.co', password: 'x' })).toMatchObject({ ok: false, statusCode: 400, message: 'Wrong password', errorType: 'password_mismatch' });
  });
});
