import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (issue 14 tests): an HTTP server on the loopback
 * that keeps what it receives and answers `status` (201 unless told otherwise), and a
 * subscription's key pair with the RFC 8291 decryption (ECDH P-256, HKDF-SHA-256,
 * aes128gcm of RFC 8188) written with node:crypto alone, independent of web-push.
 */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  status: number;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get status() {
      return state.status;
    },
    set status(v: number) {
      state.status = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SubscriptionKeys {
  /** Base64url public key and auth secret, as PushSubscription.toJSON().keys gives them. */
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

export function makeSubscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // RFC 8188 §2.1 header: salt (16) | rs (4) | idlen (1) | keyid (the sender's public key).
      const salt = body.subarray(0, 16);
      const idlen = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idlen);
      const ciphertext = body.subarray(21 + idlen);
      // RFC 8291 §3.4.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(authSecret, ecdhSecret);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
      const ikm = hmac(prkKey, keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record: the text, then the delimiter 0x02 and zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
