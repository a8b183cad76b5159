import { describe, expect, it } from 'vitest';
import { checkResetForm, recoveryChannel, ResetMessages, resetLink } from './recovery';

describe('recovery channel', () => {
  it('sends a phone-like query by SMS and the rest by email (000 §5 phone-like input)', () => {
    expect(recoveryChannel('+1 555 010 2000')).toBe('sms');
    expect(recoveryChannel('ana')).toBe('email');
    expect(recoveryChannel('ana@example.com')).toBe('email');
  });
});

describe('password reset form (000 §7: new_password1 and new_password2)', () => {
  it('needs both fields, at least 6 characters (000 §9), and equal', () => {
    expect(checkResetForm('secret1', 'secret1')).toEqual({ ready: true, error: null });
    expect(checkResetForm('secret1', 'secret2')).toEqual({ ready: false, error: ResetMessages.mismatch });
    expect(checkResetForm('short', 'short')).toEqual({ ready: false, error: ResetMessages.tooShort });
  });
  it('says nothing until the second field is typed', () => {
    expect(checkResetForm('secret1', '')).toEqual({ ready: false, error: null });
  });
  it('reads the user id and token from the link', () => {
    expect(resetLink('/accounts/password/reset/confirm/', '?uid=7&token=abc')).toEqual({ uid: '7', token: 'abc' });
    expect(resetLink('/accounts/recovery/landing/7/abc/', '')).toEqual({ uid: '7', token: 'abc' });
    expect(resetLink('/accounts/password/reset/confirm/', '?token=abc')).toBeNull();
  });
});
