import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptPasswordLikeBrowser } from '../../tests/server/browser-encrypt';
import { decryptEncPassword, ENC_PASSWORD_VERSION } from './enc-password';
import { loadOrCreateServerKeys } from './server-keys';

const dirs = [mkdtempSync(join(tmpdir(), 'lumen-keys-')), mkdtempSync(join(tmpdir(), 'lumen-keys-'))] as const;
const keys = loadOrCreateServerKeys(dirs[0]);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('enc_password (000 §7 encrypted password duplicate)', () => {
  it('decrypts what WebCrypto encrypted with the published SPKI key', async () => {
    const enc = await encryptPasswordLikeBrowser('s3cret pässword', keys.publicKeyB64, ENC_PASSWORD_VERSION, '1700000000');
    expect(enc.startsWith(`#PWD_BROWSER:${ENC_PASSWORD_VERSION}:1700000000:`)).toBe(true);
    expect(decryptEncPassword(enc, keys.privateKey)).toEqual({ ok: true, password: 's3cret pässword' });
  });

  it('binds the timestamp as GCM additional data', async () => {
    const enc = await encryptPasswordLikeBrowser('pw123456', keys.publicKeyB64, ENC_PASSWORD_VERSION, '1700000000');
    const tampered = enc.replace(':1700000000:', ':1700000001:');
    expect(decryptEncPassword(tampered, keys.privateKey)).toEqual({ ok: false, reason: 'decrypt' });
  });

  it('treats version 0 as plaintext', () => {
    expect(decryptEncPassword('#PWD_BROWSER:0:1700000000:plain:text', keys.privateKey)).toEqual({
      ok: true,
      password: 'plain:text',
    });
  });

  it('rejects unknown versions, bad formats and truncated payloads', () => {
    expect(decryptEncPassword('#PWD_BROWSER:9:1:abc', keys.privateKey).ok).toBe(false);
    expect(decryptEncPassword('password', keys.privateKey).ok).toBe(false);
    expect(decryptEncPassword(`#PWD_BROWSER:${ENC_PASSWORD_VERSION}:1:AAE=`, keys.privateKey).ok).toBe(false);
  });

  it('keeps the key pair across restarts of the same data dir', () => {
    const dir = dirs[1];
    expect(loadOrCreateServerKeys(dir).publicKeyB64).toBe(loadOrCreateServerKeys(dir).publicKeyB64);
  });
});
