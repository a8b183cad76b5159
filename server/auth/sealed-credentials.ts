import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';

/**
 * 000 §7 POST /accounts/get_encrypted_credentials/ {payload}: "payload and response details
 * not shown". Our minimal honest reading: the client hands the server something to keep for
 * the viewer (e.g. what a credential manager stores for a later automatic login), and gets it
 * back sealed so that only this server can read it, bound to that viewer and expiring.
 *
 * Sealed form: `v1.` + base64url(iv 12 ‖ AES-256-GCM ciphertext ‖ tag 16) of
 * JSON {uid, payload, exp}, with the additional data 'lumen sealed credentials v1'. The key is
 * derived from the server secret (the entry flows' HMAC), so it survives restarts and never
 * leaves the server.
 */
const VERSION = 'v1';
const AAD = Buffer.from('lumen sealed credentials v1');
/** Ours: how long a sealed payload stays readable. */
export const SEALED_CREDENTIALS_TTL_MS = 24 * 3600_000;

const keyOf = (ctx: AppContext): Buffer => Buffer.from(ctx.entry.hash('sealed_credentials', 'key', VERSION), 'hex');

export function sealCredentials(ctx: AppContext, userId: number, payload: string): { sealed: string; expiresMs: number } {
  const expiresMs = ctx.now() + SEALED_CREDENTIALS_TTL_MS;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ctx), iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify({ uid: userId, payload, exp: expiresMs }), 'utf8'), cipher.final()]);
  return { sealed: `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`, expiresMs };
}

/** The payload, when the sealed text is intact, this server's, the user's and not expired; else null. */
export function openCredentials(ctx: AppContext, userId: number, sealed: string): string | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(ctx), raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const v = JSON.parse(text) as { uid?: unknown; payload?: unknown; exp?: unknown };
    if (v.uid !== userId || typeof v.payload !== 'string' || typeof v.exp !== 'number' || v.exp <= ctx.now()) return null;
    return v.payload;
  } catch {
    return null;
  }
}
