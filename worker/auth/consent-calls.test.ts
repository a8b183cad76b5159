import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall } from './calls';

const ok = (body: unknown) => () => ({ status: 200, body });
const ctx = { gdprS: 'g-1', tosVersion: 'eu', clientId: 'dev-1' };

describe('consent calls (000 §7 Consent)', () => {
  it("fetches a new user's flow by GET with gdpr_s and the tos version", async () => {
    const d = authDeps(ok({ status: 'ok', screen_key: 'tos' }));
    await runAuthCall(d, 'consentFetch', { which: 'parental_reg', gdprS: '', tosVersion: 'eu' });
    expect(d.requests[0]).toMatchObject({ method: 'GET', path: '/web/consent/fetch_parental_consent_reg/', query: { tos_version: 'eu' } });
  });
  it("fetches a logged-in user's flow by GET with the entry point", async () => {
    const d = authDeps(ok({ status: 'ok', screen_key: 'tos' }));
    await runAuthCall(d, 'consentFetch', { which: 'roadblocking', entryPoint: 'block' });
    expect(d.requests[0]).toMatchObject({ method: 'GET', path: '/web/consent/get/roadblocking', query: { entry_point: 'block' } });
  });
  it('runs the new-user flow with current_screen_key, dob, gdpr_s and updates', async () => {
    const d = authDeps(ok({ status: 'ok', screen_key: 'finished', gdpr_s: 'g' }));
    await runAuthCall(d, 'consentNewUser', { ...ctx, currentScreenKey: 'dob', dob: { day: 2, month: 3, year: 2001 }, updates: { age_bucket: '13_to_18' }, skip: false });
    expect(d.requests[0]).toMatchObject({
      path: '/web/consent/new_user_flow/',
      form: { current_screen_key: 'dob', dob: '2001-03-02', gdpr_s: 'g-1', tos_version: 'eu', client_id: 'dev-1', updates: '{"age_bucket":"13_to_18"}' },
    });
  });
  it('updates with updates and current_screen_key, or skips', async () => {
    const d = authDeps(ok({ status: 'ok', screen_key: 'finished' }));
    await runAuthCall(d, 'consentUpdate', { currentScreenKey: 'tos', updates: { tos_data_policy_consent_state: 2 }, skip: false, entryPoint: '' });
    await runAuthCall(d, 'consentUpdate', { currentScreenKey: 'parental_consent', updates: {}, skip: true, entryPoint: 'block' });
    expect(d.requests[0]?.form).toEqual({ updates: '{"tos_data_policy_consent_state":2}', current_screen_key: 'tos' });
    expect(d.requests[1]?.form).toEqual({ action: 'skip', updates: '{}', current_screen_key: 'parental_consent', entry_point: 'block' });
  });
  it('checks age eligibility with the date of birth and the device', async () => {
    const d = authDeps(ok({ status: 'ok', parental_consent_required: false, eligible_to_register: true, underage_attempts_left: 2 }));
    await runAuthCall(d, 'consentAgeCheck', { day: 1, month: 2, year: 2000, ...ctx });
    expect(d.requests[0]).toMatchObject({ path: '/web/consent/check_age_eligibility/', form: { day: '1', month: '2', year: '2000', gdpr_s: 'g-1', client_id: 'dev-1' } });
  });
  it('sends the parental email with guardian_email, current_screen_key and gdpr_s', async () => {
    const d = authDeps(ok({ status: 'ok', screen_key: 'finished', parental_email_sent: true }));
    await runAuthCall(d, 'consentParentalEmail', { guardianEmail: ' mum@example.com ', currentScreenKey: 'parental_consent', gdprS: 'g-1' });
    expect(d.requests[0]).toMatchObject({ path: '/web/consent/send_parental_consent_email/', form: { guardian_email: 'mum@example.com', current_screen_key: 'parental_consent', gdpr_s: 'g-1' } });
  });
  it('sends the parental action with nonce, action, names and pc_id', async () => {
    const d = authDeps(ok({ status: 'ok', action: 'approve' }));
    await runAuthCall(d, 'consentParentalAction', { nonce: 'n', action: 'approve', firstName: 'Mia', lastName: 'Ro', pcId: 'pc-1' });
    expect(d.requests[0]?.form).toEqual({ nonce: 'n', action: 'approve', first_name: 'Mia', last_name: 'Ro', pc_id: 'pc-1' });
  });
  it("sends the parent's birthday as day, month, year with an approval (000 §9 minimum parent age)", async () => {
    const d = authDeps(ok({ status: 'ok', action: 'approve' }));
    await runAuthCall(d, 'consentParentalAction', { nonce: 'n', action: 'approve', firstName: 'Mia', lastName: 'Ro', pcId: 'pc-1', parentDob: { day: 2, month: 3, year: 1980 } });
    expect(d.requests[0]?.form).toMatchObject({ day: '2', month: '3', year: '1980' });
  });
  it('accepts the terms', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'termsAccept', {});
    expect(d.requests[0]).toMatchObject({ method: 'POST', path: '/terms/accept/' });
  });
});
