import { describe, expect, it } from 'vitest';
import { canSubmitLogin, identifierKind, isEmail, normaliseIdentifier } from './auth-form-rules';

describe('canSubmitLogin (000 §5, §9 minimum password length 6)', () => {
  it('is disabled while a field is empty', () => {
    expect(canSubmitLogin('', 'secret1')).toBe(false);
    expect(canSubmitLogin('  ', 'secret1')).toBe(false);
    expect(canSubmitLogin('ana', '')).toBe(false);
  });
  it('is disabled while the password is shorter than 6', () => {
    expect(canSubmitLogin('ana', '12345')).toBe(false);
    expect(canSubmitLogin('ana', '123456')).toBe(true);
  });
});

describe('identifiers (000 §3, §5)', () => {
  it('trims trailing whitespace only', () => {
    expect(normaliseIdentifier(' ana  ')).toBe(' ana');
  });
  it('tells emails, phones and usernames apart', () => {
    expect(identifierKind('a@b.co')).toBe('email');
    expect(identifierKind('+1 (555) 010-2030')).toBe('phone');
    expect(identifierKind('ana_1')).toBe('username');
  });
  it('checks an email pattern', () => {
    expect(isEmail('A@B.CO')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});
