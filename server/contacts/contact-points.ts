import { ContactLimits } from '../../sync/api/contacts-wire';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';
import { cleanUserText } from '../content/user-text';
import type { ContactPoint } from '../db/sqlite-address-book';
import { normalizePhone } from '../signup/phone';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * Added (contacts): what is kept of the contacts a person uploads (../routes/contacts.ts, and
 * the demo seed): each phone number and email normalised as sign-up does (normalizePhone,
 * normalizeEmail + EMAIL_PATTERN), the contact's name cleaned. Pure.
 */

/** One contact as it arrives (sync/api/contacts-wire.ts WireContact, null where absent). */
export interface ContactInput {
  name?: string | null | undefined;
  phone_numbers?: readonly string[] | null | undefined;
  email_addresses?: readonly string[] | null | undefined;
}

/** RFC 5321's longest address; a longer "email" is skipped. */
export const MAX_EMAIL_LENGTH = 254;

// eslint-disable-next-line no-control-regex -- the control characters a device's name may hold, made spaces.
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/gu;
/** With the u flag: a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * A contact's name as kept: trimmed, whitespace collapsed, cut to nameLength characters (code
 * points). Our choice: what the server refuses in other names (control characters, lone
 * surrogates; ../content/user-text.ts) is dropped here instead, since the name comes from a
 * device's address book the person cannot easily fix, and one odd name must not refuse a pick
 * of 500 contacts.
 */
export function contactName(raw: string | null | undefined): string {
  if (!raw) return '';
  const verdict = cleanUserText(raw.replace(LONE_SURROGATE, '').replace(CONTROLS, ' '));
  const text = (verdict.ok ? verdict.text : '').replace(/\s+/gu, ' ').trim();
  return Array.from(text).slice(0, ContactLimits.nameLength).join('').trimEnd();
}

/** The email as kept, or null when it is not one. */
export function contactEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/**
 * The valid points of the contacts, once each (a point on several contacts keeps the first
 * non-empty name), and how many were neither a phone number nor an email.
 */
export function contactPoints(contacts: readonly ContactInput[]): { points: ContactPoint[]; skipped: number } {
  const byKey = new Map<string, ContactPoint>();
  let skipped = 0;
  const add = (kind: WireContactPointKind, value: string | null, name: string) => {
    if (value === null) {
      skipped += 1;
      return;
    }
    const key = `${kind}:${value}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { kind, value, name });
    else if (seen.name === '' && name !== '') seen.name = name;
  };
  for (const c of contacts) {
    const name = contactName(c.name);
    for (const raw of c.phone_numbers ?? []) add('phone', normalizePhone(raw), name);
    for (const raw of c.email_addresses ?? []) add('email', contactEmail(raw), name);
  }
  return { points: [...byKey.values()], skipped };
}
