import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { OutgoingMessage } from '../mail/sender';
import { CODE_ATTEMPTS, EntryTtl } from './entry-limits';
import { takeAll, tooMany } from './flow-errors';
import { readCode } from './secrets';

/**
 * 6-digit codes texted to a phone number to prove it (sign-up's SMS step, turning on
 * two-factor by text message). Kept as an HMAC bound to the purpose and the subject, 10
 * minutes, 5 wrong tries; a new code revokes the previous one of the same subject; once per
 * 30 s per number (000 §5), 5 an hour per number, and per address.
 *
 *   send ──▶ live ──check ok──▶ verified / used
 *             │ wrong ×5 / 10 min ▶ dead (request a new code)
 */
export interface PhoneCodeTarget {
  purpose: string;
  /** What the code is bound to (the number, or the account and the number). */
  subject: string;
}

export type CodeVerdict = 'ok' | 'missing' | 'expired' | 'invalid' | 'exhausted';

export const CodeVerdictMessage: Record<Exclude<CodeVerdict, 'ok'>, { code: string; message: string }> = {
  missing: { code: 'sms_code_missing', message: 'Request a new code first.' },
  expired: { code: 'sms_code_expired', message: 'This code has expired. Request a new one.' },
  invalid: { code: 'sms_code_invalid', message: "That code isn't valid. Please check it and try again." },
  exhausted: { code: 'sms_code_attempts_exceeded', message: 'Too many wrong codes. Request a new one.' },
};

const hashOf = (ctx: AppContext, t: PhoneCodeTarget, code: string) => ctx.entry.hash(t.purpose, t.subject, code);

export async function sendPhoneCode(
  ctx: AppContext,
  req: FastifyRequest,
  t: PhoneCodeTarget,
  send: { phone: string; userId: number | null; data: object; message: (phone: string, code: string) => OutgoingMessage },
): Promise<void> {
  const { limits } = ctx.entry;
  takeAll(
    [
      { limiter: limits.smsCooldown, key: send.phone },
      { limiter: limits.smsPerNumber, key: send.phone },
      { limiter: limits.smsPerIp, key: req.ip },
    ],
    'Please wait before asking for another code.',
  );
  const code = ctx.entry.secrets.code();
  const now = ctx.now();
  ctx.entry.stores.codes.revokeAll(t.purpose, t.subject, now);
  ctx.entry.stores.codes.create({
    purpose: t.purpose,
    subject: t.subject,
    codeHash: hashOf(ctx, t, code),
    userId: send.userId,
    data: JSON.stringify(send.data),
    createdMs: now,
    expiresMs: now + EntryTtl.smsCodeMs,
  });
  await ctx.entry.sender.send(send.message(send.phone, code));
}

/**
 * Checks a code of the subject. `consume` uses it up; otherwise a right code is marked
 * verified. Wrong codes count per code and per address (429 past the limit).
 */
export function checkPhoneCode(ctx: AppContext, req: FastifyRequest, t: PhoneCodeTarget, raw: string, consume: boolean): CodeVerdict {
  const { stores, limits } = ctx.entry;
  const wait = limits.codeFailuresPerIp.wait(req.ip);
  if (wait > 0) throw tooMany(wait);
  const row = stores.codes.latestUnused(t.purpose, t.subject);
  if (!row) return 'missing';
  if (row.expiresMs <= ctx.now()) return 'expired';
  if (row.attempts >= CODE_ATTEMPTS) return 'exhausted';
  const code = readCode(raw);
  if (code === null || hashOf(ctx, t, code) !== row.codeHash) {
    limits.codeFailuresPerIp.hit(req.ip);
    return stores.codes.countAttempt(row.id) >= CODE_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  if (consume) return stores.codes.markUsed(row.id, ctx.now()) ? 'ok' : 'missing';
  stores.codes.setData(row.id, JSON.stringify({ ...(JSON.parse(row.data) as object), verified: true }));
  return 'ok';
}
