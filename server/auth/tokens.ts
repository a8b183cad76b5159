import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Random tokens for cookies and their stored forms. Sessions are stored only hashed. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
/** Machine id (000 §3 "machine id" cookie). */
export const newMachineId = (): string => randomBytes(21).toString('base64url');
export const newNonce = (): string => randomBytes(12).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The www-claim (000 §7): stable for one session (or one machine id when logged out). */
export function wwwClaimFor(secret: Buffer, subject: string): string {
  return `hmac.${createHmac('sha256', secret).update(subject).digest('base64url')}`;
}

/** A machine id we accept: what newMachineId makes, or any similar opaque value. */
export const isWellFormedToken = (v: string | undefined): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(v);
