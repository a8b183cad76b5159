import type { FastifyRequest } from 'fastify';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { EntryTtl, MAX_UNDERAGE_ATTEMPTS } from '../auth/entry-limits';
import { flowError } from '../auth/flow-errors';
import { retryAfterSeconds } from '../http/errors';

/**
 * 000 §4 Age: "validating age is blocked after repeated invalid attempts (a cooldown is
 * applied)"; 000 §9 at most 2 under-age attempts. An attempt is recorded per device key, the
 * mid cookie and the client_id the client sends (both, so that changing one is not enough);
 * a key with 2 attempts in the last 24 hours is blocked until the older one is 24 hours old.
 */
export function deviceKeys(req: FastifyRequest, clientId?: string): string[] {
  const keys = [`mid:${req.machineId}`];
  if (clientId !== undefined && clientId.trim() !== '') keys.push(`cid:${clientId.trim().slice(0, 100)}`);
  return keys;
}

/** How many ms the device is still blocked (0: not blocked). */
export function underageWait(ctx: AppContext, keys: readonly string[]): number {
  const now = ctx.now();
  let wait = 0;
  for (const key of keys) {
    const times = ctx.entry.stores.underage.since(key, now - EntryTtl.underageCooldownMs);
    if (times.length >= MAX_UNDERAGE_ATTEMPTS) {
      const releasing = times[times.length - MAX_UNDERAGE_ATTEMPTS] ?? now;
      wait = Math.max(wait, releasing + EntryTtl.underageCooldownMs - now);
    }
  }
  return wait;
}

export function attemptsLeft(ctx: AppContext, keys: readonly string[]): number {
  const since = ctx.now() - EntryTtl.underageCooldownMs;
  const used = Math.max(0, ...keys.map((k) => ctx.entry.stores.underage.since(k, since).length));
  return Math.max(0, MAX_UNDERAGE_ATTEMPTS - used);
}

export const recordUnderage = (ctx: AppContext, keys: readonly string[]): void =>
  ctx.entry.stores.underage.record(keys, ctx.now());

/** 429 age_check_blocked while the device is in its cooldown. */
export function assertAgeCheckAllowed(ctx: AppContext, keys: readonly string[]): void {
  const wait = underageWait(ctx, keys);
  if (wait > 0) {
    throw flowError(429, AuthErrorType.ageCheckBlocked, 'You can’t sign up right now. Please try again later.', {
      retry_after_seconds: retryAfterSeconds(wait),
    });
  }
}
