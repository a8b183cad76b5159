import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireRecoveryOption, WireRecoveryOptionsResponse, WireRecoverySentResponse } from '../../sync/api/auth-wire';
import { Limits } from '../../sync/api/constants';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { flowError, tooMany } from '../auth/flow-errors';
import { accountKey } from '../auth/login-limits';
import { hashPassword } from '../auth/password-hash';
import { readPassword } from '../auth/read-password';
import { findAccount, findResetToken, PASSWORD_RESET, sendResetLink } from '../auth/recovery';
import type { UserRow } from '../db/types';
import { badRequest, fieldError, HttpError } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { obfuscateEmail } from '../signup/contact-points';
import { lastFourDigits } from '../signup/phone';

/**
 * 000 §7 Recovery:
 * - POST /accounts/account_recovery_ajax/ {query} → {username, options: [{type: email|sms,
 *   contact_point (obfuscated)}]}; 400 user_not_found (what login already tells).
 * - POST /accounts/send_account_recovery_email_ajax/ and _sms_ajax/ {query} → {type,
 *   contact_point}: mails or texts /accounts/password/reset/confirm/?uid=&token=; 400 when
 *   the account has no such contact point; 429 within a minute, past 5 an hour per account.
 * - POST /accounts/recovery/password_reset/ {new_password1, new_password2,
 *   enc_new_password1, enc_new_password2, token, uid} → {status: ok}; 400
 *   invalid_reset_token (unknown, used or older than 1 hour); 400 errors.new_password1
 *   (password_required, password_too_short) or errors.new_password2 (password_mismatch).
 *   Success does not log in (our choice; 000 §8 the client shows a success toast), ends
 *   every session of the account and removes its one-tap nonces on every device.
 */
const QueryBody = z.object({ query: formText });
const ResetBody = z.object({
  new_password1: formText.optional(),
  new_password2: formText.optional(),
  enc_new_password1: formText.optional(),
  enc_new_password2: formText.optional(),
  token: formText,
  uid: formText,
});

const notFound = () =>
  new HttpError(400, ErrorType.userNotFound, "We couldn't find an account with that username, email or phone number.");

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limits, stores } = ctx.entry;

  const account = (query: string, ip: string): UserRow => {
    const wait = limits.contactChecksPerIp.take(ip);
    if (wait > 0) throw tooMany(wait);
    const user = findAccount(ctx, query);
    if (!user) throw notFound();
    return user;
  };

  app.post(AuthPath.accountRecovery, async (req) => {
    const user = account(parseInput(QueryBody, req.body).query, req.ip);
    const options: WireRecoveryOption[] = [];
    if (user.email) options.push({ type: 'email', contact_point: obfuscateEmail(user.email) });
    const phone = stores.phones.phoneOf(user.id);
    if (phone) options.push({ type: 'sms', contact_point: lastFourDigits(phone) });
    const res: WireRecoveryOptionsResponse = { status: 'ok', username: user.username, options };
    return res;
  });

  app.post(AuthPath.sendRecoveryEmail, async (req) => {
    const user = account(parseInput(QueryBody, req.body).query, req.ip);
    if (!user.email) throw badRequest('query: this account has no email address.');
    await sendResetLink(ctx, req, user, 'email', user.email);
    const res: WireRecoverySentResponse = { status: 'ok', type: 'email', contact_point: obfuscateEmail(user.email) };
    return res;
  });

  app.post(AuthPath.sendRecoverySms, async (req) => {
    const user = account(parseInput(QueryBody, req.body).query, req.ip);
    const phone = stores.phones.phoneOf(user.id);
    if (!phone) throw badRequest('query: this account has no phone number.');
    await sendResetLink(ctx, req, user, 'sms', phone);
    const res: WireRecoverySentResponse = { status: 'ok', type: 'sms', contact_point: lastFourDigits(phone) };
    return res;
  });

  app.post(AuthPath.passwordReset, async (req) => {
    const body = parseInput(ResetBody, req.body);
    const wait = limits.tokenFailuresPerIp.wait(req.ip);
    if (wait > 0) throw tooMany(wait);
    const row = findResetToken(ctx, body.uid, body.token);
    const user = row?.userId == null ? undefined : ctx.repos.users.byId(row.userId);
    if (!row || !user) {
      limits.tokenFailuresPerIp.hit(req.ip);
      throw flowError(400, AuthErrorType.invalidResetToken, 'This link has expired or was already used. Please ask for a new one.');
    }
    const p1 = readPassword({ password: body.new_password1, enc_password: body.enc_new_password1 }, ctx.keys.privateKey);
    const p2 = readPassword({ password: body.new_password2, enc_password: body.enc_new_password2 }, ctx.keys.privateKey);
    if (!p1.ok) throw fieldError('new_password1', 'password_required', 'Enter a new password.');
    if ([...p1.password].length < Limits.minPasswordLength) {
      throw fieldError('new_password1', 'password_too_short', `Create a password at least ${Limits.minPasswordLength} characters long.`);
    }
    if (!p2.ok || p2.password !== p1.password) throw fieldError('new_password2', 'password_mismatch', "Passwords don't match.");
    const hash = await hashPassword(p1.password);
    const changed = ctx.repos.transaction(() => {
      if (!stores.codes.markUsed(row.id, ctx.now())) return false;
      stores.accounts.setPasswordHash(user.id, hash);
      stores.accounts.endAllSessions(user.id);
      // A reset invalidates the old ways in: every session and every device's one-tap nonce.
      stores.oneTap.deleteAllForUser(user.id);
      stores.codes.revokeAll(PASSWORD_RESET, String(user.id), ctx.now());
      return true;
    });
    if (!changed) throw flowError(400, AuthErrorType.invalidResetToken, 'This link was already used.');
    ctx.loginLimits.byAccount.reset(accountKey(user));
    return { status: 'ok' as const };
  });
}

