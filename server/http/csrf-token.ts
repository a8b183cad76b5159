import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of the csrftoken cookie and the X-CSRFToken header (000 §7), bound to who
 * asks (issue 11): base64url(salt ‖ HMAC-SHA256(key, subject ‖ salt)), 48 characters. The
 * subject is the session (its stored hash) when logged in, else the machine id (mid cookie),
 * so a token chosen by an attacker, or made for another session or machine, does not verify,
 * and logging in or out changes it. Nothing is stored; the key comes from the server secret.
 * The salt makes every token handed out different (BREACH), all valid for their subject.
 */
const SALT_BYTES = 12;
const MAC_BYTES = 24;
const TOKEN_LENGTH = ((SALT_BYTES + MAC_BYTES) / 3) * 4;

export const csrfSubject = (sessionHash: string | null, machineId: string): string =>
  sessionHash !== null ? `session:${sessionHash}` : `mid:${machineId}`;

/** The key of CSRF tokens, derived from the server secret so no other HMAC shares it. */
export const csrfKey = (serverSecret: Buffer): Buffer => createHmac('sha256', serverSecret).update('lumen csrftoken v1').digest();

const mac = (key: Buffer, subject: string, salt: Buffer): Buffer =>
  createHmac('sha256', key).update(subject).update('\0').update(salt).digest().subarray(0, MAC_BYTES);

export function mintCsrfToken(key: Buffer, subject: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  return Buffer.concat([salt, mac(key, subject, salt)]).toString('base64url');
}

export function verifyCsrfToken(key: Buffer, subject: string, token: string | undefined): token is string {
  if (token === undefined || token.length !== TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return false;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== SALT_BYTES + MAC_BYTES) return false;
  return timingSafeEqual(raw.subarray(SALT_BYTES), mac(key, subject, raw.subarray(0, SALT_BYTES)));
}
