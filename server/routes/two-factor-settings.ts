import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateSecret, generateURI } from 'otplib';
import { z } from 'zod';
import { ErrorType } from '../../sync/api/errors';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireTotpSetup, WireTwoFactorCodeSent, WireTwoFactorStatus } from '../../sync/api/settings-wire';
import type { AppContext } from '../app-context';
import { newBackupCodes } from '../auth/backup-codes';
import { checkPhoneCode, CodeVerdictMessage, sendPhoneCode } from '../auth/phone-codes';
import type { PhoneCodeTarget } from '../auth/phone-codes';
import { readPassword } from '../auth/read-password';
import { viewerPasswordMatches } from '../auth/viewer-password';
import { CODE_ATTEMPTS, EntryTtl } from '../auth/entry-limits';
import { totpStep, twoFactorSetup } from '../auth/two-factor';
import type { UserRow } from '../db/types';
import { requireViewer } from '../domain/visibility';
import { fieldError } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { Messages } from '../mail/messages';
import { switchValue } from '../settings/settings-limit';
import { lastFourDigits, normalizePhone } from '../signup/phone';

/**
 * Two-factor settings (001 §7 "Two-factor settings"; login's challenge is ./two-factor.ts).
 * All need a login (401) and the CSRF token, act on the caller's own account only (no route
 * takes a user id), and count against ActionRules.twoFactorSettings; they are online calls,
 * not outbox mutations (a security setting does not wait in a queue). Every answer but the
 * code's is the status (WireTwoFactorStatus).
 * - GET  …/ajax/status/ (ours) → the status.
 * - POST /accounts/two_factor_authentication/ {phone_number} → texts a 6-digit code to the
 *   number (auth/phone-codes.ts: 10 minutes, 5 tries, once per 30 s per number) → {phone_number}.
 * - POST …/ajax/enable/ {confirmation_code, phone_number} → SMS two-factor on, the number kept
 *   as the account's; the first backup codes come with it.
 * - POST …/ajax/disable/ and …/disable_totp/ {password | enc_password} → that factor off
 *   (our choice: the password again, so a borrowed session cannot turn it off; wrong ones
 *   count against the account's password budget). With no factor left the backup codes go.
 * - POST …/ajax/get_backup_codes/ {refresh} → a new set when refresh is true or none is left.
 * - POST …/totp/setup/ (ours) → a new authenticator key {secret, otpauth_uri}, pending 10
 *   minutes; POST …/totp/enable/ {verification_code} (ours) → the app on once a code of that
 *   key checks (the first backup codes come with it, as with SMS).
 * Errors: 400 with `errors` naming the field (phone_number, confirmation_code, password).
 */
const TWO_FACTOR_ENABLE = 'two_factor_enable';
const TOTP_SETUP = 'totp_setup';

const PhoneBody = z.object({ phone_number: formText });
const EnableBody = z.object({ confirmation_code: formText, phone_number: formText });
const PasswordBody = z.object({ password: formText.optional(), enc_password: formText.optional() });
const BackupBody = z.object({ refresh: formText.optional() });
const TotpBody = z.object({ verification_code: formText });

const target = (userId: number, phone: string): PhoneCodeTarget => ({ purpose: TWO_FACTOR_ENABLE, subject: `${userId}:${phone}` });

