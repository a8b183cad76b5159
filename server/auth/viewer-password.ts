import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { accountKey, beginPasswordAttempt } from './login-limits';
import { verifyPassword } from './password-hash';

/**
 * Whether `password` is the signed-in viewer's own, asked again before a sensitive change (a
 * password change, turning a second factor off, a data download). Counted against the account's
 * wrong-password budget before the (asynchronous) check, 429 past it (./login-limits.ts); a
 * right one forgives the account's failures. The caller says what a wrong one means.
 */
export async function viewerPasswordMatches(ctx: AppContext, viewer: UserRow, password: string): Promise<boolean> {
  const attempt = beginPasswordAttempt(ctx.loginLimits, { account: accountKey(viewer) });
  if (!(await verifyPassword(password, viewer.passwordHash))) return false;
  attempt.succeeded();
  return true;
}
