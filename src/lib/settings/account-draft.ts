/**
 * The settings forms' pure rules (001 §7 Profile edit, Password change): the draft a person
 * types, what the cache can fill in offline, how an answer that comes later merges without
 * losing typed text, the per-field errors of a refusal, and the password form's own checks
 * (000 §9 minimum length 6).
 */
import { Limits } from '../../../sync/api/constants';
import type { AccountFormFields } from '../../../sync/api/settings-wire';
import type { User } from '../../../worker/model';

export type DraftField = keyof AccountFormFields;
export type Draft = AccountFormFields;

export const EMPTY_DRAFT: Draft = {
  first_name: '', email: '', username: '', phone_number: '', biography: '', external_url: '', chaining_enabled: true, gender: 3, custom_gender: '',
};

/** What the cached user holds of the form (name, username, bio, website); the rest waits for the server. */
export function draftFromUser(user: Pick<User, 'username' | 'fullName' | 'bio' | 'website'> | undefined): Draft {
  if (!user) return { ...EMPTY_DRAFT };
  return { ...EMPTY_DRAFT, first_name: user.fullName, username: user.username, biography: user.bio ?? '', external_url: user.website ?? '' };
}

/** The form shown: what the person typed over the base (the server's form, else the cache's). */
export const shownDraft = (base: Draft, typed: Partial<Draft>): Draft => ({ ...base, ...typed });

/** The fields the person changed from the saved form. */
export function changedFields(draft: Draft, saved: Draft): DraftField[] {
  return (Object.keys(saved) as DraftField[]).filter((k) => draft[k] !== saved[k]);
}

export type FieldErrors = Partial<Record<string, string>>;

/** The per-field messages of a refusal's body ({errors: {field: [{message}]}}), first message each. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
    const first: unknown = Array.isArray(list) ? list[0] : undefined;
    const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword1: string;
  newPassword2: string;
}

/** The password form's checks before it is sent: all filled, the new one long enough and typed twice the same. */
export function passwordFormErrors(f: PasswordForm): FieldErrors {
  const out: FieldErrors = {};
  if (f.newPassword1 !== '' && [...f.newPassword1].length < Limits.minPasswordLength) {
    out['new_password1'] = `Create a password at least ${Limits.minPasswordLength} characters long.`;
  }
  if (f.newPassword2 !== '' && f.newPassword2 !== f.newPassword1) out['new_password2'] = "Passwords don't match.";
  return out;
}

export const passwordFormReady = (f: PasswordForm): boolean =>
  f.oldPassword !== '' && f.newPassword1 !== '' && f.newPassword2 !== '' && Object.keys(passwordFormErrors(f)).length === 0;

export const OFFLINE_SETTINGS_TEXT = "You're offline — changes can be saved when you're back online.";
