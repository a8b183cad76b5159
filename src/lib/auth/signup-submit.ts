/**
 * Submit rules of the contact-point sign-up (000 §5): disabled when a required contact,
 * username, password or birthday field is empty, when the password is shorter than 6, or
 * when the date of birth is blocked by the age rule (under 6, or the under-age cooldown);
 * and (ours) while a field shows a problem of its own (./signup-field-rules.ts).
 */
import { canAttemptSignup, type Dob } from './age-rules';
import { signupFieldProblems } from './signup-field-rules';

export interface ContactSignupFields {
  emailOrPhone: string;
  fullName: string;
  username: string;
  password: string;
  birthday: Dob | null;
}

export interface SubmitContext {
  /** The username is asked on this step (single-step form, or the suggested-username page). */
  needsUsername: boolean;
  /** The birthday is asked on this step. */
  needsBirthday: boolean;
  /** The under-age cooldown is on (src/lib/auth/age-attempts.ts). */
  ageBlocked: boolean;
}

export function birthdayBlocked(b: Dob | null, now: Date, ageBlocked: boolean): boolean {
  return b === null || ageBlocked || !canAttemptSignup(b, now);
}

export function canSubmitContactSignup(f: ContactSignupFields, now: Date, ctx: SubmitContext): boolean {
  if (f.emailOrPhone.trim() === '' || f.fullName.trim() === '' || f.password === '') return false;
  if (ctx.needsUsername && f.username.trim() === '') return false;
  if (Object.keys(signupFieldProblems(f, ctx.needsUsername)).length > 0) return false;
  return !ctx.needsBirthday || !birthdayBlocked(f.birthday, now, ctx.ageBlocked);
}
