import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall, viewerAfter } from './calls';
import type { CreateAccountForm } from './types';

const ok = (body: unknown) => () => ({ status: 200, body });

const form: CreateAccountForm = {
  email: '', phoneNumber: '+15550102000', password: 'secret1', username: 'ana', fullName: 'Ana', day: 2, month: 3, year: 2000,
  clientId: 'dev-1', smsCode: '123456', gdprS: '', tosVersion: '', phoneId: '', subnoKey: '', captcha: '', optIntoOneTap: true,
};

describe('contact-point sign-up (000 §7 Sign-up)', () => {
  it('dry-runs on attempt/ with the spec fields, then creates and names the viewer', async () => {
    const d = authDeps(ok({ status: 'ok', account_created: true, user_id: '11' }));
    await runAuthCall(d, 'createAccount', { form, dryRun: true });
    const result = await runAuthCall(d, 'createAccount', { form, dryRun: false });
    expect(d.requests.map((r) => r.path)).toEqual(['/accounts/web_create_ajax/attempt/', '/accounts/web_create_ajax/']);
    expect(d.requests[1]?.form).toEqual({
      phone_number: '+15550102000', sms_code: '123456', password: 'secret1', username: 'ana', first_name: 'Ana',
      month: '3', day: '2', year: '2000', client_id: 'dev-1', seamless_login_enabled: '1', tos_version: 'default', opt_into_one_tap: 'true',
    });
    expect(d.requests[1]?.timeoutMs).toBe(10_000);
    expect(viewerAfter('createAccount', { form, dryRun: false }, result)).toBe('11');
  });
  it('sends gdpr_s and the tos version when given (000 §4 consent then sign-up)', async () => {
    const d = authDeps(ok({ status: 'ok', account_created: false, dryrun_passed: true }));
    await runAuthCall(d, 'createAccount', { form: { ...form, gdprS: 'g-1', tosVersion: 'eu' }, dryRun: true });
    expect(d.requests[0]?.form).toMatchObject({ gdpr_s: 'g-1', tos_version: 'eu' });
  });
});

describe('SMS code calls (000 §7)', () => {
  it('requests a code with client_id and phone_number', async () => {
    const d = authDeps(ok({ status: 'ok', sms_sent: true }));
    await runAuthCall(d, 'sendSignupSms', { clientId: 'dev-1', phoneNumber: '+1555', phoneId: '' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/send_signup_sms_code_ajax/', form: { client_id: 'dev-1', phone_number: '+1555' } });
  });
  it('validates a code with client_id, phone_number and sms_code', async () => {
    const d = authDeps(ok({ status: 'ok', verified: true }));
    await runAuthCall(d, 'validateSignupSms', { clientId: 'dev-1', phoneNumber: '+1555', smsCode: '123456' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/validate_signup_sms_code_ajax/', form: { client_id: 'dev-1', phone_number: '+1555', sms_code: '123456' } });
  });
});

describe('contact checks (000 §7)', () => {
  it('asks is_contact_taken by GET with check_email and check_phone', async () => {
    const d = authDeps(ok({ status: 'ok', email_taken: true, phone_taken: false }));
    const result = await runAuthCall(d, 'isContactTaken', { email: 'a@b.co', phone: '+1555' });
    expect(d.requests[0]).toMatchObject({ method: 'GET', path: '/accounts/is_contact_taken/', query: { check_email: 'a@b.co', check_phone: '+1555' }, timeoutMs: 10_000 });
    expect(result).toEqual({ ok: true, value: { status: 'ok', email_taken: true, phone_taken: false } });
  });
  it('asks username suggestions with email and name', async () => {
    const d = authDeps(ok({ status: 'ok', suggestions: ['ana1'] }));
    await runAuthCall(d, 'usernameSuggestions', { email: 'a@b.co', name: 'Ana' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/username_suggestions/', form: { email: 'a@b.co', name: 'Ana' } });
  });
  it('asks the contact point prefill with the device id', async () => {
    const d = authDeps(ok({ status: 'ok', email: 'a@b.co' }));
    await runAuthCall(d, 'contactPrefill', { deviceId: 'dev-1', phoneId: '' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/contact_point_prefill/', form: { device_id: 'dev-1' } });
  });
});

describe('social sign-up (000 §7)', () => {
  it('exchanges the code with the return URL', async () => {
    const d = authDeps(ok({ status: 'ok', accessToken: 't', fbUserId: 'p' }));
    await runAuthCall(d, 'codeExchange', { code: 'c-1', returnURL: '/' });
    expect(d.requests[0]).toMatchObject({ path: '/accounts/fb_code_exchange/', form: { code: 'c-1', returnURL: '/' } });
  });
  it('creates from the provider token on /fb/create/ajax/ (attempt/ for the dry run)', async () => {
    const d = authDeps(ok({ status: 'ok', account_created: true, user_id: '12' }));
    const social = { accessToken: 't', fullName: 'Ana', username: 'ana', password: 'secret1', email: 'a@b.co', tosVersion: '', optIntoOneTap: true };
    await runAuthCall(d, 'socialSignup', { form: social, dryRun: true });
    const result = await runAuthCall(d, 'socialSignup', { form: social, dryRun: false });
    expect(d.requests.map((r) => r.path)).toEqual(['/fb/create/ajax/attempt/', '/fb/create/ajax/']);
    expect(d.requests[1]?.form).toEqual({ fb_access_token: 't', first_name: 'Ana', username: 'ana', password: 'secret1', email: 'a@b.co', tos_version: 'default', opt_into_one_tap: 'true' });
    expect(viewerAfter('socialSignup', { form: social, dryRun: false }, result)).toBe('12');
  });
  it('connects an account with the token and the picture size', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'socialConnect', { accessToken: 't', pictureSize: 150 });
    expect(d.requests[0]).toMatchObject({ path: '/fb/connect/ajax/', form: { fb_access_token: 't', profile_pic_size: '150' } });
  });
  it('names Google with provider=google on each call; facebook requests carry no provider field', async () => {
    const d = authDeps(ok({ status: 'ok' }));
    await runAuthCall(d, 'codeExchange', { code: 'c', returnURL: '/', provider: 'google' });
    await runAuthCall(d, 'socialProfile', { accessToken: 't', pictureSize: 150, provider: 'google' });
    await runAuthCall(d, 'socialConnect', { accessToken: 't', pictureSize: 150, provider: 'google' });
    const form = { provider: 'google' as const, accessToken: 't', fullName: 'Ana', username: 'ana', password: '', email: '', tosVersion: '', optIntoOneTap: false };
    await runAuthCall(d, 'socialSignup', { form, dryRun: false });
    expect(d.requests.map((r) => r.form?.['provider'])).toEqual(['google', 'google', 'google', 'google']);
    await runAuthCall(d, 'socialProfile', { accessToken: 't', pictureSize: 150, provider: 'facebook' });
    expect(d.requests[4]?.form).toEqual({ accessToken: 't', profile_pic_size: '150' });
  });
});
