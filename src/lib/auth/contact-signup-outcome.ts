/**
 * What a contact-point sign-up answer means (000 §4 Sign-up, 000 §5, 000 §8): code 3 → the
 * account exists (log in with the entered password); phone_autoconfirm among the errors →
 * fall back to the SMS code; sms_code the only error → request an SMS code; gdpr_s the only
 * error → the consent flow first (000 §4: new users finish consent into sign-up); other errors per
 * field; a passed dry run → the real submit; account_created → success; a throttled answer
 * (429) → the server's message to wait.
 */
import { AuthLimits } from './auth-limits';
import { SIGNUP_UNKNOWN_ERROR } from '../signup-rules';
import { LoginMessages } from '../login-outcome';
import { throttledMessage } from './throttled';

export type ContactField = 'emailOrPhone' | 'fullName' | 'username' | 'password' | 'birthday' | 'smsCode';

export interface FieldErrors {
  fields: Partial<Record<ContactField, string>>;
  form: string | null;
}

export const NO_FIELD_ERRORS: FieldErrors = { fields: {}, form: null };

const FIELD_BY_WIRE: Readonly<Record<string, ContactField>> = {
  email: 'emailOrPhone',
  phone_number: 'emailOrPhone',
  emailOrPhone: 'emailOrPhone',
  first_name: 'fullName',
  full_name: 'fullName',
  username: 'username',
  password: 'password',
  enc_password: 'password',
  day: 'birthday',
  month: 'birthday',
  year: 'birthday',
  birthday: 'birthday',
  sms_code: 'smsCode',
};

type WireErrors = Record<string, { message: string }[] | string[]> | undefined;

function message(item: unknown): string | null {
  if (typeof item === 'string') return item || null;
  if (typeof item === 'object' && item !== null && typeof (item as { message?: unknown }).message === 'string') return (item as { message: string }).message || null;
  return null;
}

/** 000 §5: sign-up errors are shown per field from the server errors. */
export function fieldErrors(errors: WireErrors): FieldErrors {
  const out: FieldErrors = { fields: {}, form: null };
  for (const [key, list] of Object.entries(errors ?? {})) {
    const text = Array.isArray(list) ? message(list[0]) : null;
    if (!text) continue;
    const field = FIELD_BY_WIRE[key];
    if (field) out.fields[field] ??= text;
    else out.form ??= text;
  }
  return out;
}

export interface SignupAnswer {
  ok: boolean;
  statusCode: number;
  body: {
    account_created?: boolean;
    dryrun_passed?: boolean;
    code?: number;
    errors?: WireErrors;
    username_suggestions?: string[];
    /** A failure's 000 §8 message and error_type (a 429 asks to wait). */
    message?: string;
    error_type?: string;
  };
}

export type ContactSignupOutcome =
  | { kind: 'exists'; errors: FieldErrors }
  | { kind: 'request-sms-code' }
  /** The server wants the consent of a gdpr sign-up first (errors.gdpr_s alone). */
  | { kind: 'consent-required' }
  | { kind: 'errors'; errors: FieldErrors }
  | { kind: 'passed'; suggestions: string[] }
  | { kind: 'created' };

export function contactSignupOutcome(a: SignupAnswer, dryRun: boolean): ContactSignupOutcome {
  // Issue 11: a throttled answer is no verdict on the form; the server's message says to wait.
  const throttled = a.ok ? null : throttledMessage({ statusCode: a.statusCode, errorType: a.body.error_type ?? null, message: a.body.message ?? null });
  if (throttled !== null) return { kind: 'errors', errors: { fields: {}, form: throttled } };
  const keys = Object.keys(a.body.errors ?? {});
  const errors = fieldErrors(a.body.errors);
  if (a.body.code === AuthLimits.accountExistsCode) return { kind: 'exists', errors };
  if (keys.includes('phone_autoconfirm')) return { kind: 'request-sms-code' };
  if (keys.length === 1 && keys[0] === 'sms_code') return { kind: 'request-sms-code' };
  if (keys.length === 1 && keys[0] === 'gdpr_s') return { kind: 'consent-required' };
  if (errors.form !== null || Object.keys(errors.fields).length > 0) return { kind: 'errors', errors };
  if (!a.ok) return { kind: 'errors', errors: { fields: {}, form: a.statusCode === 0 ? LoginMessages.connect : SIGNUP_UNKNOWN_ERROR } };
  if (dryRun) {
    return a.body.dryrun_passed === false
      ? { kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } }
      : { kind: 'passed', suggestions: a.body.username_suggestions ?? [] };
  }
  return a.body.account_created ? { kind: 'created' } : { kind: 'errors', errors: { fields: {}, form: SIGNUP_UNKNOWN_ERROR } };
}
