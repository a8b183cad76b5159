import type { KeyObject } from 'node:crypto';
import { decryptEncPassword } from './enc-password';

/**
 * The password of a login or sign-up body: enc_password when it decrypts (000 §7), else the
 * plain `password` field. 'undecryptable' means only an enc_password came and it could not be
 * read (for example made with a stale key; the response headers carry the current one).
 */
export type ReadPassword = { ok: true; password: string } | { ok: false; reason: 'missing' | 'undecryptable' };

export function readPassword(
  body: { password?: string | undefined; enc_password?: string | undefined },
  privateKey: KeyObject,
): ReadPassword {
  if (body.enc_password !== undefined && body.enc_password !== '') {
    const decoded = decryptEncPassword(body.enc_password, privateKey);
    if (decoded.ok && decoded.password !== '') return decoded;
    if (body.password === undefined || body.password === '') {
      return decoded.ok ? { ok: false, reason: 'missing' } : { ok: false, reason: 'undecryptable' };
    }
  }
  if (body.password !== undefined && body.password !== '') return { ok: true, password: body.password };
  return { ok: false, reason: 'missing' };
}
