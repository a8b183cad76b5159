import { isIP } from 'node:net';
import { z } from 'zod';
import { PUSH_DEVICE_TYPES } from '../../sync/api/push-wire';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * POST /push/web/register/ (000 §7): {device_token, device_type, mid, subscription_keys}.
 * The device token is the push service's endpoint URL; subscription_keys is the
 * subscription's keys as JSON ({p256dh, auth}, base64url), or the object itself.
 *
 * The server will POST to that URL, so it is checked (secure by default): https only, a host
 * name (not an IP literal, not localhost), at most 1,000 characters. Tests that run a push
 * service on the loopback allow `http://127.0.0.1:port/…` with allowLoopbackHttp.
 */
const B64URL = /^[A-Za-z0-9_-]+=*$/;

const Keys = z.object({
  p256dh: z.string().regex(B64URL, 'must be base64url'),
  auth: z.string().regex(B64URL, 'must be base64url'),
});

const Body = z.object({
  device_token: z.string().min(1).max(1000),
  device_type: z.enum(PUSH_DEVICE_TYPES),
  mid: z.string().max(100).optional(),
  subscription_keys: z.union([z.string().max(1000), Keys]),
});

export interface SubscriptionInput {
  endpoint: string;
  deviceType: (typeof PUSH_DEVICE_TYPES)[number];
  mid: string | null;
  p256dh: string;
  auth: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether the server may send to this endpoint. */
export function endpointAllowed(raw: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'http:') return allowLoopbackHttp && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host !== 'localhost' && !host.endsWith('.localhost') && isIP(host) === 0 && host.includes('.');
}

const bytes = (b64url: string): Buffer => Buffer.from(b64url, 'base64url');

export function parseSubscription(body: unknown, allowLoopbackHttp: boolean): SubscriptionInput {
  const input = parseInput(Body, body);
  let keysRaw: unknown = input.subscription_keys;
  if (typeof keysRaw === 'string') {
    try {
      keysRaw = JSON.parse(keysRaw);
    } catch {
      throw badRequest('subscription_keys: must be JSON {p256dh, auth}');
    }
  }
  const keys = parseInput(Keys, keysRaw, 'subscription_keys');
  const p256dh = bytes(keys.p256dh);
  // An uncompressed P-256 point and a 16-byte secret (RFC 8291 §3).
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) throw badRequest('subscription_keys: p256dh must be a P-256 public key');
  if (bytes(keys.auth).length !== 16) throw badRequest('subscription_keys: auth must be 16 bytes');
  if (!endpointAllowed(input.device_token, allowLoopbackHttp)) throw badRequest('device_token: must be an https push service address');
  return {
    endpoint: input.device_token,
    deviceType: input.device_type,
    mid: input.mid ?? null,
    p256dh: keys.p256dh,
    auth: keys.auth,
  };
}
