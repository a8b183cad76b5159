import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall } from './calls';

const ok = (body: unknown) => () => ({ status: 200, body });
const fields = {
  first_name: 'Ana', email: 'ana@example.com', username: 'ana', phone_number: '', biography: 'hi', external_url: '', chaining_enabled: false, gender: 3, custom_gender: '',
};

describe('account settings calls (001 §7 Profile edit, Password change, Settings)', () => {
  it('reads the form and sends a profile edit with every field as form text', async () => {
    const d = authDeps(ok({ status: 'ok', form_data: { ...fields, is_private: false, presence_disabled: false } }));
    await runAuthCall(d, 'accountForm', {});
    await runAuthCall(d, 'profileEdit', fields);
    expect(d.requests.map((r) => [r.method, r.path])).toEqual([['GET', '/accounts/edit/web_form_data/'], ['POST', '/accounts/edit/']]);
    expect(d.requests[1]?.form).toEqual({ ...fields, chaining_enabled: 'false', gender: '3' });
  });
  it('changes the password with the three fields', async () => {
    const d = authDeps(ok({ status: 'ok', other_sessions_ended: 0 }));
    await runAuthCall(d, 'passwordChange', { oldPassword: 'old-one', newPassword1: 'new-one', newPassword2: 'new-one' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/password/change/', form: { old_password: 'old-one', new_password1: 'new-one', new_password2: 'new-one' } });
  });
  it('sends the switches as true or false', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'setPrivate', { isPrivate: true });
    await runAuthCall(d, 'setPresenceDisabled', { disabled: false });
    expect(d.requests.map((r) => [r.path, r.form])).toEqual([
      ['/accounts/set_private/', { is_private: 'true' }],
      ['/accounts/set_presence_disabled/', { presence_disabled: 'false' }],
    ]);
  });
  it('reads and ends sessions from Login activity (online calls, no outbox record)', async () => {
    const d = authDeps(ok({ status: 'ok', sessions: [] }));
    await runAuthCall(d, 'loginActivity', {});
    await runAuthCall(d, 'logoutSession', { sessionId: '0123456789abcdef' });
    await runAuthCall(d, 'logoutOtherSessions', {});
    expect(d.requests.map((r) => [r.method, r.path, r.form])).toEqual([
      ['GET', '/session/login_activity/ajax/', undefined],
      ['POST', '/session/login_activity/logout_session/', { session_id: '0123456789abcdef' }],
      ['POST', '/session/login_activity/logout_others/', {}],
    ]);
  });
  it('sends an email preference as {key: subscribe | unsubscribe}', async () => {
    const d = authDeps(ok({ status: 'ok', preferences: {} }));
    await runAuthCall(d, 'setEmailPreference', { key: 'news_emails', on: false });
    await runAuthCall(d, 'setEmailPreference', { key: 'feedback_emails', on: true });
    await runAuthCall(d, 'emailsSent', {});
    expect(d.requests.map((r) => [r.method, r.path, r.form])).toEqual([
      ['POST', '/accounts/emailpreferences/', { news_emails: 'unsubscribe' }],
      ['POST', '/accounts/emailpreferences/', { feedback_emails: 'subscribe' }],
      ['GET', '/emails/emails_sent/ajax/', undefined],
    ]);
  });
  it('hands a refusal back with its per-field errors in the body', async () => {
    const refusal = { status: 'fail', message: 'Taken', error_type: 'bad_request', errors: { username: [{ code: 'username_is_taken', message: 'Taken' }] } };
    const d = authDeps(() => ({ status: 400, body: refusal }));
    expect(await runAuthCall(d, 'profileEdit', fields)).toMatchObject({ ok: false, statusCode: 400, body: refusal });
  });
});
