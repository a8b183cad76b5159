import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { CODE_ATTEMPTS, EntryTtl } from '../auth/entry-limits';
import { takeAll, tooMany } from '../auth/flow-errors';
import { readCode } from '../auth/secrets';
import { Messages } from '../mail/messages';

/**
 * Sign-up SMS codes (000 §4 "Phone sign-up: code requested, code sent, code entered and
 * verified or failed, resend, change number"). 6 digits, kept as an HMAC bound to the
 * number, 10 minutes, 5 wrong tries; a new code revokes the previous one. Validating a code
 * marks it verified; creating the account uses it up (single use).
 *
 *   send ──▶ live ──validate ok──▶ verified ──web_create_ajax──▶ used
 *             │ wrong ×5 / 10 min ▶ dead (request a new code)
 */
export const SIGNUP_SMS = 'signup_sms';

export type CodeVerdict = 'ok' | 'missing' | 'expired' | 'invalid' | 'exhausted';

export const CodeVerdictMessage: Record<Exclude<CodeVerdict, 'ok'>, { code: string; message: string }> = {
  missing: { code: 'sms_code_missing', message: 'Request a new code first.' },
  expired: { code: 'sms_code_expired', message: 'This code has expired. Request a new one.' },
  invalid: { code: 'sms_code_invalid', message: "That code isn't valid. Please check it and try again." },
  exhausted: { code: 'sms_code_attempts_exceeded', message: 'Too many wrong codes. Request a new one.' },
};

const hashOf = (ctx: AppContext, phone: string, code: string) => ctx.entry.hash(SIGNUP_SMS, phone, code);

export async function sendSignupCode(ctx: AppContext, req: FastifyRequest, phone: string, clientId: string): Promise<void> {
  const { limits } = ctx.entry;
  takeAll(
    [
      { limiter: limits.smsCooldown, key: phone },
      { limiter: limits.smsPerNumber, key: phone },
      { limiter: limits.smsPerIp, key: req.ip },
    ],
    'Please wait before asking for another code.',
  );
  const code = ctx.entry.secrets.code();
  const now = ctx.now();
  ctx.entry.stores.codes.revokeAll(SIGNUP_SMS, phone, now);
  ctx.entry.stores.codes.create({
    purpose: SIGNUP_SMS,
    subject: phone,
    codeHash: hashOf(ctx, phone, code),
    userId: null,
    data: JSON.stringify({ clientId: clientId.slice(0, 100), verified: false }),
    createdMs: now,
    expiresMs: now + EntryTtl.smsCodeMs,
  });
  await ctx.entry.sender.send(Messages.signupCode(phone, code));
}

/**
 * Checks a code for the number. `consume` uses it up (account creation); otherwise a right
 * code is marked verified. Wrong codes count per code and per address (429 past the limit).
 */
export function checkSignupCode(ctx: AppContext, req: FastifyRequest, phone: string, raw: string, consume: boolean): CodeVerdict {
  const { stores, limits } = ctx.entry;
  const wait = limits.codeFailuresPerIp.wait(req.ip);
  if (wait > 0) throw tooMany(wait);
  const row = stores.codes.latestUnused(SIGNUP_SMS, phone);
  if (!row) return 'missing';
  if (row.expiresMs <= ctx.now()) return 'expired';
  if (row.attempts >= CODE_ATTEMPTS) return 'exhausted';
  const code = readCode(raw);
  if (code === null || hashOf(ctx, phone, code) !== row.codeHash) {
    limits.codeFailuresPerIp.hit(req.ip);
    return stores.codes.countAttempt(row.id) >= CODE_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  if (consume) return stores.codes.markUsed(row.id, ctx.now()) ? 'ok' : 'missing';
  stores.codes.setData(row.id, JSON.stringify({ ...(JSON.parse(row.data) as object), verified: true }));
  return 'ok';
}
