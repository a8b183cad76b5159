import { describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptPassword } from './enc-password';

const { subtle } = globalThis.crypto;

async function makeKeyPair(): Promise<{ publicKey: string; privateKey: CryptoKey }> {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return { publicKey: bytesToBase64(spki), privateKey: pair.privateKey };
}

/** The server side of the format, written from the spec of the format alone. */
async function decrypt(enc: string, privateKey: CryptoKey): Promise<{ version: string; timestamp: string; password: string; iv: Uint8Array }> {
  const [tag, version = '', timestamp = '', payload = ''] = enc.split(':');
  expect(tag).toBe('#PWD_BROWSER');
  const bytes = base64ToBytes(payload);
  const length = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
  const wrapped = bytes.slice(2, 2 + length);
  const iv = bytes.slice(2 + length, 2 + length + 12);
  const sealed = bytes.slice(2 + length + 12);
  const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped);
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(timestamp) }, aesKey, sealed);
  return { version, timestamp, password: new TextDecoder().decode(plain), iv };
}

describe('encryptPassword (000 §7: passwords are sent with an encrypted duplicate)', () => {
  it('produces #PWD_BROWSER:<version>:<timestamp>:<payload> that decrypts to the password', async () => {
    const { publicKey, privateKey } = await makeKeyPair();
    const enc = await encryptPassword('pässwörd 123', { keyId: '7', publicKey, version: '10' }, 1_700_000_000);
    expect(enc).not.toBeNull();
    const out = await decrypt(enc ?? '', privateKey);
    expect(out).toMatchObject({ version: '10', timestamp: '1700000000', password: 'pässwörd 123' });
  });

  it('lays out [len][RSA][12-byte IV][ciphertext+16-byte tag] with injected randomness', async () => {
    const { publicKey, privateKey } = await makeKeyPair();
    const randomBytes = (n: number): Uint8Array<ArrayBuffer> => new Uint8Array(n).map((_, i) => i + n);
    const enc = await encryptPassword('secret', { keyId: '7', publicKey, version: '9' }, '42', subtle, { randomBytes });
    const bytes = base64ToBytes((enc ?? '').split(':')[3] ?? '');
    const length = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
    expect(length).toBe(256); // RSA-2048 output
    expect(bytes.length).toBe(2 + 256 + 12 + 'secret'.length + 16);
    const out = await decrypt(enc ?? '', privateKey);
    expect([...out.iv]).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('binds the timestamp as additional data: a changed timestamp does not decrypt', async () => {
    const { publicKey, privateKey } = await makeKeyPair();
    const enc = (await encryptPassword('secret', { keyId: '7', publicKey, version: '10' }, '100')) ?? '';
    const forged = enc.replace(':100:', ':101:');
    await expect(decrypt(forged, privateKey)).rejects.toThrow();
  });

  it('accepts a PEM-armoured key', async () => {
    const { publicKey, privateKey } = await makeKeyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----`;
    const enc = await encryptPassword('pw', { keyId: '1', publicKey: pem, version: '10' }, 5);
    expect((await decrypt(enc ?? '', privateKey)).password).toBe('pw');
  });

  it('answers null and logs on failure, so the request goes without the field (001 §8)', async () => {
    const onError = vi.fn();
    const enc = await encryptPassword('pw', { keyId: '1', publicKey: 'bm90IGEga2V5', version: '10' }, 5, subtle, { onError });
    expect(enc).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });
});
