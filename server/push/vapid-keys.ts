import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/**
 * The VAPID key pair of web push (RFC 8292), made on first start and kept under
 * DATA_DIR/push-vapid-keys.json (mode 600) like server-keys.json: subscriptions are bound to
 * the public key, so it must outlive restarts.
 */
export interface VapidKeys {
  /** Base64url uncompressed P-256 public key (the client's applicationServerKey). */
  publicKey: string;
  /** Base64url private key (32 bytes). */
  privateKey: string;
}

const FILE = 'push-vapid-keys.json';

export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const made = webpush.generateVAPIDKeys();
  const keys: VapidKeys = { publicKey: made.publicKey, privateKey: made.privateKey };
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
