import { describe, expect, it } from 'vitest';
import { contactKind, isPhoneLike, normaliseEmail, normalisePhone, phoneTail } from './contact-point';

describe('phone-like input (000 §5)', () => {
  it('accepts digits, plus, whitespace, parentheses and hyphen', () => {
    expect(isPhoneLike('+1 (555) 010-2000')).toBe(true);
    expect(isPhoneLike('5550102000')).toBe(true);
  });
  it('rejects anything else', () => {
    for (const v of ['555.010.2000', '555x', 'abc', '', '+-()']) expect(isPhoneLike(v)).toBe(false);
  });
});

describe('contact kind (000 §5)', () => {
  it('an input with @ is an email, when it matches the email pattern', () => {
    expect(contactKind('Ana@Example.com')).toBe('email');
    expect(contactKind('ana@')).toBe('invalid');
  });
  it('phone-like input is a phone number', () => {
    expect(contactKind('+44 20 7946 0000')).toBe('phone');
  });
  it('anything else is invalid', () => {
    expect(contactKind('ana')).toBe('invalid');
  });
  it('normalises for sending (email compared case-insensitively)', () => {
    expect(normaliseEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalisePhone('+1 (555) 010-2000')).toBe('+15550102000');
    expect(phoneTail('+1 (555) 010-2000')).toBe('2000');
  });
});
