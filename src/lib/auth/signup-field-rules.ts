/**
 * Why a sign-up field is not right yet, said next to it (000 §5: sign-up errors are shown per
 * field; submit is disabled while the password is shorter than 6 or the contact point is
 * neither an email nor a phone number). The wording is ours (000 §8: wording not shown); the
 * username and full-name limits are the server's (sync/api/constants.ts Limits).
 *
 * When: a username problem at once (typing more cannot mend it, and a pasted name over the
 * limit must not be cut without a word); the others once the person has left the field or
 * tried to submit, never on each keystroke of a half-typed email.
 */
import { Limits } from '../../../sync/api/constants';
import { contactKind } from './contact-point';
import type { ContactField } from './contact-signup-outcome';
import type { ContactSignupFields } from './signup-submit';

export const SignupFieldMessages = {
  contact: 'Enter a valid email address or mobile number.',
  passwordShort: `Create a password at least ${Limits.minPasswordLength} characters long.`,
  usernameLong: `Usernames can have at most ${Limits.maxUsernameLength} characters.`,
  usernameCharacters: 'Usernames can only use letters, numbers, underscores and periods.',
  fullNameLong: `Full names can have at most ${Limits.maxFullNameLength} characters.`,
} as const;

export type FieldProblems = Partial<Record<ContactField, string>>;

const charCount = (s: string): number => [...s].length;

/** What is wrong with a username as typed (it is sent trimmed; the server lower-cases it), or null. */
export function usernameProblem(username: string): string | null {
  const u = username.trim();
  if (charCount(u) > Limits.maxUsernameLength) return SignupFieldMessages.usernameLong;
  if (!/^[A-Za-z0-9._]*$/.test(u)) return SignupFieldMessages.usernameCharacters;
  return null;
}

/** The problems of the filled-in fields (an empty field is no problem: submit simply stays disabled). */
export function signupFieldProblems(f: ContactSignupFields, withUsername: boolean): FieldProblems {
  const out: FieldProblems = {};
  if (f.emailOrPhone.trim() !== '' && contactKind(f.emailOrPhone) === 'invalid') out.emailOrPhone = SignupFieldMessages.contact;
  if (charCount(f.fullName.trim()) > Limits.maxFullNameLength) out.fullName = SignupFieldMessages.fullNameLong;
  const username = withUsername ? usernameProblem(f.username) : null;
  if (username !== null) out.username = username;
  if (f.password !== '' && f.password.length < Limits.minPasswordLength) out.password = SignupFieldMessages.passwordShort;
  return out;
}

/** Shown without waiting for the person to leave the field. */
const AT_ONCE: ReadonlySet<ContactField> = new Set(['username', 'fullName']);

/**
 * The error each field shows: its own problem once it may be shown (see above), else what the
 * server said about it on the last submit.
 */
export function shownFieldErrors(problems: FieldProblems, left: ReadonlySet<ContactField>, triedSubmit: boolean, server: FieldProblems): FieldProblems {
  const out: FieldProblems = { ...server };
  for (const [field, message] of Object.entries(problems) as [ContactField, string][]) {
    if (triedSubmit || AT_ONCE.has(field) || left.has(field)) out[field] = message;
  }
  return out;
}
