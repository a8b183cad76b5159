import { describe, expect, it } from 'vitest';
import { SIGNUP_UNKNOWN_ERROR } from '../signup-rules';
import { contactSignupOutcome, fieldErrors } from './contact-signup-outcome';

const ok = (body: object) => ({ ok: true, statusCode: 200, body });
const fail = (body: object, statusCode = 400) => ({ ok: false, statusCode, body });

describe('contact-point sign-up answers (000 §4 Sign-up)', () => {
  it('code 3 means the account exists: log in with the entered password', () => {
    expect(contactSignupOutcome(ok({ code: 3, errors: { email: [{ message: 'Taken' }] } }), true)).toEqual({
      kind: 'exists',
      errors: { fields: { emailOrPhone: 'Taken' }, form: null },
    });
  });
  it('a throttled answer shows the server’s message to wait, not the unknown sign-up error (issue 11)', () => {
    const wait = 'Please wait a few minutes before you try again.';
    for (const dryRun of [true, false]) {
      expect(contactSignupOutcome(fail({ status: 'fail', message: wait, error_type: 'rate_limited', retry_after_seconds: 60 }, 429), dryRun)).toEqual({
        kind: 'errors',
        errors: { fields: {}, form: wait },
      });
    }
    expect(contactSignupOutcome(fail({}, 429), false)).toMatchObject({ errors: { form: expect.stringMatching(/wait/) } });
  });
  it('phone_autoconfirm among the errors falls back to the SMS code', () => {
    expect(contactSignupOutcome(fail({ errors: { phone_autoconfirm: ['x'], username: ['y'] } }), false).kind).toBe('request-sms-code');
  });
  it('sms_code as the only error requests an SMS code', () => {
    expect(contactSignupOutcome(fail({ errors: { sms_code: [{ message: 'Enter the code' }] } }), false).kind).toBe('request-sms-code');
  });
  it('gdpr_s as the only error asks for the consent flow first', () => {
    expect(contactSignupOutcome(fail({ errors: { gdpr_s: [{ message: 'Please review and agree to our terms first.' }] } }), false).kind).toBe('consent-required');
  });
  it('sms_code with other errors shows them per field', () => {
    const out = contactSignupOutcome(fail({ errors: { sms_code: ['a'], username: [{ message: 'Taken' }] } }), false);
    expect(out).toEqual({ kind: 'errors', errors: { fields: { smsCode: 'a', username: 'Taken' }, form: null } });
  });
  it('a passed dry run carries the username suggestions', () => {
    expect(contactSignupOutcome(ok({ dryrun_passed: true, username_suggestions: ['ana1'] }), true)).toEqual({ kind: 'passed', suggestions: ['ana1'] });
  });
  it('account_created is success', () => {
    expect(contactSignupOutcome(ok({ account_created: true }), false)).toEqual({ kind: 'created' });
  });
  it('an unknown failure is the unknown sign-up error on the form (000 §8)', () => {
    expect(contactSignupOutcome(fail({}, 500), false)).toEqual({ kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } });
    expect(contactSignupOutcome(ok({ account_created: false }), false)).toEqual({ kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } });
  });
});

describe('per-field errors (000 §5)', () => {
  it('maps wire fields to form fields and keeps the rest for the form', () => {
    expect(fieldErrors({ phone_number: ['Bad'], first_name: [{ message: 'Name?' }], __all__: [{ message: 'Later' }] })).toEqual({
      fields: { emailOrPhone: 'Bad', fullName: 'Name?' },
      form: 'Later',
    });
  });
});
