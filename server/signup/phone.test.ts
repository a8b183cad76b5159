import { describe, expect, it } from 'vitest';
import { lastFourDigits, normalizePhone, splitPhone } from './phone';

describe('phone numbers (000 §5 phone-like input)', () => {
  it('accepts only digits, plus, whitespace, parentheses and hyphens', () => {
    expect(normalizePhone('+1 (555) 010-0002')).toBe('+15550100002');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('555.010.0002')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
    expect(normalizePhone('1+5550100002')).toBeNull();
  });

  it('reads 10 national digits as a US number and 00 as +', () => {
    expect(normalizePhone('(555) 010-0002')).toBe('+15550100002');
    expect(normalizePhone('0049 30 1234567')).toBe('+49301234567');
  });

  it('needs 7 to 15 digits', () => {
    expect(normalizePhone('+123456')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
  });

  it('shows the last four digits (000 §8) and splits the country code', () => {
    expect(lastFourDigits('+15550100002')).toBe('0002');
    expect(splitPhone('+15550100002')).toEqual({ countryCode: '1', nationalNumber: '5550100002', regionCode: 'US' });
    expect(splitPhone('+353861234567')).toEqual({ countryCode: '353', nationalNumber: '861234567', regionCode: 'IE' });
  });
});
