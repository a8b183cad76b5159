import { Limits } from '../../sync/api/constants';
import { Gender } from '../db/account-settings-types';
import type { ProfileFields } from '../db/account-settings-types';
import { normalizePhone } from '../signup/phone';
import { EMAIL_PATTERN, normalizeEmail, normalizeUsername, USERNAME_PATTERN } from '../signup/validate-signup';
import type { FieldError } from '../signup/validate-signup';
import { ProfileLimits } from '../../sync/api/settings-wire';
import type { WireAccountForm } from '../../sync/api/settings-wire';
import { isReservedUsername } from '../../sync/api/reserved-usernames';

/**
 * Profile edit (001 §7 {first_name, email, username, phone_number, biography, external_url,
 * chaining_enabled, gender}), checked field by field. Usernames, emails and phone numbers
 * follow the sign-up's rules (../signup/validate-signup.ts, ../signup/phone.ts); the limits
 * the spec does not show are ours (ProfileLimits, sync/api/settings-wire.ts, shared with the
 * edit page). Texts arrive already cleaned (http/validate.ts userText).
 */

/** The texts of Profile edit, as the form (./form-data.ts) holds them, and the switches as sent. */
export interface ProfileEditInput extends Pick<WireAccountForm, 'first_name' | 'email' | 'username' | 'phone_number' | 'biography' | 'external_url'> {
  /** undefined: unchanged. */
  chaining_enabled?: boolean | undefined;
  gender?: string | undefined;
  custom_gender?: string | undefined;
}

export interface ProfileEditDeps {
  /** True when another account than the editor's holds it. */
  usernameTaken(username: string): boolean;
  emailTaken(email: string): boolean;
  phoneTaken(phone: string): boolean;
}

export interface ProfileEdit {
  profile: ProfileFields;
  /** null: no phone number. */
  phoneNumber: string | null;
  chainingEnabled?: boolean;
  gender?: { gender: Gender; customGender: string };
}

export type ProfileEditCheck = { ok: true; edit: ProfileEdit } | { ok: false; errors: Record<string, FieldError[]> };

const length = (s: string): number => [...s].length;

/**
 * A website as stored: http or https only, with a host name; an address without a scheme is
 * taken as https. null for an empty field; undefined when it is not a safe web address.
 */
export function normalizeWebsite(raw: string): string | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return undefined;
  return url.href;
}

/** 001 §7 /accounts/set_gender/ {gender, custom_gender}: the pair, or an error message. */
export function checkGender(rawGender: string, rawCustom: string): { gender: Gender; customGender: string } | { field: 'gender' | 'custom_gender'; error: string } {
  const gender = Number(rawGender.trim());
  if (!/^\d$/.test(rawGender.trim()) || !(Object.values(Gender) as number[]).includes(gender)) return { field: 'gender', error: 'Choose one of the listed options.' };
  const custom = rawCustom.trim();
  if (gender !== Gender.custom) return { gender: gender as Gender, customGender: '' };
  if (custom === '') return { field: 'custom_gender', error: 'Enter your gender.' };
  if (length(custom) > ProfileLimits.maxCustomGender) return { field: 'custom_gender', error: `Use at most ${ProfileLimits.maxCustomGender} characters.` };
  return { gender: Gender.custom, customGender: custom };
}

export function checkProfileEdit(input: ProfileEditInput, deps: ProfileEditDeps): ProfileEditCheck {
  const errors: Record<string, FieldError[]> = {};
  const add = (field: string, code: string, message: string) => {
    (errors[field] ??= []).push({ code, message });
  };

  const fullName = input.first_name.trim();
  if (length(fullName) > Limits.maxFullNameLength) add('first_name', 'name_too_long', `Enter a name of at most ${Limits.maxFullNameLength} characters.`);

  const username = normalizeUsername(input.username);
  if (username === '') add('username', 'username_required', 'Enter a username.');
  else if (!USERNAME_PATTERN.test(username)) {
    add('username', 'username_invalid', `Usernames can only use letters, numbers, underscores and periods (${Limits.maxUsernameLength} at most).`);
  } else if (isReservedUsername(username) || deps.usernameTaken(username)) add('username', 'username_is_taken', "This username isn't available. Please try another.");

  const email = normalizeEmail(input.email);
  const phoneRaw = input.phone_number.trim();
  const phoneNumber = phoneRaw === '' ? null : normalizePhone(phoneRaw);
  if (email === '') {
    if (phoneRaw === '') add('email', 'email_required', 'Enter an email address or a phone number.');
  } else if (!EMAIL_PATTERN.test(email)) add('email', 'invalid_email', 'Enter a valid email address.');
  else if (deps.emailTaken(email)) add('email', 'email_is_taken', 'Another account is using the same email.');
  if (phoneRaw !== '' && phoneNumber === null) add('phone_number', 'invalid_phone_number', 'Enter a valid phone number.');
  else if (phoneNumber !== null && deps.phoneTaken(phoneNumber)) add('phone_number', 'phone_number_taken', 'Another account is using the same phone number.');

  const biography = input.biography.trim();
  if (length(biography) > ProfileLimits.maxBiography) add('biography', 'biography_too_long', `Your bio can have at most ${ProfileLimits.maxBiography} characters.`);

  const externalUrl = normalizeWebsite(input.external_url);
  if (externalUrl === undefined) add('external_url', 'invalid_url', 'Enter a web address starting with http:// or https://.');
  else if (externalUrl !== null && externalUrl.length > ProfileLimits.maxExternalUrl) {
    add('external_url', 'url_too_long', `Enter a web address of at most ${ProfileLimits.maxExternalUrl} characters.`);
  }

  let gender: ProfileEdit['gender'];
  if (input.gender !== undefined && input.gender !== '') {
    const g = checkGender(input.gender, input.custom_gender ?? '');
    if ('error' in g) add(g.field, 'invalid_gender', g.error);
    else gender = g;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    edit: {
      profile: { username, fullName, email: email === '' ? null : email, biography, externalUrl: externalUrl ?? null },
      phoneNumber,
      ...(input.chaining_enabled === undefined ? {} : { chainingEnabled: input.chaining_enabled }),
      ...(gender ? { gender } : {}),
    },
  };
}
