import { createHmac } from 'node:crypto';
import { signTimed, verifyTimed } from '../auth/timed-signature';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';

/**
 * Added (contacts): the keys of the contact opt-out (../routes/contact-optout.ts, migration 026).
 * Two keys derived from the server's HMAC secret (auth/server-keys.ts), each with a purpose of
 * its own, so neither is any other part's key:
 * - hashedContact: hex HMAC-SHA-256 of "kind:normalised value": what the opt-out tables keep
 *   and what contact syncing looks up, never the point itself;
 * - signature: "<issued at, seconds>.<hex HMAC-SHA-256 of the hashed_contact and that time>":
 *   the link mailed or texted to the point carries both, so only who received it can confirm
 *   (or undo) the opt-out, and only for a while (the route refuses an old one): a link does
 *   not outlive a phone number given to someone else.
 */
export interface ContactOptoutKeys {
  hashedContact(kind: WireContactPointKind, value: string): string;
  sign(hashedContact: string, issuedAt: number): string;
  /** The time the signature was issued when it is this hash's (compared in constant time), else null. */
  verify(hashedContact: string, signature: string): number | null;
}

const HEX64 = /^[0-9a-f]{64}$/;

export function createContactOptoutKeys(serverSecret: Buffer): ContactOptoutKeys {
  const derive = (purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest();
  const hashKey = derive('lumen contact opt-out hashed_contact v1');
  const signKey = derive('lumen contact opt-out signature v2');
  const message = (hashed: string, issuedAt: number) => `${hashed}.${issuedAt}`;
  return {
    hashedContact: (kind, value) => createHmac('sha256', hashKey).update(`${kind}:${value}`).digest('hex'),
    sign: (hashed, issuedAt) => signTimed(signKey, issuedAt, message(hashed, issuedAt)),
    verify: (hashed, signature) => (HEX64.test(hashed) ? verifyTimed(signKey, signature, (issuedAt) => message(hashed, issuedAt)) : null),
  };
}

const cache = new WeakMap<Buffer, ContactOptoutKeys>();

/** The keys of this server secret, derived once. */
export function contactOptoutKeys(serverSecret: Buffer): ContactOptoutKeys {
  let keys = cache.get(serverSecret);
  if (!keys) cache.set(serverSecret, (keys = createContactOptoutKeys(serverSecret)));
  return keys;
}

/**
 * The form of a point the pages show: an email's first character, "••••" and its domain
 * ("j••••@example.com"); a phone number's last two digits ("+••• ••• ••67").
 */
export function maskContactPoint(kind: WireContactPointKind, value: string): string {
  if (kind === 'email') {
    const at = value.lastIndexOf('@');
    const first = Array.from(value.slice(0, Math.max(at, 0)))[0] ?? '';
    return `${first}••••${value.slice(at)}`;
  }
  return `+••• ••• ••${value.replace(/\D/g, '').slice(-2)}`;
}
