import { describe, expect, it } from 'vitest';
import { codeReady, keyGroups, keywordsText, phoneReady, twoFactorSummary, typedCode } from './security-settings';

describe('two-factor settings rules', () => {
  it('sums up the status', () => {
    const off = { sms_two_factor_on: false, totp_two_factor_on: false, obfuscated_phone_number: '' };
    expect(twoFactorSummary(off)).toBe('Two-factor authentication is off.');
    expect(twoFactorSummary({ ...off, sms_two_factor_on: true, obfuscated_phone_number: '7001' })).toContain('ending in 7001');
    expect(twoFactorSummary({ ...off, totp_two_factor_on: true })).toContain('authentication app');
  });
  it('sends a phone-like number of 7–15 digits, and a 6-digit code', () => {
    expect(phoneReady('+1 (555) 010-7001')).toBe(true);
    expect(phoneReady('555')).toBe(false);
    expect(phoneReady('call me 5550107001')).toBe(false);
    expect(typedCode(' 12-34 567')).toBe('123456');
    expect(codeReady('123456')).toBe(true);
    expect(codeReady('12345')).toBe(false);
  });
  it('shows an authenticator key in groups of four', () => {
    expect(keyGroups('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(keyGroups('ABCDEFGH')).toBe('ABCD EFGH');
  });
  it('shows keywords comma separated', () => {
    expect(keywordsText(['spam', 'follow me'])).toBe('spam, follow me');
  });
});
