import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WireContactPointKind } from '../../sync/api/contacts-wire';

/**
 * Added (contacts): the keys of the contact opt-out (../routes/contact-optout.ts, migration 026).
 * Two keys derived from the server's HMAC secret (auth/server-keys.ts), each with a purpose of
 * its own, so neither is any other part's key:
 * - hashedContact: hex HMAC-SHA-256 of "kind:normalised value": what the opt-out tables keep
 *   and what contact syncing looks up, never the point itself;
 * - signature: hex HMAC-SHA-256 of the hashed_contact: the link mailed or texted to the point
 *   carries both, so only who received it can confirm (or undo) the opt-out.
 */
export interface ContactOptoutKeys {
  hashedContact(kind: WireContactPointKind, value: string): string;
  sign(hashedContact: string): string;
  /** True when both are 64 hex digits and the signature is this hash's (compared in constant time). */
  verify(hashedContact: string, signature: string): boolean;
}

const HEX64 = /^[0-9a-f]{64}$/;

export function createContactOptoutKeys(serverSecret: Buffer): ContactOptoutKeys {
  const derive = (purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest();
  const hashKey = derive('lumen contact opt-out hashed_contact v1');
  const signKey = derive('lumen contact opt-out signature v1');
  const sign = (hashed: string) => createHmac('sha256', signKey).update(hashed).digest('hex');
  return {
    hashedContact: (kind, value) => createHmac('sha256', hashKey).update(`${kind}:${value}`).digest('hex'),
    sign,
    verify: (hashed, signature) => {
      if (!HEX64.test(hashed) || !HEX64.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(hashed), 'hex'), Buffer.from(signature, 'hex'));
    },
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
