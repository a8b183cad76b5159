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
import { startSession } from '../auth/session';
import { HttpError } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { suggestUsernames } from '../signup/username-suggestions';
import { normalizeEmail, normalizeUsername, validateSignup } from '../signup/validate-signup';
import type { FieldError, SignupCheck } from '../signup/validate-signup';

/**
 * 000 §7 Sign-up: POST /accounts/web_create_ajax/attempt/ (dry run) and
 * /accounts/web_create_ajax/ (create). Failures: 400 with account_created false, errors per
 * field and code 3 when the email belongs to an existing account (000 §9).
 * Fields we accept but do not use yet: captcha, phone_number, sms_code, client_id,
 * seamless_login_enabled, gdpr_s, phone_id, opt_into_one_tap, big_blue_token.
 */
const SignupBody = z.object({
  email: formText.default(''),
  password: formText.optional(),
  enc_password: formText.optional(),
  username: formText.default(''),
  first_name: formText.default(''),
  month: formText.default(''),
  day: formText.default(''),
  year: formText.default(''),
  tos_version: formText.default('default'),
  client_id: formText.optional(),
  seamless_login_enabled: formText.optional(),
  opt_into_one_tap: formText.optional(),
});
type SignupBody = z.output<typeof SignupBody>;

const random = () => randomInt(0, 1_000_000) / 1_000_000;

function check(ctx: AppContext, body: SignupBody): { result: SignupCheck; password: string | null } {
  const pw = readPassword(body, ctx.keys.privateKey);
  const result = validateSignup(
    {
      email: body.email,
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
      usernameTaken: (u) => ctx.repos.users.byUsername(u) !== undefined,
      today: new Date(ctx.now()),
    },
  );
  return { result, password: pw.ok ? pw.password : null };
}

function suggestions(ctx: AppContext, body: SignupBody): string[] {
  return suggestUsernames(
    { email: body.email, firstName: body.first_name, username: body.username },
    (c) => ctx.repos.users.takenUsernames(c),
    random,
  );
}

function failure(ctx: AppContext, body: SignupBody, errors: Record<string, FieldError[]>, exists: boolean): HttpError {
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
    const { result } = check(ctx, body);
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
    const { result, password } = check(ctx, body);
    if (Object.keys(result.errors).length > 0 || password === null) {
      throw failure(ctx, body, result.errors, result.accountExists);
    }
    const passwordHash = await hashPassword(password);
    const username = normalizeUsername(body.username);
    const email = normalizeEmail(body.email);
    const user = ctx.repos.transaction(() => {
      // Checked again inside the transaction: another sign-up may have won the race.
      if (ctx.repos.users.byUsername(username) || ctx.repos.users.byEmail(email)) return null;
      return ctx.repos.users.create({
        username,
        email,
        fullName: body.first_name.trim(),
        passwordHash,
        birthday: result.birthday,
        createdAt: nowSeconds(ctx),
      });
    });
    if (!user) {
      const again = check(ctx, body).result;
      throw failure(ctx, body, again.errors, again.accountExists);
    }
    startSession(ctx, req, reply, user);
    const res: WireSignupResponse = {
      status: 'ok',
      account_created: true,
      user_id: String(user.id),
      username: user.username,
    };
    return res;
  });
}
