import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '../../sync/api/settings-wire';
import type { AppContext } from '../app-context';

/**
 * Two-factor backup codes (001 §7 /accounts/two_factor_authentication/ajax/get_backup_codes/
 * {refresh}): five 8-digit codes, each good for one login in place of the texted or
 * authenticator code (routes/two-factor.ts). Kept only as an HMAC bound to the account, like
 * every other code (./secrets.ts), so they are shown once, when made; "Get new codes"
 * replaces the whole set. 8 digits never read as a 6-digit login code, so the login check
 * knows which it got.
 */
const PURPOSE = 'two_factor_backup';

const hashOf = (ctx: AppContext, userId: number, code: string) => ctx.entry.hash(PURPOSE, String(userId), code);

/** 8 digits, spaces or a hyphen allowed between them (as shown: "1234 5678"). */
export const readBackupCode = (raw: string): string | null => {
  const digits = raw.replace(/[\s-]+/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
};

/** Makes a new set for the account (the old one stops working) and returns it as shown: "1234 5678". */
export function newBackupCodes(ctx: AppContext, userId: number): string[] {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(String(randomInt(0, 100_000_000)).padStart(8, '0'));
  ctx.entry.stores.twoFactor.replaceBackupCodes(userId, [...codes].map((c) => hashOf(ctx, userId, c)));
  return [...codes].map((c) => `${c.slice(0, 4)} ${c.slice(4)}`);
}

/** Uses the account's unused backup code (8 digits, read by readBackupCode); false when it is not one. */
export const spendBackupCode = (ctx: AppContext, userId: number, code: string): boolean =>
  ctx.entry.stores.twoFactor.useBackupCode(userId, hashOf(ctx, userId, code), ctx.now());
