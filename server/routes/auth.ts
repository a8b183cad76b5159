import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorType } from '../../sync/api/errors';
import { ApiPath } from '../../sync/api/paths';
import type { WireOkResponse } from '../../sync/api/wire';
import type { AppContext } from '../app-context';
import { accountKey, addressKey, beginPasswordAttempt } from '../auth/login-limits';
import { verifyAccountPassword } from '../auth/password-hash';
import { findAccount } from '../auth/recovery';
import { readPassword } from '../auth/read-password';
import { completeLogin, isTruthyFlag } from '../auth/complete-login';
import { endSession } from '../auth/session';
import { twoFactorRequired, twoFactorSetup } from '../auth/two-factor';
import { badRequest, HttpError } from '../http/errors';
import { formText, parseInput } from '../http/validate';

/**
 * 000 §7 Auth: password login and logout. Login failures answer 400 with the login
 * response shape of 000 §3 (authenticated false; user = whether the username exists) and the
 * failure types of 000 §4 (password_required, user_not_found, password_mismatch), with
 * showAccountRecoveryModal on the last two. A user with a second factor gets the two-factor
 * challenge (routes/two-factor.ts); optIntoOneTap adds oneTapPrompt and a one-tap nonce.
 * The identifier is a username, an email (with @) or an account's phone number (000 §5).
 * Past the throttles of auth/login-limits.ts: 429 rate_limited with retry_after_seconds
 * (and Retry-After), authenticated false, and no word on whether the account exists.
 */
const LoginBody = z.object({
  username: formText,
  password: formText.optional(),
  enc_password: formText.optional(),
  queryParams: formText.optional(),
  optIntoOneTap: formText.optional(),
});

const fail = (errorType: ErrorType, message: string, userExists: boolean, recovery = false) =>
  new HttpError(400, errorType, message, {
    authenticated: false,
    user: userExists,
    // 000 §4: the client shows the recovery modal (or options, from the second try on).
    ...(recovery ? { showAccountRecoveryModal: true } : {}),
  });

export const LoginMessages = {
  userNotFound: "The username you entered doesn't belong to an account. Please check your username and try again.",
  passwordMismatch: 'Sorry, your password was incorrect. Please double-check your password.',
  passwordRequired: 'Please enter your password.',
  rateLimited: 'Please wait a few minutes before you try again.',
  undecryptable: 'Your password could not be read. Please try again.',
} as const;

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(ApiPath.login, async (req, reply) => {
    const body = parseInput(LoginBody, req.body);
    // 000 §3: identifier with trailing whitespace trimmed; 000 §5: with @ it is an email.
    const identifier = body.username.replace(/\s+$/, '');
    if (identifier === '') throw badRequest('username: enter your username or email');
    const user = findAccount(ctx, identifier);
    const password = readPassword(body, ctx.keys.privateKey);
    if (!password.ok) {
      if (password.reason === 'undecryptable') throw fail(ErrorType.badRequest, LoginMessages.undecryptable, user !== undefined);
      throw fail(ErrorType.passwordRequired, LoginMessages.passwordRequired, user !== undefined);
    }
    // Counted before the (async) check; the 429 says nothing of whether the account exists.
    const attempt = beginPasswordAttempt(
      ctx.loginLimits,
      { account: accountKey(user, identifier), address: addressKey(req.ip) },
      { message: LoginMessages.rateLimited, extra: { authenticated: false } },
    );
    // An unknown identifier costs the same scrypt work as a wrong password (no timing oracle).
    const right = await verifyAccountPassword(password.password, user?.passwordHash);
    if (!user) throw fail(ErrorType.userNotFound, LoginMessages.userNotFound, false, true);
    if (!right) throw fail(ErrorType.passwordMismatch, LoginMessages.passwordMismatch, true, true);
    attempt.succeeded();
    const oneTap = isTruthyFlag(body.optIntoOneTap);
    // 000 §8: a second factor turns the login into a challenge (HTTP 400 two_factor_required).
    const setup = twoFactorSetup(ctx, user.id);
    if (setup) throw await twoFactorRequired(ctx, req, user, setup, oneTap);
    return completeLogin(ctx, req, reply, user, { oneTap });
  });

  app.post(ApiPath.logout, async (req, reply) => {
    endSession(ctx, req, reply);
    const res: WireOkResponse = { status: 'ok' };
    return res;
  });
}
