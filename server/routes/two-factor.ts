import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireTwoFactorSmsResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { readBackupCode, spendBackupCode } from '../auth/backup-codes';
import { completeLogin } from '../auth/complete-login';
import { CODE_ATTEMPTS } from '../auth/entry-limits';
import { flowError, takeAll, tooMany } from '../auth/flow-errors';
import { readCode } from '../auth/secrets';
import { challengeInfo, findChallenge, readChallenge, secondFactorMatches, sendChallengeSms, twoFactorSetup } from '../auth/two-factor';
import type { OneTimeCodeRow, UserRow } from '../db/types';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * 000 §7 Auth two-factor calls:
 * - POST /accounts/login/ajax/two_factor/ {username, verificationCode, identifier, queryParams}
 *   → the login response; 400 invalid_verification_code (wrong code), 400
 *   two_factor_challenge_expired (unknown, used or expired identifier: log in again), 429 on
 *   the 5th wrong code of a challenge (it dies) or 10 wrong codes per account in 15 minutes.
 *   verificationCode is the texted or authenticator code (6 digits) or an unused backup code
 *   (8 digits, auth/backup-codes.ts; used up by the login).
 * - POST /accounts/send_two_factor_login_sms/ {username, identifier} → {two_factor_info};
 *   429 with retry_after_seconds within 30 s of the last code (000 §5).
 */
const VerifyBody = z.object({
  username: formText,
  verificationCode: formText,
  identifier: formText,
  queryParams: formText.optional(),
});
const SmsBody = z.object({ username: formText, identifier: formText });

const expired = () =>
  flowError(400, AuthErrorType.twoFactorChallengeExpired, 'This login attempt has expired. Please log in again.', {
    authenticated: false,
    user: true,
  });

function liveChallenge(ctx: AppContext, username: string, identifier: string): { user: UserRow; row: OneTimeCodeRow } {
  const name = username.trim().toLowerCase();
  const user = name.includes('@') ? ctx.repos.users.byEmail(name) : ctx.repos.users.byUsername(name);
  const row = findChallenge(ctx, identifier);
  if (!user || !row || row.userId !== user.id || row.attempts >= CODE_ATTEMPTS) throw expired();
  return { user, row };
}

export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limits } = ctx.entry;

  app.post(AuthPath.twoFactorLogin, async (req, reply) => {
    const body = parseInput(VerifyBody, req.body);
    const { user, row } = liveChallenge(ctx, body.username, body.identifier);
    const setup = twoFactorSetup(ctx, user.id);
    if (!setup) throw expired();
    const userKey = `2fa:${user.id}`;
    // The attempt is counted (per account, per address, per challenge) before the async code
    // check, so codes sent in parallel cannot all be checked; a right code takes it back.
    takeAll([
      { limiter: limits.twoFactorFailuresPerUser, key: userKey },
      { limiter: limits.codeFailuresPerIp, key: req.ip },
    ]);
    const attempts = ctx.entry.stores.codes.countAttempt(row.id);
    const code = readCode(body.verificationCode);
    const backup = code === null ? readBackupCode(body.verificationCode) : null;
    const matched = code !== null ? await secondFactorMatches(ctx, row, setup, code) : backup !== null && spendBackupCode(ctx, user.id, backup);
    if (!matched) {
      if (attempts >= CODE_ATTEMPTS) {
        ctx.entry.stores.codes.markUsed(row.id, ctx.now());
        throw tooMany(0, 'Too many wrong codes. Please log in again.', { authenticated: false, user: true });
      }
      throw flowError(400, AuthErrorType.invalidVerificationCode, 'Please check the security code and try again.', {
        authenticated: false,
        user: true,
        attempts_left: CODE_ATTEMPTS - attempts,
      });
    }
    limits.twoFactorFailuresPerUser.release(userKey);
    limits.codeFailuresPerIp.release(req.ip);
    if (!ctx.entry.stores.codes.markUsed(row.id, ctx.now())) throw expired();
    return completeLogin(ctx, req, reply, user, { oneTap: readChallenge(row).oneTap });
  });

  app.post(AuthPath.twoFactorSendSms, async (req: FastifyRequest) => {
    const body = parseInput(SmsBody, req.body);
    const { user, row } = liveChallenge(ctx, body.username, body.identifier);
    const setup = twoFactorSetup(ctx, user.id);
    if (!setup?.phone) throw badRequest('identifier: this account has no SMS two-factor.');
    await sendChallengeSms(ctx, req, row, setup.phone);
    const res: WireTwoFactorSmsResponse = { status: 'ok', two_factor_info: challengeInfo(user, setup, body.identifier) };
    return res;
  });
}
