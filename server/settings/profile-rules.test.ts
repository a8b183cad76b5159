import { describe, expect, it } from 'vitest';
import { checkGender, checkProfileEdit, normalizeWebsite } from './profile-rules';
import type { ProfileEditInput } from './profile-rules';

const none = { usernameTaken: () => false, emailTaken: () => false, phoneTaken: () => false };
const input = (over: Partial<ProfileEditInput> = {}): ProfileEditInput => ({
  first_name: 'Ana Lima', email: 'ana@example.com', username: 'ana', phone_number: '', biography: '', external_url: '', ...over,
});
const fieldsOf = (r: ReturnType<typeof checkProfileEdit>): string[] => (r.ok ? [] : Object.keys(r.errors).sort());

describe('normalizeWebsite (our rule: http or https only)', () => {
  it('keeps http and https, adds https to a bare host, and empties to null', () => {
    expect(normalizeWebsite('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com/');
    expect(normalizeWebsite(' example.com/me ')).toBe('https://example.com/me');
    expect(normalizeWebsite('  ')).toBeNull();
  });
  it('refuses other schemes, credentials and hosts that are not names', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'https://user:pw@example.com', 'https://localhost', 'http://', 'not a url']) {
      expect(normalizeWebsite(bad), bad).toBeUndefined();
    }
  });
});

describe('checkProfileEdit (001 §7 Profile edit)', () => {
  it('accepts a valid edit, normalising username and email and keeping the rest', () => {
    const r = checkProfileEdit(input({ username: ' Ana.Lima ', email: 'ANA@Example.com', biography: ' hi ', external_url: 'example.com', phone_number: '+1 555 010 2000', chaining_enabled: false, gender: '2' }), none);
    expect(r).toEqual({
      ok: true,
      edit: {
        profile: { username: 'ana.lima', fullName: 'Ana Lima', email: 'ana@example.com', biography: 'hi', externalUrl: 'https://example.com/' },
        phoneNumber: '+15550102000',
        chainingEnabled: false,
        gender: { gender: 2, customGender: '' },
      },
    });
  });
  it('names each bad field: username invalid or taken, email invalid or taken, phone, bio, url, name', () => {
    expect(fieldsOf(checkProfileEdit(input({ username: 'no spaces' }), none))).toEqual(['username']);
    expect(fieldsOf(checkProfileEdit(input({ username: '' }), none))).toEqual(['username']);
    expect(fieldsOf(checkProfileEdit(input({ username: 'explore' }), none))).toEqual(['username']); // an app path: reserved
    expect(fieldsOf(checkProfileEdit(input(), { ...none, usernameTaken: () => true }))).toEqual(['username']);
    expect(fieldsOf(checkProfileEdit(input({ email: 'nope' }), none))).toEqual(['email']);
    expect(fieldsOf(checkProfileEdit(input(), { ...none, emailTaken: () => true }))).toEqual(['email']);
    expect(fieldsOf(checkProfileEdit(input({ phone_number: 'abc' }), none))).toEqual(['phone_number']);
    expect(fieldsOf(checkProfileEdit(input({ phone_number: '+15550102000' }), { ...none, phoneTaken: () => true }))).toEqual(['phone_number']);
    expect(fieldsOf(checkProfileEdit(input({ biography: 'x'.repeat(151) }), none))).toEqual(['biography']);
    expect(fieldsOf(checkProfileEdit(input({ external_url: 'javascript:alert(1)' }), none))).toEqual(['external_url']);
    expect(fieldsOf(checkProfileEdit(input({ first_name: 'n'.repeat(65) }), none))).toEqual(['first_name']);
    expect(fieldsOf(checkProfileEdit(input({ username: 'a b', email: 'x' }), none))).toEqual(['email', 'username']);
  });
  it('needs an email or a phone number, either is enough', () => {
    expect(fieldsOf(checkProfileEdit(input({ email: '' }), none))).toEqual(['email']);
    expect(checkProfileEdit(input({ email: '', phone_number: '+15550102000' }), none).ok).toBe(true);
  });
  it('leaves chaining and gender unchanged when they are not sent', () => {
    const r = checkProfileEdit(input(), none);
    expect(r.ok && 'chainingEnabled' in r.edit).toBe(false);
    expect(r.ok && 'gender' in r.edit).toBe(false);
  });
});

describe('checkGender (001 §7 set_gender {gender, custom_gender})', () => {
  it('takes 1–4, custom text only with 4', () => {
    expect(checkGender('1', 'ignored')).toEqual({ gender: 1, customGender: '' });
    expect(checkGender('4', ' nonbinary ')).toEqual({ gender: 4, customGender: 'nonbinary' });
    expect(checkGender('4', '')).toMatchObject({ field: 'custom_gender' });
    expect(checkGender('5', '')).toMatchObject({ field: 'gender' });
    expect(checkGender('1.0', '')).toMatchObject({ field: 'gender' });
  });
});
