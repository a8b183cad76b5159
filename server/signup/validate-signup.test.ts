import { describe, expect, it } from 'vitest';
import { ageOn, validateSignup } from './validate-signup';
import type { SignupFields } from './validate-signup';

const today = new Date(Date.UTC(2025, 5, 15));
const deps = { emailTaken: (e: string) => e === 'taken@example.com', usernameTaken: (u: string) => u === 'taken', today };
const good: SignupFields = {
  email: 'New@Example.com ',
  username: 'new.user_1',
  password: 'secret1',
  passwordUndecryptable: false,
  firstName: 'New User',
  month: '6',
  day: '15',
  year: '2012',
  tosVersion: 'default',
};

describe('sign-up validation (000 §5, §9)', () => {
  it('passes a complete form and normalises the birthday', () => {
    expect(validateSignup(good, deps)).toEqual({ errors: {}, accountExists: false, birthday: '2012-06-15', phoneNumber: null });
  });

  it('requires an email of standard format', () => {
    expect(validateSignup({ ...good, email: 'nope' }, deps).errors['email']?.[0]?.code).toBe('invalid_email');
    expect(validateSignup({ ...good, email: '' }, deps).errors['email']?.[0]?.code).toBe('email_required');
  });

  it('allows only [a-z0-9._] usernames of at most 30 characters', () => {
    expect(validateSignup({ ...good, username: 'bad name' }, deps).errors['username']?.[0]?.code).toBe('username_invalid');
    expect(validateSignup({ ...good, username: 'a'.repeat(31) }, deps).errors['username']?.[0]?.code).toBe('username_invalid');
    expect(validateSignup({ ...good, username: 'MiXeD' }, deps).errors['username']).toBeUndefined();
  });

  it('requires a password of at least 6 characters (000 §9)', () => {
    expect(validateSignup({ ...good, password: '12345' }, deps).errors['password']?.[0]?.code).toBe('password_too_short');
    expect(validateSignup({ ...good, password: null }, deps).errors['password']?.[0]?.code).toBe('password_required');
  });

  it('requires an age of at least 13 (000 §9) and a real date', () => {
    expect(validateSignup({ ...good, day: '16' }, deps).errors['birthday']?.[0]?.code).toBe('underage');
    expect(validateSignup({ ...good, month: '2', day: '30' }, deps).errors['birthday']?.[0]?.code).toBe('birthday_invalid');
    expect(validateSignup({ ...good, year: '' }, deps).errors['birthday']?.[0]?.code).toBe('birthday_required');
  });

  it('flags an existing email as account-exists (code 3); a taken username is a field error only', () => {
    expect(validateSignup({ ...good, email: 'TAKEN@example.com' }, deps).accountExists).toBe(true);
    const taken = validateSignup({ ...good, username: 'taken' }, deps);
    expect(taken.accountExists).toBe(false);
    expect(taken.errors['username']?.[0]?.code).toBe('username_is_taken');
  });

  it('refuses a username that is one of the app\'s own paths (a profile at /explore/ would be hidden) as taken', () => {
    for (const name of ['explore', 'Accounts', 'direct', 'stories', 'p', 'sw.js']) {
      expect(validateSignup({ ...good, username: name }, deps).errors['username']?.[0]?.code, name).toBe('username_is_taken');
    }
    expect(validateSignup({ ...good, username: 'explorer' }, deps).errors['username']).toBeUndefined();
  });

  it('computes age by birthday, not by year', () => {
    expect(ageOn(today, 2012, 6, 15)).toBe(13);
    expect(ageOn(today, 2012, 6, 16)).toBe(12);
  });

  it('takes a phone number as the contact point when email is empty (000 §4 phone sign-up)', () => {
    const phoneDeps = { ...deps, phoneTaken: (p: string) => p === '+15550009999' };
    const ok = validateSignup({ ...good, email: '', phoneNumber: '(555) 010-1234' }, phoneDeps);
    expect(ok).toMatchObject({ errors: {}, phoneNumber: '+15550101234' });
    const bad = validateSignup({ ...good, email: '', phoneNumber: '555.010' }, phoneDeps);
    expect(bad.errors['phone_number']?.[0]?.code).toBe('invalid_phone_number');
    const taken = validateSignup({ ...good, email: '', phoneNumber: '+1 555 000 9999' }, phoneDeps);
    expect(taken.accountExists).toBe(true);
    expect(taken.errors['phone_number']?.[0]?.code).toBe('phone_number_taken');
    expect(validateSignup({ ...good, email: '', phoneNumber: '' }, phoneDeps).errors['email']?.[0]?.code).toBe('email_required');
  });

  it('lets social sign-up leave out the birthday and the password', () => {
    const rules = { birthdayRequired: false, passwordRequired: false };
    const social = { ...good, password: null, year: '', month: '', day: '' };
    expect(validateSignup(social, deps, rules).errors).toEqual({});
    expect(validateSignup({ ...social, password: '123' }, deps, rules).errors['password']?.[0]?.code).toBe('password_too_short');
  });
});
