import { describe, expect, it } from 'vitest';
import { changedFields, draftFromUser, EMPTY_DRAFT, fieldErrorsOf, passwordFormErrors, passwordFormReady, shownDraft } from './account-draft';

const loaded = { ...EMPTY_DRAFT, first_name: 'Ana', username: 'ana', email: 'ana@example.com', biography: 'server bio', gender: 2 };

describe('settings drafts (001 §7 Profile edit)', () => {
  it('fills name, username, bio and website from the cached user, offline', () => {
    expect(draftFromUser({ username: 'ana', fullName: 'Ana', bio: null, website: 'https://a.co/' })).toEqual({ ...EMPTY_DRAFT, username: 'ana', first_name: 'Ana', external_url: 'https://a.co/' });
    expect(draftFromUser(undefined)).toEqual(EMPTY_DRAFT);
  });
  it('shows typed text over the server form that came later: a typed field is never overwritten', () => {
    expect(shownDraft(loaded, { biography: 'typed offline' })).toEqual({ ...loaded, biography: 'typed offline' });
  });
  it('lists the fields changed from the saved form', () => {
    expect(changedFields({ ...loaded, biography: 'new', chaining_enabled: false }, loaded)).toEqual(['biography', 'chaining_enabled']);
  });
  it('reads the first message of each field of a refusal, and nothing from anything else', () => {
    expect(fieldErrorsOf({ errors: { username: [{ code: 'x', message: 'Taken' }, { message: 'second' }], email: [] } })).toEqual({ username: 'Taken' });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ errors: 'nope' })).toEqual({});
  });
});

describe('password form (001 §7 Password change; 000 §9 minimum 6)', () => {
  it('needs a new password of 6 or more, typed twice the same, and the old one', () => {
    expect(passwordFormErrors({ oldPassword: 'x', newPassword1: 'short', newPassword2: '' })).toEqual({ new_password1: expect.stringContaining('6') });
    expect(passwordFormErrors({ oldPassword: 'x', newPassword1: 'long-enough', newPassword2: 'long-enougH' })).toEqual({ new_password2: "Passwords don't match." });
    expect(passwordFormReady({ oldPassword: '', newPassword1: 'long-enough', newPassword2: 'long-enough' })).toBe(false);
    expect(passwordFormReady({ oldPassword: 'old', newPassword1: 'long-enough', newPassword2: 'long-enough' })).toBe(true);
    expect(passwordFormReady({ oldPassword: 'old', newPassword1: 'short', newPassword2: 'short' })).toBe(false);
  });
});