export function twoFactorSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { twoFactor, phones } = ctx.entry.stores;

  const status = (userId: number, backupCodes?: string[]): WireTwoFactorStatus => {
    const setup = twoFactorSetup(ctx, userId);
    return {
      status: 'ok',
      sms_two_factor_on: setup?.phone != null,
      totp_two_factor_on: setup?.totpSecret != null,
      obfuscated_phone_number: setup?.phone ? lastFourDigits(setup.phone) : '',
      backup_codes_remaining: setup ? twoFactor.backupCodesLeft(userId) : 0,
      ...(backupCodes ? { backup_codes: backupCodes } : {}),
    };
  };

  const phoneOf = (raw: string, viewer: UserRow): string => {
    const phone = normalizePhone(raw);
    if (phone === null) throw fieldError('phone_number', 'invalid_phone_number', 'Enter a valid phone number, with its country code.');
    if ((phones.userIdByPhone(phone) ?? viewer.id) !== viewer.id) {
      throw fieldError('phone_number', 'phone_number_taken', 'This phone number belongs to another account.');
    }
    return phone;
  };

  /** The account's password again, against its wrong-password budget (auth/login-limits.ts). */
  const confirmPassword = async (req: FastifyRequest, viewer: UserRow): Promise<void> => {
    const body = parseInput(PasswordBody, req.body);
    const read = readPassword(body, ctx.keys.privateKey);
    if (!read.ok) throw fieldError('password', 'password_required', 'Enter your password.', ErrorType.passwordRequired);
    if (!(await viewerPasswordMatches(ctx, viewer, read.password))) {
      throw fieldError('password', 'password_mismatch', 'Your password was entered incorrectly. Please enter it again.', ErrorType.passwordMismatch);
    }
  };

  /** Sets the factors (an authenticator: its secret and last step used, or null for off); with none left the backup codes go too. */
  const setFactors = (userId: number, change: { smsOn?: boolean; totp?: { secret: string; lastStep: number } | null }) => {
    ctx.repos.transaction(() => {
      const row = twoFactor.get(userId) ?? { userId, totpSecret: null, totpLastStep: 0, smsOn: false };
      const totp = change.totp === undefined ? {} : { totpSecret: change.totp?.secret ?? null, totpLastStep: change.totp?.lastStep ?? row.totpLastStep };
      const next = { ...row, smsOn: change.smsOn ?? row.smsOn, ...totp };
      twoFactor.set(next);
      if (!next.smsOn && next.totpSecret === null) twoFactor.replaceBackupCodes(userId, []);
    });
  };

  const post = (path: string, run: (viewer: UserRow, req: FastifyRequest) => Promise<object> | object) => {
    app.post(path, async (req) => {
      const viewer = requireViewer(req);
      ctx.actionLimits.twoFactorSettings.take(viewer.id);
      return run(viewer, req);
    });
  };

  app.get(SettingsPath.twoFactorStatus, async (req) => status(requireViewer(req).id));

  post(SettingsPath.twoFactorSendCode, async (viewer, req) => {
    const phone = phoneOf(parseInput(PhoneBody, req.body).phone_number, viewer);
    await sendPhoneCode(ctx, req, target(viewer.id, phone), { phone, userId: viewer.id, data: {}, message: Messages.twoFactorSetupCode });
    const res: WireTwoFactorCodeSent = { status: 'ok', phone_number: phone, obfuscated_phone_number: lastFourDigits(phone) };
    return res;
  });

  post(SettingsPath.twoFactorEnable, (viewer, req) => {
    const body = parseInput(EnableBody, req.body);
    const phone = phoneOf(body.phone_number, viewer);
    const verdict = checkPhoneCode(ctx, req, target(viewer.id, phone), body.confirmation_code, true);
    if (verdict !== 'ok') {
      const { code, message } = CodeVerdictMessage[verdict];
      throw fieldError('confirmation_code', code, message);
    }
    const codes = ctx.repos.transaction(() => {
      phones.set(viewer.id, phone, ctx.now());
      setFactors(viewer.id, { smsOn: true });
      return twoFactor.backupCodesLeft(viewer.id) === 0 ? newBackupCodes(ctx, viewer.id) : undefined;
    });
    return status(viewer.id, codes);
  });

  post(SettingsPath.twoFactorTotpSetup, (viewer) => {
    const secret = generateSecret();
    const now = ctx.now();
    const { codes } = ctx.entry.stores;
    codes.revokeAll(TOTP_SETUP, String(viewer.id), now);
    codes.create({
      purpose: TOTP_SETUP, subject: String(viewer.id), codeHash: ctx.entry.hash(TOTP_SETUP, String(viewer.id), secret),
      userId: viewer.id, data: JSON.stringify({ secret }), createdMs: now, expiresMs: now + EntryTtl.smsCodeMs,
    });
    const res: WireTotpSetup = { status: 'ok', secret, otpauth_uri: generateURI({ secret, label: viewer.username, issuer: 'Lumen' }) };
    return res;
  });

  post(SettingsPath.twoFactorTotpEnable, async (viewer, req) => {
    const raw = parseInput(TotpBody, req.body).verification_code.replace(/\s+/g, '');
    const { codes } = ctx.entry.stores;
    const row = codes.latestUnused(TOTP_SETUP, String(viewer.id));
    if (!row || row.expiresMs <= ctx.now() || row.attempts >= CODE_ATTEMPTS) {
      throw fieldError('verification_code', 'totp_setup_missing', 'Set up the authentication app again: that key has expired.');
    }
    const { secret } = JSON.parse(row.data) as { secret: string };
    const step = /^\d{6}$/.test(raw) ? await totpStep(ctx, secret, 0, raw) : null;
    if (step === null) {
      codes.countAttempt(row.id);
      throw fieldError('verification_code', 'invalid_verification_code', 'Please check the code from your authentication app and try again.');
    }
    const fresh = ctx.repos.transaction(() => {
      if (!codes.markUsed(row.id, ctx.now())) return undefined;
      setFactors(viewer.id, { totp: { secret, lastStep: step } });
      return twoFactor.backupCodesLeft(viewer.id) === 0 ? newBackupCodes(ctx, viewer.id) : undefined;
    });
    return status(viewer.id, fresh);
  });

  post(SettingsPath.twoFactorDisable, async (viewer, req) => {
    await confirmPassword(req, viewer);
    setFactors(viewer.id, { smsOn: false });
    return status(viewer.id);
  });

  post(SettingsPath.twoFactorDisableTotp, async (viewer, req) => {
    await confirmPassword(req, viewer);
    setFactors(viewer.id, { totp: null });
    return status(viewer.id);
  });

  post(SettingsPath.twoFactorBackupCodes, (viewer, req) => {
    const raw = parseInput(BackupBody, req.body).refresh;
    const refresh = raw === undefined ? false : switchValue(raw);
    if (refresh === undefined) throw fieldError('refresh', 'invalid_refresh', 'refresh: expected true or false');
    if (!twoFactorSetup(ctx, viewer.id)) throw fieldError('two_factor', 'two_factor_off', 'Turn on two-factor authentication first.');
    const fresh = refresh || twoFactor.backupCodesLeft(viewer.id) === 0;
    return status(viewer.id, fresh ? newBackupCodes(ctx, viewer.id) : undefined);
  });
}
