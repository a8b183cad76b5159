import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { checkPhoneCode, sendPhoneCode } from '../auth/phone-codes';
import type { CodeVerdict } from '../auth/phone-codes';
import { Messages } from '../mail/messages';

/**
 * Sign-up SMS codes (000 §4 "Phone sign-up: code requested, code sent, code entered and
 * verified or failed, resend, change number"): phone codes (auth/phone-codes.ts) bound to the
 * number. Validating a code marks it verified; creating the account uses it up (single use).
 *
 *   send ──▶ live ──validate ok──▶ verified ──web_create_ajax──▶ used
 *             │ wrong ×5 / 10 min ▶ dead (request a new code)
 */
export const SIGNUP_SMS = 'signup_sms';

export { CodeVerdictMessage } from '../auth/phone-codes';
export type { CodeVerdict } from '../auth/phone-codes';

export function sendSignupCode(ctx: AppContext, req: FastifyRequest, phone: string, clientId: string): Promise<void> {
  return sendPhoneCode(ctx, req, { purpose: SIGNUP_SMS, subject: phone }, {
    phone,
    userId: null,
    data: { clientId: clientId.slice(0, 100), verified: false },
    message: Messages.signupCode,
  });
}

/** Checks a code for the number: `consume` uses it up (account creation); otherwise a right code is marked verified. */
export function checkSignupCode(ctx: AppContext, req: FastifyRequest, phone: string, raw: string, consume: boolean): CodeVerdict {
  return checkPhoneCode(ctx, req, { purpose: SIGNUP_SMS, subject: phone }, raw, consume);
}
