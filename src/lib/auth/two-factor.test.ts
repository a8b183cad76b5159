import { describe, expect, it } from 'vitest';
import { availableMethods, canSubmitCode, defaultMethod, normaliseCode, parseStoredChallenge, resendState, twoFactorChallenge } from './two-factor';

const body = {
  status: 'fail',
  error_type: 'two_factor_required',
  two_factor_required: true,
  two_factor_info: { two_factor_identifier: 'id-1', obfuscated_phone_number: '•• ••• 1234', totp_two_factor_on: true, sms_two_factor_on: true, username: 'ana' },
};

describe('two-factor challenge (000 §8 Two-factor)', () => {
  it('is read from an HTTP 400 with two_factor_required', () => {
    expect(twoFactorChallenge(400, body)).toEqual({ identifier: 'id-1', username: 'ana', lastFourDigits: '1234', totpOn: true, smsOn: true });
  });
  it('is not a challenge on other statuses or bodies', () => {
    expect(twoFactorChallenge(403, body)).toBeNull();
    expect(twoFactorChallenge(400, { status: 'fail', error_type: 'password_mismatch' })).toBeNull();
    expect(twoFactorChallenge(400, null)).toBeNull();
  });
  it('offers the authenticator app first when TOTP is on, else SMS', () => {
    const c = twoFactorChallenge(400, body);
    expect(c && defaultMethod(c)).toBe('totp');
    expect(c && availableMethods(c)).toEqual(['totp', 'sms']);
    const sms = { identifier: 'x', username: 'a', lastFourDigits: '1', totpOn: false, smsOn: true };
    expect(defaultMethod(sms)).toBe('sms');
    expect(availableMethods(sms)).toEqual(['sms']);
  });
  it('survives the trip through sessionStorage', () => {
    const c = twoFactorChallenge(400, body);
    expect(parseStoredChallenge(JSON.stringify(c))).toEqual(c);
    expect(parseStoredChallenge('{')).toBeNull();
    expect(parseStoredChallenge(null)).toBeNull();
  });
});

describe('code entry', () => {
  it('keeps digits only and needs 6 to 8 of them', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(canSubmitCode('123456')).toBe(true);
    expect(canSubmitCode('12345')).toBe(false);
  });
});

describe('Send code again (at most once per 30 s)', () => {
  it('is allowed before any send', () => {
    expect(resendState(null, 1000)).toEqual({ allowed: true, secondsLeft: 0 });
  });
  it('is disabled with a countdown for 30 s after a send', () => {
    expect(resendState(1000, 1000)).toEqual({ allowed: false, secondsLeft: 30 });
    expect(resendState(1000, 21_500)).toEqual({ allowed: false, secondsLeft: 10 });
    expect(resendState(1000, 30_999)).toEqual({ allowed: false, secondsLeft: 1 });
  });
  it('is allowed again once 30 s have passed', () => {
    expect(resendState(1000, 31_000)).toEqual({ allowed: true, secondsLeft: 0 });
  });
});
