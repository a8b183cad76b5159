import { describe, expect, it } from 'vitest';
import type { WireSignupResponse } from '../../sync/api/wire';
import type { CallFailure } from '../../worker/api-types';
import { LoginMessages } from './login-outcome';
import { signupStep } from './signup-outcome';
import { SIGNUP_UNKNOWN_ERROR } from './signup-rules';

const ok = (v: Partial<WireSignupResponse>) => ({ ok: true as const, value: { status: 'ok' as const, account_created: false, ...v } });
const fail = (f: Partial<CallFailure>): CallFailure => ({ ok: false, statusCode: 400, message: '', errorType: null, body: null, ...f });

describe('signupStep (000 §4 Sign-up)', () => {
  it('a dry run that passed leads to the real submit', () => {
    expect(signupStep(ok({ dryrun_passed: true }), true)).toEqual({ kind: 'passed' });
  });
  it('code 3 means the account exists, from a success or an error body', () => {
    const none = { fields: {}, form: null };
    expect(signupStep(ok({ code: 3 }), true)).toEqual({ kind: 'exists', errors: none });
    expect(signupStep(fail({ body: { status: 'fail', code: 3 } }), true)).toEqual({ kind: 'exists', errors: none });
  });
  it('shows server errors per field (000 §5)', () => {
    const step = signupStep(fail({ body: { status: 'fail', errors: { email: [{ message: 'Another account uses this email.', code: 'email_is_taken' }] } } }), true);
    expect(step).toEqual({ kind: 'errors', errors: { fields: { email: 'Another account uses this email.' }, form: null } });
  });
  it('the real submit succeeds when the account was created', () => {
    expect(signupStep(ok({ account_created: true, user_id: '9' }), false)).toEqual({ kind: 'created' });
  });
  it('an unknown failure gives the unknown sign-up error on the form (000 §8)', () => {
    expect(signupStep(fail({ statusCode: 500 }), false)).toEqual({ kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } });
    expect(signupStep(ok({ account_created: false }), false)).toEqual({ kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } });
  });
  it('no answer gives the could-not-connect message', () => {
    expect(signupStep(fail({ statusCode: 0 }), true)).toEqual({ kind: 'errors', errors: { fields: {}, form: LoginMessages.connect } });
  });
});
