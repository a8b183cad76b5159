import type { UserRow } from '../db/types';
import { readContactPoint } from '../signup/contact-points';
import { takeAll } from './flow-errors';
import { createWindowLimiter } from './rate-limit';
import type { WindowLimiter, WindowRule } from './rate-limit';

/**
 * Password throttles (our numbers; the spec shows none; issue 11, server/README.md "Throttles
 * and rate limits"). Two budgets of wrong passwords per 15 minutes:
 * - per account, 10: keyed on the account (its id), so the same account typed by username,
 *   email or phone shares one budget; an unknown identifier is keyed on its normalised text.
 *   A right password forgives the account's failures.
 * - per address, 200, failures only: a right password takes its attempt back, so the people
 *   behind one shared address (an office, a school, a carrier's NAT) log in as usual; only a
 *   client that keeps failing across many accounts spends it.
 * An attempt is taken from both budgets BEFORE the password is checked (scrypt is async), so
 * attempts sent in parallel cannot all be checked before any of them is counted.
 */
const WINDOW_MS = 15 * 60_000;
export const LoginRules = {
  perAccount: { max: 10, windowMs: WINDOW_MS },
  perAddress: { max: 200, windowMs: WINDOW_MS },
} as const satisfies Record<string, WindowRule>;

export interface LoginLimits {
  byAccount: WindowLimiter;
  byAddress: WindowLimiter;
}

export interface LoginLimitOptions {
  perAccount?: number;
  perAddress?: number;
  windowMs?: number;
}

export function createLoginLimits(now: () => number, opts: LoginLimitOptions = {}): LoginLimits {
  const windowMs = opts.windowMs ?? WINDOW_MS;
  return {
    byAccount: createWindowLimiter({ max: opts.perAccount ?? LoginRules.perAccount.max, windowMs }, now),
    byAddress: createWindowLimiter({ max: opts.perAddress ?? LoginRules.perAddress.max, windowMs }, now),
  };
}

/** The per-account key: the account when the identifier names one, else the identifier's normalised text. */
export function accountKey(user: Pick<UserRow, 'id'> | undefined, identifier = ''): string {
  if (user) return `acct:${user.id}`;
  return `id:${readContactPoint(identifier)?.value ?? identifier.trim().toLowerCase()}`;
}

export const addressKey = (ip: string): string => `ip:${ip}`;

export interface PasswordAttempt {
  /** The password was right: the account's failures are forgiven and the address gets its attempt back. */
  succeeded(): void;
}

/**
 * Counts a password attempt against the account's budget and (when given) the address's,
 * or throws 429 with the wait when either is spent. Call it before the password is checked.
 */
export function beginPasswordAttempt(
  limits: LoginLimits,
  keys: { account: string; address?: string },
  refusal: { message?: string; extra?: Record<string, unknown> } = {},
): PasswordAttempt {
  const { account, address } = keys;
  takeAll(
    [{ limiter: limits.byAccount, key: account }, ...(address === undefined ? [] : [{ limiter: limits.byAddress, key: address }])],
    refusal.message,
    refusal.extra,
  );
  return {
    succeeded: () => {
      limits.byAccount.reset(account);
      if (address !== undefined) limits.byAddress.release(address);
    },
  };
}
