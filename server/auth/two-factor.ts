import type { FastifyRequest } from 'fastify';
import { verify } from 'otplib';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireTwoFactorInfo } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import type { OneTimeCodeRow, UserRow } from '../db/types';
import { HttpError } from '../http/errors';
import { Messages } from '../mail/messages';
import { lastFourDigits } from '../signup/phone';
import { EntryTtl } from './entry-limits';
import { flowError, takeAll } from './flow-errors';

/**
 * Two-factor login (000 §4 "A two-factor challenge sends the user to the two-factor screen",
 * 000 §8). A challenge is a one-time code row (purpose two_factor) found by the HMAC of its
 * identifier; it lives 10 minutes, takes 5 wrong codes, and is used once. TOTP codes are
 * checked with otplib (RFC 6238, ±1 step of 30 s, a step never accepted twice); SMS codes
 * are 6 digits sent to the account's phone, at most once per 30 s.
 *
 *   login ok + factor on → challenge ─┬─ code ok → session (challenge used)
 *                                      ├─ wrong → attempts+1 (5th: challenge dead, 429)
 *                                      └─ 10 min → expired
 */
export const TWO_FACTOR = 'two_factor';

export interface TwoFactorSetup {
  totpSecret: string | null;
  totpLastStep: number;
  phone: string | null;
}

interface ChallengeData {
  oneTap: boolean;
  smsCodeHash: string | null;
  smsSentMs: number | null;
}

export const readChallenge = (row: OneTimeCodeRow): ChallengeData => {
  const d = JSON.parse(row.data) as Partial<ChallengeData>;
  return { oneTap: d.oneTap === true, smsCodeHash: d.smsCodeHash ?? null, smsSentMs: d.smsSentMs ?? null };
};

/** The user's second factors, or null when none is on. */
export function twoFactorSetup(ctx: AppContext, userId: number): TwoFactorSetup | null {
  const row = ctx.entry.stores.twoFactor.get(userId);
  if (!row) return null;
  const phone = row.smsOn ? (ctx.entry.stores.phones.phoneOf(userId) ?? null) : null;
  if (row.totpSecret === null && phone === null) return null;
  return { totpSecret: row.totpSecret, totpLastStep: row.totpLastStep, phone };
}

export const challengeInfo = (user: UserRow, setup: TwoFactorSetup, identifier: string): WireTwoFactorInfo => ({
  username: user.username,
  two_factor_identifier: identifier,
  obfuscated_phone_number: setup.phone ? lastFourDigits(setup.phone) : '',
  totp_two_factor_on: setup.totpSecret !== null,
  sms_two_factor_on: setup.phone !== null,
});

const identifierHash = (ctx: AppContext, identifier: string) => ctx.entry.hash(TWO_FACTOR, '', identifier);

export function createChallenge(ctx: AppContext, user: UserRow, oneTap: boolean): { identifier: string; row: OneTimeCodeRow } {
  const identifier = ctx.entry.secrets.token();
  const now = ctx.now();
  const data: ChallengeData = { oneTap, smsCodeHash: null, smsSentMs: null };
  const row = ctx.entry.stores.codes.create({
    purpose: TWO_FACTOR,
    subject: String(user.id),
    codeHash: identifierHash(ctx, identifier),
    userId: user.id,
    data: JSON.stringify(data),
    createdMs: now,
    expiresMs: now + EntryTtl.twoFactorChallengeMs,
  });
  return { identifier, row };
}

/** The live challenge of this identifier (unused, unexpired), or undefined. */
export function findChallenge(ctx: AppContext, identifier: string): OneTimeCodeRow | undefined {
  const row = ctx.entry.stores.codes.byHash(TWO_FACTOR, identifierHash(ctx, identifier));
  return row && row.usedMs === null && row.expiresMs > ctx.now() ? row : undefined;
}

/** Texts a new code for the challenge: once per 30 s per number (000 §5), 5 an hour. */
export async function sendChallengeSms(ctx: AppContext, req: FastifyRequest, row: OneTimeCodeRow, phone: string): Promise<void> {
  const data = readChallenge(row);
  const now = ctx.now();
  const { limits } = ctx.entry;
  takeAll([
    { limiter: limits.smsCooldown, key: phone },
    { limiter: limits.smsPerNumber, key: phone },
    { limiter: limits.smsPerIp, key: req.ip },
  ], 'Please wait before asking for another code.');
  const code = ctx.entry.secrets.code();
  const next: ChallengeData = { ...data, smsCodeHash: ctx.entry.hash(`${TWO_FACTOR}_sms`, String(row.id), code), smsSentMs: now };
  ctx.entry.stores.codes.setData(row.id, JSON.stringify(next));
  await ctx.entry.sender.send(Messages.twoFactorCode(phone, code));
}

/** The time step of this TOTP code of the secret (±1 step, after `afterStep`), or null when it is not one. */
export async function totpStep(ctx: AppContext, secret: string, afterStep: number, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(ctx.now() / 1000), epochTolerance: 30, afterTimeStep: afterStep });
  if (!result.valid) return null;
  // TOTP results carry the matched time step; it is never accepted again (no replay).
  return 'timeStep' in result ? Number(result.timeStep) : Math.floor(ctx.now() / 30_000) + result.delta;
}

/** True when the code is the current TOTP (not used before) or the SMS code of the challenge. */
export async function secondFactorMatches(
  ctx: AppContext,
  row: OneTimeCodeRow,
  setup: TwoFactorSetup,
  code: string,
): Promise<boolean> {
  if (setup.totpSecret !== null) {
    const step = await totpStep(ctx, setup.totpSecret, setup.totpLastStep, code);
    if (step !== null) {
      ctx.entry.stores.twoFactor.setTotpLastStep(row.userId ?? 0, step);
      return true;
    }
  }
  const data = readChallenge(row);
  return (
    data.smsCodeHash !== null &&
    data.smsSentMs !== null &&
    data.smsSentMs + EntryTtl.smsCodeMs > ctx.now() &&
    data.smsCodeHash === ctx.entry.hash(`${TWO_FACTOR}_sms`, String(row.id), code)
  );
}

/**
 * Opens a challenge for a password login that needs a second factor and returns the 400 of
 * 000 §8. With SMS only, the first code is texted at once (our choice); if the number is in
 * its 30 s cooldown the user asks again from the two-factor screen.
 */
export async function twoFactorRequired(
  ctx: AppContext,
  req: FastifyRequest,
  user: UserRow,
  setup: TwoFactorSetup,
  oneTap: boolean,
): Promise<HttpError> {
  const { identifier, row } = createChallenge(ctx, user, oneTap);
  if (setup.phone !== null && setup.totpSecret === null) {
    try {
      await sendChallengeSms(ctx, req, row, setup.phone);
    } catch (e) {
      if (!(e instanceof HttpError && e.statusCode === 429)) throw e;
    }
  }
  return flowError(400, AuthErrorType.twoFactorRequired, 'Enter the security code to log in.', {
    two_factor_required: true,
    authenticated: false,
    user: true,
    two_factor_info: challengeInfo(user, setup, identifier),
  });
}
