import { describe, expect, it } from 'vitest';
import { canSubmitContactSignup, type ContactSignupFields } from './signup-submit';

const now = new Date(2025, 5, 15);
const full: ContactSignupFields = { emailOrPhone: 'ana@example.com', fullName: 'Ana', username: 'ana', password: 'secret1', birthday: { month: 1, day: 1, year: 2000 } };
const ctx = { needsUsername: true, needsBirthday: true, ageBlocked: false };

describe('sign-up submit disabled rules (000 §5)', () => {
  it('is enabled when everything required is there', () => {
    expect(canSubmitContactSignup(full, now, ctx)).toBe(true);
    expect(canSubmitContactSignup({ ...full, emailOrPhone: '+1 555 010 2000' }, now, ctx)).toBe(true);
  });
  it('is disabled when a required contact, username or password field is empty', () => {
    expect(canSubmitContactSignup({ ...full, emailOrPhone: ' ' }, now, ctx)).toBe(false);
    expect(canSubmitContactSignup({ ...full, username: '' }, now, ctx)).toBe(false);
    expect(canSubmitContactSignup({ ...full, password: '' }, now, ctx)).toBe(false);
  });
  it('does not ask for a username on a step without it', () => {
    expect(canSubmitContactSignup({ ...full, username: '' }, now, { ...ctx, needsUsername: false })).toBe(true);
  });
  it('is disabled when the birthday is empty', () => {
    expect(canSubmitContactSignup({ ...full, birthday: null }, now, ctx)).toBe(false);
  });
  it('is disabled when the password is shorter than 6 characters', () => {
    expect(canSubmitContactSignup({ ...full, password: '12345' }, now, ctx)).toBe(false);
  });
  it('is disabled when the date of birth is blocked by the age rule', () => {
    expect(canSubmitContactSignup({ ...full, birthday: { month: 1, day: 1, year: 2022 } }, now, ctx)).toBe(false);
    expect(canSubmitContactSignup(full, now, { ...ctx, ageBlocked: true })).toBe(false);
  });
  it('is disabled while a username is over 30 characters or a full name over 64 (issue 11: never cut without a word)', () => {
    expect(canSubmitContactSignup({ ...full, username: 'a'.repeat(31) }, now, ctx)).toBe(false);
    expect(canSubmitContactSignup({ ...full, username: 'a'.repeat(30) }, now, ctx)).toBe(true);
    expect(canSubmitContactSignup({ ...full, fullName: 'n'.repeat(65) }, now, ctx)).toBe(false);
  });
  it('is disabled for a contact that is neither an email nor a phone number', () => {
    expect(canSubmitContactSignup({ ...full, emailOrPhone: 'ana' }, now, ctx)).toBe(false);
  });
});
