/**
 * Password encryption (000 §7 "Passwords are sent with an encrypted duplicate when
 * encryption is enabled"). The exact format the server decrypts:
 *
 *   #PWD_BROWSER:<version>:<timestamp>:<base64 payload>
 *   payload = [2-byte big-endian length L]
 *             [L bytes: RSA-OAEP(SHA-256) of a random 32-byte AES key, SPKI DER public key]
 *             [12-byte random IV]
 *             [AES-256-GCM ciphertext of the UTF-8 password + its 16-byte tag]
 *   GCM additionalData = UTF-8 bytes of the timestamp string.
 *
 * 001 §8: failures are logged and the request goes without the encrypted field, so this
 * answers null instead of throwing.
 */

export interface EncryptionKey {
  keyId: string;
  /** SPKI DER public key, base64 (PEM armour and whitespace are tolerated). */
  publicKey: string;
  version: string;
}

export interface EncryptOptions {
  /** n random bytes; crypto.getRandomValues by default. */
  randomBytes?: (n: number) => Uint8Array<ArrayBuffer>;
  /** Where failures are logged (001 §8). */
  onError?: (err: unknown) => void;
}

export const ENC_PASSWORD_PREFIX = '#PWD_BROWSER';
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;

export async function encryptPassword(
  password: string,
  key: EncryptionKey,
  timestamp: string | number,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
  options: EncryptOptions = {},
): Promise<string | null> {
  const randomBytes = options.randomBytes ?? defaultRandomBytes;
  try {
    const time = String(timestamp);
    const encoder = new TextEncoder();
    const rawAesKey = randomBytes(AES_KEY_BYTES);
    const iv = randomBytes(IV_BYTES);

    const rsaKey = await subtle.importKey('spki', base64ToBytes(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const aesKey = await subtle.importKey('raw', rawAesKey, { name: 'AES-GCM' }, false, ['encrypt']);
    const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAesKey));
    const sealed = new Uint8Array(
      await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(time) }, aesKey, encoder.encode(password)),
    );
    if (wrappedKey.length > 0xffff) throw new Error('RSA output too long');

    const payload = new Uint8Array(2 + wrappedKey.length + IV_BYTES + sealed.length);
    payload[0] = (wrappedKey.length >> 8) & 0xff;
    payload[1] = wrappedKey.length & 0xff;
    payload.set(wrappedKey, 2);
    payload.set(iv, 2 + wrappedKey.length);
    payload.set(sealed, 2 + wrappedKey.length + IV_BYTES);
    return `${ENC_PASSWORD_PREFIX}:${key.version}:${time}:${bytesToBase64(payload)}`;
  } catch (err) {
    options.onError?.(err);
    return null;
  }
}

function defaultRandomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
