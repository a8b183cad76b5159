import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayAllowed,
  birthdayYears,
  canSubmitSignup,
  daysInMonth,
  defaultBirthday,
  signupErrors,
  toSignupForm,
  type SignupFields,
} from './signup-rules';

const now = new Date(2024, 5, 15);
const filled: SignupFields = {
  email: 'ana@example.com',
  fullName: 'Ana',
  username: 'ana',
  password: 'secret1',
  birthday: { month: 3, day: 9, year: 1990 },
};

describe('birthday (000 §9 date-picker defaults)', () => {
  it('starts 25 years before today', () => {
    expect(defaultBirthday(now)).toEqual({ month: 6, day: 15, year: 1999 });
  });
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2001)).toBe(28);
    expect(daysInMonth(12, 2001)).toBe(31);
  });
  it('offers years newest first', () => {
    expect(birthdayYears(now).slice(0, 2)).toEqual([2024, 2023]);
  });
  it('counts whole years of age', () => {
    expect(ageOn({ month: 6, day: 16, year: 2000 }, now)).toBe(23);
    expect(ageOn({ month: 6, day: 15, year: 2000 }, now)).toBe(24);
  });
  it('blocks a birthday younger than the minimum attempt age 6 (000 §9)', () => {
    expect(birthdayAllowed({ month: 1, day: 1, year: 2020 }, now)).toBe(false);
    expect(birthdayAllowed({ month: 1, day: 1, year: 2018 }, now)).toBe(true);
  });
  it('blocks an impossible date', () => {
    expect(birthdayAllowed({ month: 2, day: 30, year: 1990 }, now)).toBe(false);
  });
});

describe('canSubmitSignup (000 §5)', () => {
  it('allows a complete form', () => {
    expect(canSubmitSignup(filled, now)).toBe(true);
  });
  it('is disabled when a required field is empty', () => {
    expect(canSubmitSignup({ ...filled, email: ' ' }, now)).toBe(false);
    expect(canSubmitSignup({ ...filled, username: '' }, now)).toBe(false);
    expect(canSubmitSignup({ ...filled, fullName: '' }, now)).toBe(false);
  });
  it('is disabled when the password is shorter than 6', () => {
    expect(canSubmitSignup({ ...filled, password: '12345' }, now)).toBe(false);
  });
  it('is disabled when the date of birth is blocked', () => {
    expect(canSubmitSignup({ ...filled, birthday: { month: 1, day: 1, year: 2023 } }, now)).toBe(false);
  });
});

describe('toSignupForm (000 §3: birthday converted to day, month, year)', () => {
  it('splits the birthday and trims text fields', () => {
    expect(toSignupForm({ ...filled, email: ' ana@example.com ' }, 'dev1')).toEqual({
      email: 'ana@example.com',
      fullName: 'Ana',
      username: 'ana',
      password: 'secret1',
      day: 9,
      month: 3,
      year: 1990,
      clientId: 'dev1',
    });
  });
});

describe('signupErrors (000 §5: errors shown per field)', () => {
  it('maps server fields to form fields and keeps the first message', () => {
    const e = signupErrors({
      username: [{ message: 'taken' }, { message: 'second' }],
      first_name: [{ message: 'too long' }],
      year: [{ message: 'too young' }],
      __all__: [{ message: 'try later' }],
    });
    expect(e.fields).toEqual({ username: 'taken', fullName: 'too long', birthday: 'too young' });
    expect(e.form).toBe('try later');
  });
  it('is empty without errors', () => {
    expect(signupErrors(undefined)).toEqual({ fields: {}, form: null });
  });
});
