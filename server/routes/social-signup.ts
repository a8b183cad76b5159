import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import type { WireEntrySignupResponse } from '../../sync/api/auth-wire';
import { Limits } from '../../sync/api/constants';
import { ErrorType } from '../../sync/api/errors';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { SocialProfile } from '../auth/oauth-client';
import { hashPassword } from '../auth/password-hash';
import { readPassword } from '../auth/read-password';
import { profileOf, providerField, socialSuggestions } from '../auth/social-profile';
import { HttpError } from '../http/errors';
import { formText, parseInput, userText } from '../http/validate';
import { signedUp } from '../signup/signed-up';
import { consentForNewUser } from '../signup/signup-steps';
import type { FieldErrors } from '../signup/signup-steps';
import { normalizeEmail, normalizeUsername, validateSignup } from '../signup/validate-signup';

/**
 * Sign-up from the provider's profile (000 §4 Social sign-up, §7 /fb/create/ajax/):
 * POST /fb/create/ajax/attempt/ (dry run) and /fb/create/ajax/ {fb_access_token, first_name,
 * username, password?, enc_password?, email, tos_version, opt_into_one_tap?, provider?}
 * (provider: facebook, the default, or google; each off unless configured). The email
 * defaults to the profile's. No birthday is asked; a password is optional (without one the
 * account logs in socially or through recovery). A social account already linked, or a taken
 * email, answers code 3 (000 §9: the account exists, log in). Success links the social
 * account and logs in, like web_create_ajax.
 */
const Body = z.object({
  fb_access_token: formText.optional(),
  accessToken: formText.optional(),
  first_name: userText.default(''),
  username: formText.default(''),
  password: formText.optional(),
  enc_password: formText.optional(),
  email: formText.default(''),
  tos_version: formText.default('default'),
  opt_into_one_tap: formText.optional(),
  provider: providerField,
});
type Body = z.output<typeof Body>;

/** No scrypt hash has this form, so no password matches it. */
const NO_PASSWORD = '!social-only';

function fail(ctx: AppContext, p: SocialProfile, body: Body, errors: FieldErrors, exists: boolean): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(400, ErrorType.badRequest, first?.message ?? 'Please check the form.', {
    account_created: false,
    dryrun_passed: false,
    errors,
    ...(exists ? { code: Limits.signupAccountExistsCode } : {}),
    ...(errors['username'] ? { username_suggestions: socialSuggestions(ctx, p, body.username) } : {}),
  });
}

async function handle(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, dryRun: boolean): Promise<WireEntrySignupResponse> {
  const body = parseInput(Body, req.body);
  const profile = await profileOf(ctx, body, body.provider);
  const email = body.email.trim() === '' ? (profile.email ?? '') : body.email;
  if (ctx.entry.stores.social.userIdFor(body.provider, profile.id) !== undefined) {
    throw fail(ctx, profile, body, { fb_access_token: [{ code: 'fb_account_exists', message: 'This social account already has an account. Log in.' }] }, true);
  }
  const pw = readPassword(body, ctx.keys.privateKey);
  const check = validateSignup(
    {
      email,
      username: body.username,
      password: pw.ok ? pw.password : null,
      passwordUndecryptable: !pw.ok && pw.reason === 'undecryptable',
      firstName: body.first_name || profile.name,
      month: '',
      day: '',
      year: '',
      tosVersion: body.tos_version,
    },
    {
      emailTaken: (e) => ctx.repos.users.byEmail(e) !== undefined,
      usernameTaken: (u) => ctx.repos.users.byUsername(u) !== undefined,
      today: new Date(ctx.now()),
    },
    { birthdayRequired: false, passwordRequired: false },
  );
  if (Object.keys(check.errors).length > 0) throw fail(ctx, profile, body, check.errors, check.accountExists);
  if (dryRun) return { status: 'ok', account_created: false, dryrun_passed: true, username_suggestions: socialSuggestions(ctx, profile, body.username) };

  const passwordHash = pw.ok ? await hashPassword(pw.password) : NO_PASSWORD;
  const username = normalizeUsername(body.username);
  const user = ctx.repos.transaction(() => {
    if (ctx.repos.users.byUsername(username) || ctx.repos.users.byEmail(normalizeEmail(email))) return null;
    if (ctx.entry.stores.social.userIdFor(body.provider, profile.id) !== undefined) return null;
    const created = ctx.repos.users.create({
      username,
      email: normalizeEmail(email),
      fullName: (body.first_name || profile.name).trim(),
      passwordHash,
      createdAt: nowSeconds(ctx),
    });
    ctx.entry.stores.social.link(body.provider, profile.id, created.id, ctx.now());
    ctx.entry.stores.consent.save(consentForNewUser(ctx, req.machineId, created.id, null, body.tos_version));
    return created;
  });
  if (!user) throw fail(ctx, profile, body, { username: [{ code: 'username_is_taken', message: 'Please try again.' }] }, false);
  return signedUp(ctx, req, reply, user, body.opt_into_one_tap);
}

export function socialSignupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(AuthPath.fbCreateDryRun, async (req, reply) => handle(ctx, req, reply, true));
  app.post(AuthPath.fbCreate, async (req, reply) => handle(ctx, req, reply, false));
}
