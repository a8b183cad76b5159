/**
 * Email sign-up form rules: 000 §3 Sign-up form (birthday converted to day, month, year),
 * 000 §5 (submit disabled while a required field is empty, the password is shorter than 6,
 * or the date of birth is blocked by the age rule), 000 §9 (date-picker default offset 25
 * years; minimum age to attempt sign-up 6).
 */
import { Limits } from '../../sync/api/constants';
import type { SignupForm } from '../../worker/api-types';

export const SignupAge = {
  /** 000 §9 Date-picker default offsets: 25 years. */
  defaultOffsetYears: 25,
  /** 000 §9 Minimum age to attempt sign-up. */
  minAttemptAge: 6,
  /** How far back the year select goes (our choice). */
  yearSpan: 120,
} as const;

export interface Birthday {
  /** 1 to 12. */
  month: number;
  day: number;
  year: number;
}

export interface SignupFields {
  email: string;
  fullName: string;
  username: string;
  password: string;
  birthday: Birthday;
}

export type SignupField = keyof SignupFields;

/** 000 §9: the date picker starts 25 years before today. */
export function defaultBirthday(now: Date): Birthday {
  return { month: now.getMonth() + 1, day: now.getDate(), year: now.getFullYear() - SignupAge.defaultOffsetYears };
}

export function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The years the year select offers, newest first. */
export function birthdayYears(now: Date): number[] {
  const last = now.getFullYear();
  return Array.from({ length: SignupAge.yearSpan + 1 }, (_, i) => last - i);
}

/** Whole years between the birthday and today. */
export function ageOn(b: Birthday, now: Date): number {
  const m = now.getMonth() + 1;
  const beforeBirthday = m < b.month || (m === b.month && now.getDate() < b.day);
  return now.getFullYear() - b.year - (beforeBirthday ? 1 : 0);
}

/** A valid calendar date not younger than the minimum attempt age. */
export function birthdayAllowed(b: Birthday, now: Date): boolean {
  if (b.month < 1 || b.month > 12 || b.day < 1 || b.day > daysInMonth(b.month, b.year)) return false;
  return ageOn(b, now) >= SignupAge.minAttemptAge;
}

export function canSubmitSignup(f: SignupFields, now: Date): boolean {
  const filled = [f.email, f.fullName, f.username].every((v) => v.trim() !== '');
  return filled && f.password.length >= Limits.minPasswordLength && birthdayAllowed(f.birthday, now);
}

/** The worker's sign-up form (000 §3: birthday converted to day, month, year). */
export function toSignupForm(f: SignupFields, clientId: string): SignupForm {
  return {
    email: f.email.trim(),
    fullName: f.fullName.trim(),
    username: f.username.trim(),
    password: f.password,
    day: f.birthday.day,
    month: f.birthday.month,
    year: f.birthday.year,
    clientId,
  };
}

/** Server field names (000 §7 sign-up payload) to our fields; the rest are form-level. */
const FIELD_BY_WIRE: Readonly<Record<string, SignupField>> = {
  email: 'email',
  username: 'username',
  password: 'password',
  enc_password: 'password',
  first_name: 'fullName',
  full_name: 'fullName',
  fullName: 'fullName',
  day: 'birthday',
  month: 'birthday',
  year: 'birthday',
  birthday: 'birthday',
};

export interface SignupErrors {
  fields: Partial<Record<SignupField, string>>;
  form: string | null;
}

/** 000 §5: sign-up errors are shown per field from the server's errors map. */
export function signupErrors(errors: Record<string, { message: string }[]> | undefined): SignupErrors {
  const out: SignupErrors = { fields: {}, form: null };
  for (const [key, list] of Object.entries(errors ?? {})) {
    const message = list[0]?.message;
    if (!message) continue;
    const field = FIELD_BY_WIRE[key];
    if (field) out.fields[field] ??= message;
    else out.form ??= message;
  }
  return out;
}

export const SIGNUP_UNKNOWN_ERROR = 'Sorry, something went wrong creating your account. Please try again soon.';
