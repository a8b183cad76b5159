import { Limits } from '../../sync/api/constants';
import { normalizePhone } from './phone';
import { isReservedUsername } from '../../sync/api/reserved-usernames';

/**
 * Per-field sign-up validation (000 §5, §9). Errors are keyed by the wire field name;
 * the date of birth (month/day/year) reports under 'birthday'. An email or username that
 * (the contact point) belongs to an existing account sets accountExists, which the response carries as code 3
 * (000 §9 "Sign-up account-exists code"; the client then tries to log in, 000 §4).
 */
export const MIN_AGE = 13; // 000 §9 Minimum age for the product
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9._]{1,${Limits.maxUsernameLength}}$`);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
export const TOS_VERSIONS = ['default', 'eu', 'row'] as const;
export const MAX_FULL_NAME = Limits.maxFullNameLength;

export interface SignupFields {
  email: string;
  username: string;
  /** null when no password (or none we could decrypt) came. */
  password: string | null;
  passwordUndecryptable: boolean;
  firstName: string;
  month: string;
  day: string;
  year: string;
  tosVersion: string;
  /** Phone sign-up (000 §4): the contact point when email is empty; both may come. */
  phoneNumber?: string;
}

/** Social sign-up (000 §7 /fb/create/ajax/) has no birthday and an optional password. */
export interface SignupRules {
  birthdayRequired: boolean;
  passwordRequired: boolean;
}

export interface FieldError {
  message: string;
  code: string;
}

export interface SignupCheck {
  errors: Record<string, FieldError[]>;
  accountExists: boolean;
  birthday: string | null;
  /** The normalised phone number when one came and is valid. */
  phoneNumber: string | null;
}

export interface SignupDeps {
  emailTaken: (email: string) => boolean;
  phoneTaken?: (phone: string) => boolean;
  usernameTaken: (username: string) => boolean;
  /** Today's date (UTC) for the age rule. */
  today: Date;
}

export const normalizeUsername = (raw: string): string => raw.trim().toLowerCase();
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

const STRICT: SignupRules = { birthdayRequired: true, passwordRequired: true };

export function validateSignup(f: SignupFields, deps: SignupDeps, rules: SignupRules = STRICT): SignupCheck {
  const errors: Record<string, FieldError[]> = {};
  const add = (field: string, code: string, message: string) => {
    (errors[field] ??= []).push({ code, message });
  };
  let accountExists = false;

  const email = normalizeEmail(f.email);
  const phoneRaw = (f.phoneNumber ?? '').trim();
  let phoneNumber: string | null = null;
  if (phoneRaw !== '') {
    phoneNumber = normalizePhone(phoneRaw);
    if (phoneNumber === null) add('phone_number', 'invalid_phone_number', 'Enter a valid phone number.');
    else if (deps.phoneTaken?.(phoneNumber)) {
      accountExists = true;
      add('phone_number', 'phone_number_taken', 'Another account is using the same phone number.');
    }
  }
  if (email === '') {
    if (phoneRaw === '') add('email', 'email_required', 'Enter your email address or phone number.');
  } else if (!EMAIL_PATTERN.test(email)) add('email', 'invalid_email', 'Enter a valid email address.');
  else if (deps.emailTaken(email)) {
    accountExists = true;
    add('email', 'email_is_taken', 'Another account is using the same email.');
  }

  const username = normalizeUsername(f.username);
  if (username === '') add('username', 'username_required', 'Choose a username.');
  else if (!USERNAME_PATTERN.test(username)) {
    add('username', 'username_invalid', `Usernames can only use letters, numbers, underscores and periods (${Limits.maxUsernameLength} at most).`);
  } else if (isReservedUsername(username) || deps.usernameTaken(username)) {
    // A taken (or reserved: sync/api/reserved-usernames.ts) username alone is a field error, not "this is your account": only the contact
    // point (the email) identifies the person signing up (000 §4 code 3).
    add('username', 'username_is_taken', "This username isn't available. Please try another.");
  }

  if (f.passwordUndecryptable) add('password', 'password_undecryptable', 'Your password could not be read. Please try again.');
  else if (f.password === null || f.password === '') {
    if (rules.passwordRequired) add('password', 'password_required', 'Enter a password.');
  }
  else if ([...f.password].length < Limits.minPasswordLength) {
    add('password', 'password_too_short', `Create a password at least ${Limits.minPasswordLength} characters long.`);
  }

  if ([...f.firstName.trim()].length > MAX_FULL_NAME) add('first_name', 'name_too_long', 'Enter a shorter name.');
  if (!(TOS_VERSIONS as readonly string[]).includes(f.tosVersion)) add('tos_version', 'invalid_tos_version', 'Unknown terms version.');

  const anyDate = f.year !== '' || f.month !== '' || f.day !== '';
  const birthday = rules.birthdayRequired || anyDate ? checkBirthday(f, deps.today, add) : null;
  return { errors, accountExists, birthday, phoneNumber };
}

function checkBirthday(f: SignupFields, today: Date, add: (field: string, code: string, message: string) => void): string | null {
  if (f.year === '' || f.month === '' || f.day === '') {
    add('birthday', 'birthday_required', 'Enter your birthday.');
    return null;
  }
  const [y, m, d] = [f.year, f.month, f.day].map((v) => (/^\d{1,4}$/.test(v) ? Number(v) : NaN)) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid = y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!valid || date.getTime() > today.getTime()) {
    add('birthday', 'birthday_invalid', 'Enter a valid date of birth.');
    return null;
  }
  if (ageOn(today, y, m, d) < MIN_AGE) {
    add('birthday', 'underage', `You must be at least ${MIN_AGE} years old to sign up.`);
    return null;
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function ageOn(today: Date, y: number, m: number, d: number): number {
  const ty = today.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return ty - y - (beforeBirthday ? 1 : 0);
}
