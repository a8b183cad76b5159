import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * Password encryption (000 §7 "Passwords are sent with an encrypted duplicate"). The client
 * encrypts with WebCrypto; this is the server half. Format:
 *
 *   #PWD_BROWSER:<version>:<timestamp>:<base64 payload>
 *   payload = [2-byte big-endian L][L bytes RSA-OAEP(SHA-256) of a 32-byte AES key]
 *             [12-byte IV][AES-256-GCM ciphertext][16-byte tag]
 *   GCM additional data = UTF-8 bytes of <timestamp>
 *
 * Version 0 means the payload is the plain password (no encryption available).
 */
export const ENC_PASSWORD_PREFIX = '#PWD_BROWSER';
export const ENC_PASSWORD_VERSION = '10';
export const PLAINTEXT_VERSION = '0';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

export type DecodedPassword = { ok: true; password: string } | { ok: false; reason: string };

const FORMAT = /^#PWD_BROWSER:(\d+):(\d+):([\s\S]*)$/;

export function decryptEncPassword(value: string, privateKey: KeyObject): DecodedPassword {
  const match = FORMAT.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [, version, timestamp, payload] = match as unknown as [string, string, string, string];
  if (version === PLAINTEXT_VERSION) return { ok: true, password: payload };
  if (version !== ENC_PASSWORD_VERSION) return { ok: false, reason: 'version' };
  try {
    const bytes = Buffer.from(payload, 'base64');
    const keyLength = bytes.readUInt16BE(0);
    const keyEnd = 2 + keyLength;
    if (bytes.length < keyEnd + IV_BYTES + TAG_BYTES) return { ok: false, reason: 'length' };
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      bytes.subarray(2, keyEnd),
    );
    if (aesKey.length !== AES_KEY_BYTES) return { ok: false, reason: 'key' };
    const iv = bytes.subarray(keyEnd, keyEnd + IV_BYTES);
    const sealed = bytes.subarray(keyEnd + IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAAD(Buffer.from(timestamp, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    return { ok: true, password: plain.toString('utf8') };
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
}
