import { describe, expect, it } from 'vitest';
import { shownFieldErrors, SignupFieldMessages, signupFieldProblems, usernameProblem } from './signup-field-rules';
import type { ContactSignupFields } from './signup-submit';

const fine: ContactSignupFields = { emailOrPhone: 'ana@example.com', fullName: 'Ana', username: 'ana', password: 'secret1', birthday: { month: 1, day: 1, year: 2000 } };

describe('sign-up field problems (000 §5, issue 11)', () => {
  it('finds none in a right form, nor in fields still empty', () => {
    expect(signupFieldProblems(fine, true)).toEqual({});
    expect(signupFieldProblems({ ...fine, emailOrPhone: '', username: '', password: '', fullName: '' }, true)).toEqual({});
  });

  it('says why a contact point is neither an email nor a phone number', () => {
    for (const bad of ['ana@', 'ana@example', 'ana', 'ana @example.com']) {
      expect(signupFieldProblems({ ...fine, emailOrPhone: bad }, true)).toEqual({ emailOrPhone: 'Enter a valid email address or mobile number.' });
    }
    expect(signupFieldProblems({ ...fine, emailOrPhone: '+1 (555) 010-2000' }, true)).toEqual({});
  });

  it('says a password shorter than 6 is too short, naming 6', () => {
    expect(signupFieldProblems({ ...fine, password: '12345' }, true)).toEqual({ password: 'Create a password at least 6 characters long.' });
    expect(signupFieldProblems({ ...fine, password: '123456' }, true)).toEqual({});
  });

  it('refuses a username over 30 characters with a word instead of cutting it', () => {
    expect(usernameProblem('a'.repeat(30))).toBeNull();
    expect(usernameProblem('a'.repeat(31))).toBe('Usernames can have at most 30 characters.');
    expect(signupFieldProblems({ ...fine, username: 'x'.repeat(80) }, true)).toEqual({ username: SignupFieldMessages.usernameLong });
    expect(usernameProblem('  ana.b_1  ')).toBeNull(); // sent trimmed
  });

  it('names the characters a username may use; upper case is fine (the server lower-cases it)', () => {
    expect(usernameProblem('Ana Smith')).toBe('Usernames can only use letters, numbers, underscores and periods.');
    expect(usernameProblem('ana-smith')).toBe(SignupFieldMessages.usernameCharacters);
    expect(usernameProblem('Ana.Smith')).toBeNull();
  });

  it('leaves the username to its own step when this step does not ask it', () => {
    expect(signupFieldProblems({ ...fine, username: 'x'.repeat(80) }, false)).toEqual({});
  });

  it('says a full name over 64 characters is too long', () => {
    expect(signupFieldProblems({ ...fine, fullName: 'n'.repeat(65) }, true)).toEqual({ fullName: 'Full names can have at most 64 characters.' });
  });
});

describe('when a problem is shown', () => {
  const problems = signupFieldProblems({ ...fine, emailOrPhone: 'ana@exa', password: '123', username: 'x'.repeat(80) }, true);

  it('shows a username problem at once, the others not while the field is being typed in', () => {
    expect(shownFieldErrors(problems, new Set(), false, {})).toEqual({ username: SignupFieldMessages.usernameLong });
  });

  it('shows a field\'s problem once the person has left it', () => {
    expect(shownFieldErrors(problems, new Set(['emailOrPhone']), false, {})).toEqual({ username: SignupFieldMessages.usernameLong, emailOrPhone: SignupFieldMessages.contact });
  });

  it('shows every problem once the person tried to submit', () => {
    expect(shownFieldErrors(problems, new Set(), true, {})).toEqual(problems);
  });

  it('keeps the server\'s errors, the field\'s own problem first', () => {
    const server = { username: "This username isn't available. Please try another.", birthday: 'Enter a valid date of birth.' };
    expect(shownFieldErrors({}, new Set(), true, server)).toEqual(server);
    expect(shownFieldErrors(problems, new Set(), false, server)).toEqual({ ...server, username: SignupFieldMessages.usernameLong });
  });
});
