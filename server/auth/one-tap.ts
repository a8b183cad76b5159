import type { AppContext } from '../app-context';
import { EntryTtl } from './entry-limits';

/**
 * One-tap login nonces (000 §3 "Stored one-tap login entries", 000 §7 One-tap). A nonce is
 * a random token the device keeps with the user id; the server keeps only its HMAC, one per
 * user and device (the mid cookie), for 90 days. Logging in with it rotates it.
 */
const PURPOSE = 'one_tap';

const hashOf = (ctx: AppContext, userId: number, nonce: string): string =>
  ctx.entry.hash(PURPOSE, String(userId), nonce);

export function issueOneTapNonce(ctx: AppContext, userId: number, deviceId: string): string {
  const nonce = ctx.entry.secrets.token();
  const now = ctx.now();
  ctx.entry.stores.oneTap.put(userId, deviceId, hashOf(ctx, userId, nonce), now, now + EntryTtl.oneTapNonceMs);
  return nonce;
}

export const oneTapNonceValid = (ctx: AppContext, userId: number, nonce: string): boolean =>
  ctx.entry.stores.oneTap.valid(userId, hashOf(ctx, userId, nonce), ctx.now());

/** Removes the nonce; false when the user had no such nonce. */
export const removeOneTapNonce = (ctx: AppContext, userId: number, nonce: string): boolean =>
  ctx.entry.stores.oneTap.delete(userId, hashOf(ctx, userId, nonce));
