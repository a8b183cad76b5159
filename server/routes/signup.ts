import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import { ErrorType } from '../../sync/api/errors';
import { ApiPath } from '../../sync/api/paths';
import type { WireSignupResponse } from '../../sync/api/wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { hashPassword } from '../auth/password-hash';
import { readPassword } from '../auth/read-password';
import { deviceKeys, recordUnderage, underageWait } from '../consent/underage';
import { HttpError } from '../http/errors';
import { formText, parseInput, userText } from '../http/validate';
import { signedUp } from '../signup/signed-up';
import { consentForNewUser, consumeCodeErrors, missingCodeErrors, signupConsent } from '../signup/signup-steps';
import type { FieldErrors } from '../signup/signup-steps';
import { suggestUsernames } from '../signup/username-suggestions';
import { normalizeEmail, normalizeUsername, validateSignup } from '../signup/validate-signup';
import type { SignupCheck } from '../signup/validate-signup';

/**
 * 000 §7 Sign-up: POST /accounts/web_create_ajax/attempt/ (dry run) and
 * /accounts/web_create_ajax/ (create). Failures: 400 with account_created false, errors per
 * field and code 3 when the email or phone belongs to an existing account (000 §9).
 * - Phone sign-up (email empty, phone_number set): the create needs the SMS code of
 *   send_signup_sms_code_ajax; without one the only error is sms_code (or
 *   phone_autoconfirm when phone_id / big_blue_token came), and the client requests a code.
 * - tos_version 'eu' needs gdpr_s of a finished consent session (errors.gdpr_s otherwise).
 * - A device in its under-age cooldown gets errors.birthday age_check_blocked; a create with
 *   an under-age birthday counts one under-age attempt (000 §4 Age).
 * - opt_into_one_tap adds login_nonce (000 §4 "store the one-tap nonce if given").
 * Accepted and unused: captcha, seamless_login_enabled, subno_key.
 */
const SignupBody = z.object({
  email: formText.default(''),
  phone_number: formText.default(''),
  sms_code: formText.default(''),
  password: formText.optional(),
  enc_password: formText.optional(),
  username: formText.default(''),
  first_name: userText.default(''),
  month: formText.default(''),
  day: formText.default(''),
  year: formText.default(''),
  tos_version: formText.default('default'),
  gdpr_s: formText.default(''),
  client_id: formText.optional(),
  phone_id: formText.default(''),
  big_blue_token: formText.default(''),
  seamless_login_enabled: formText.optional(),
  opt_into_one_tap: formText.optional(),
});
type SignupBody = z.output<typeof SignupBody>;

const random = () => randomInt(0, 1_000_000) / 1_000_000;

function check(ctx: AppContext, req: FastifyRequest, body: SignupBody): { result: SignupCheck; password: string | null } {
  const pw = readPassword(body, ctx.keys.privateKey);
  const result = validateSignup(
    {
      email: body.email,
      phoneNumber: body.phone_number,
      username: body.username,
      password: pw.ok ? pw.password : null,
      passwordUndecryptable: !pw.ok && pw.reason === 'undecryptable',
      firstName: body.first_name,
      month: body.month,
      day: body.day,
      year: body.year,
      tosVersion: body.tos_version,
    },
    {
      emailTaken: (e) => ctx.repos.users.byEmail(e) !== undefined,
      phoneTaken: (p) => ctx.entry.stores.phones.userIdByPhone(p) !== undefined,
      usernameTaken: (u) => ctx.repos.users.byUsername(u) !== undefined,
      today: new Date(ctx.now()),
    },
  );
  if (underageWait(ctx, deviceKeys(req, body.client_id)) > 0) {
    result.errors['birthday'] = [{ code: 'age_check_blocked', message: 'You can’t sign up right now. Please try again later.' }];
  }
  return { result, password: pw.ok ? pw.password : null };
}

function suggestions(ctx: AppContext, body: SignupBody): string[] {
  return suggestUsernames(
    { email: body.email, firstName: body.first_name, username: body.username },
    (c) => ctx.repos.users.takenUsernames(c),
    random,
  );
}

function failure(ctx: AppContext, body: SignupBody, errors: FieldErrors, exists: boolean): HttpError {
  const first = Object.values(errors)[0]?.[0];
  const extra: Partial<WireSignupResponse> = { account_created: false, dryrun_passed: false, errors };
  if (exists) extra.code = Limits.signupAccountExistsCode;
  if (errors['username']) extra.username_suggestions = suggestions(ctx, body);
  return new HttpError(400, ErrorType.badRequest, first?.message ?? 'Please check the form.', extra);
}

export function signupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const parse = (req: FastifyRequest) => parseInput(SignupBody, req.body);

  app.post(ApiPath.signupDryRun, async (req) => {
    const body = parse(req);
    const { result } = check(ctx, req, body);
    if (Object.keys(result.errors).length > 0) throw failure(ctx, body, result.errors, result.accountExists);
    const res: WireSignupResponse = {
      status: 'ok',
      dryrun_passed: true,
      account_created: false,
      username_suggestions: suggestions(ctx, body),
    };
    return res;
  });

  app.post(ApiPath.signup, async (req, reply) => {
    const body = parse(req);
    const { result, password } = check(ctx, req, body);
    if (result.errors['birthday']?.[0]?.code === 'underage') recordUnderage(ctx, deviceKeys(req, body.client_id));
    if (Object.keys(result.errors).length > 0 || password === null) {
      throw failure(ctx, body, result.errors, result.accountExists);
    }
    const phone = result.phoneNumber;
    if (phone !== null && body.sms_code.trim() === '') {
      throw failure(ctx, body, missingCodeErrors(body.phone_id !== '' || body.big_blue_token !== ''), false);
    }
    const consent = signupConsent(ctx, body.gdpr_s, body.tos_version, result.birthday);
    if (consent.errors) throw failure(ctx, body, consent.errors, false);
    if (phone !== null) {
      const codeErrors = consumeCodeErrors(ctx, req, phone, body.sms_code);
      if (codeErrors) throw failure(ctx, body, codeErrors, false);
    }
    const passwordHash = await hashPassword(password);
    const username = normalizeUsername(body.username);
    const email = body.email.trim() === '' ? null : normalizeEmail(body.email);
    const user = ctx.repos.transaction(() => {
      // Checked again inside the transaction: another sign-up may have won the race.
      if (ctx.repos.users.byUsername(username) || (email && ctx.repos.users.byEmail(email))) return null;
      if (phone !== null && ctx.entry.stores.phones.userIdByPhone(phone) !== undefined) return null;
      const created = ctx.repos.users.create({
        username,
        email,
        fullName: body.first_name.trim(),
        passwordHash,
        birthday: result.birthday,
        createdAt: nowSeconds(ctx),
      });
      if (phone !== null) ctx.entry.stores.phones.set(created.id, phone, ctx.now());
      ctx.entry.stores.consent.save(consentForNewUser(ctx, req.machineId, created.id, consent.session, body.tos_version));
      ctx.entry.stores.deviceContacts.remember(
        req.machineId,
        { ...(email ? { email } : {}), ...(phone ? { phoneNumber: phone } : {}) },
        ctx.now(),
      );
      return created;
    });
    if (!user) {
      const again = check(ctx, req, body).result;
      throw failure(ctx, body, again.errors, again.accountExists);
    }
    return signedUp(ctx, req, reply, user, body.opt_into_one_tap);
  });
}
