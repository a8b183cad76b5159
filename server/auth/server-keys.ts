import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENC_PASSWORD_VERSION } from './enc-password';

/**
 * The server's secrets, made on first start and kept under DATA_DIR/server-keys.json (mode
 * 600): the RSA-OAEP 2048 key pair of password encryption (000 §7) and an HMAC secret for
 * the www-claim header.
 */
export interface ServerKeys {
  /** Key id sent in the encKeyId header and the bootstrap. */
  keyId: string;
  version: string;
  /** Base64 DER SubjectPublicKeyInfo, as WebCrypto imports with 'spki'. */
  publicKeyB64: string;
  privateKey: KeyObject;
  hmacSecret: Buffer;
}

interface StoredKeys {
  keyId: string;
  version: string;
  publicKeyB64: string;
  privateKeyPem: string;
  hmacSecretB64: string;
}

const FILE = 'server-keys.json';

function generate(): StoredKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const fingerprint = createHash('sha256').update(spki).digest();
  return {
    keyId: String(1 + ((fingerprint[0] ?? 0) % 254)),
    version: ENC_PASSWORD_VERSION,
    publicKeyB64: spki.toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    hmacSecretB64: randomBytes(32).toString('base64'),
  };
}

export function loadOrCreateServerKeys(dataDir: string): ServerKeys {
  const file = join(dataDir, FILE);
  let stored: StoredKeys;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeys;
  } else {
    stored = generate();
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    keyId: stored.keyId,
    version: stored.version,
    publicKeyB64: stored.publicKeyB64,
    privateKey: createPrivateKey(stored.privateKeyPem),
    hmacSecret: Buffer.from(stored.hmacSecretB64, 'base64'),
  };
}
