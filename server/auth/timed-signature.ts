import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signature that holds the time it was made: "<issued at, seconds>.<hex HMAC-SHA-256>", the
 * HMAC over a message that includes that time (each user lays out its own message). The contact
 * opt-out's links (contacts/contact-optout-keys.ts) and the link shim (linkshim/linkshim.ts) use
 * it, each under a key derived for its purpose only.
 */
const SIGNATURE = /^(\d{1,12})\.([0-9a-f]{64})$/;

export function signTimed(key: Buffer, issuedAt: number, message: string): string {
  return `${issuedAt}.${createHmac('sha256', key).update(message).digest('hex')}`;
}

/** The time the signature was made when it is `messageAt(that time)`'s under `key` (compared in constant time), else null. */
export function verifyTimed(key: Buffer, signature: string, messageAt: (issuedAt: number) => string): number | null {
  const parts = SIGNATURE.exec(signature);
  if (!parts) return null;
  const issuedAt = Number(parts[1]);
  const expected = createHmac('sha256', key).update(messageAt(issuedAt)).digest();
  return timingSafeEqual(expected, Buffer.from(parts[2] ?? '', 'hex')) ? issuedAt : null;
}
