import { describe, expect, it } from 'vitest';
import { LoginFailureType, loginFailureType, recoveryStep } from './login-failure';

const facts = { errorType: null, statusCode: 400, twoFactorRequired: false };

describe('login failure types logged (000 §4 Password login)', () => {
  it('keeps every failure type the spec names', () => {
    for (const t of Object.values(LoginFailureType)) expect(loginFailureType({ ...facts, errorType: t })).toBe(t);
  });
  it('logs a two-factor challenge as init_two_fac', () => {
    expect(loginFailureType({ ...facts, twoFactorRequired: true, errorType: 'two_factor_required' })).toBe('init_two_fac');
  });
  it('logs no answer or an unknown error as ajax_error', () => {
    expect(loginFailureType({ ...facts, statusCode: 0 })).toBe('ajax_error');
    expect(loginFailureType({ ...facts, errorType: 'server_error', statusCode: 500 })).toBe('ajax_error');
  });
  it('maps social login failures to the fb_* types', () => {
    expect(loginFailureType({ ...facts, statusCode: 403, social: true })).toBe('fb_403_forbidden');
    expect(loginFailureType({ ...facts, statusCode: 401, social: true })).toBe('fb_not_authenticated');
    expect(loginFailureType({ ...facts, statusCode: 500, social: true })).toBe('fb_unknown');
  });
});

describe('account recovery after a failed login (000 §4, 000 §9)', () => {
  it('does nothing without the account-recovery flag', () => {
    expect(recoveryStep({ recoveryFlag: false, userExists: true, submissionCount: 3 })).toBe('none');
  });
  it('shows the user-not-found toast when the user does not exist', () => {
    expect(recoveryStep({ recoveryFlag: true, userExists: false, submissionCount: 5 })).toBe('user-not-found-toast');
  });
  it('shows the recovery modal on the first submission', () => {
    expect(recoveryStep({ recoveryFlag: true, userExists: true, submissionCount: 0 })).toBe('recovery-modal');
  });
  it('fetches the recovery options from the second submission on (count at least 1)', () => {
    expect(recoveryStep({ recoveryFlag: true, userExists: true, submissionCount: 1 })).toBe('fetch-recovery-options');
    expect(recoveryStep({ recoveryFlag: true, userExists: true, submissionCount: 4 })).toBe('fetch-recovery-options');
  });
});
