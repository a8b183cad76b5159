import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type { WireSmsSentResponse, WireSmsVerifyResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError } from '../auth/flow-errors';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { normalizePhone } from '../signup/phone';
import { checkSignupCode, CodeVerdictMessage, sendSignupCode } from '../signup/signup-sms';

/**
 * 000 §7 Sign-up, phone codes:
 * - POST /accounts/send_signup_sms_code_ajax/ {client_id, phone_number, phone_id | big_blue_token}
 *   → {sms_sent: true, phone_number}; 400 {sms_sent: false, errors.phone_number} for an
 *   invalid or taken number; 429 (retry_after_seconds) within 30 s of the last code to the
 *   number, past 5 codes an hour per number or 30 per address.
 * - POST /accounts/validate_signup_sms_code_ajax/ {client_id, phone_number, sms_code}
 *   → {verified: true}; 400 {verified: false, error_type: sms_code_validation_code_invalid,
 *   errors.nonce: [{code, message}]} (000 §8 "errors.nonce[0]"), codes sms_code_invalid,
 *   sms_code_expired, sms_code_missing, sms_code_attempts_exceeded.
 */
const SendBody = z.object({
  client_id: formText.default(''),
  phone_number: formText,
  phone_id: formText.optional(),
  big_blue_token: formText.optional(),
});
const ValidateBody = z.object({ client_id: formText.default(''), phone_number: formText, sms_code: formText });

const fieldError = (code: string, message: string, extra: Record<string, unknown>) =>
  badRequest(message, { ...extra, errors: { phone_number: [{ code, message }] } });

export function signupPhoneRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readPhone = (raw: string, extra: Record<string, unknown>): string => {
    const phone = normalizePhone(raw);
    if (!phone) throw flowError(400, AuthErrorType.invalidPhoneNumber, 'Enter a valid phone number.', {
      ...extra,
      errors: { phone_number: [{ code: 'invalid_phone_number', message: 'Enter a valid phone number.' }] },
    });
    return phone;
  };

  app.post(AuthPath.sendSignupSmsCode, async (req) => {
    const body = parseInput(SendBody, req.body);
    const phone = readPhone(body.phone_number, { sms_sent: false });
    if (ctx.entry.stores.phones.userIdByPhone(phone) !== undefined) {
      throw fieldError('phone_number_taken', 'Another account is using the same phone number.', { sms_sent: false });
    }
    await sendSignupCode(ctx, req, phone, body.client_id);
    ctx.entry.stores.deviceContacts.remember(req.machineId, { phoneNumber: phone }, ctx.now());
    const res: WireSmsSentResponse = { status: 'ok', sms_sent: true, phone_number: phone };
    return res;
  });

  app.post(AuthPath.validateSignupSmsCode, async (req) => {
    const body = parseInput(ValidateBody, req.body);
    const phone = readPhone(body.phone_number, { verified: false });
    const verdict = checkSignupCode(ctx, req, phone, body.sms_code, false);
    if (verdict !== 'ok') {
      const { code, message } = CodeVerdictMessage[verdict];
      throw flowError(400, AuthErrorType.smsCodeInvalid, message, { verified: false, errors: { nonce: [{ code, message }] } });
    }
    const res: WireSmsVerifyResponse = { status: 'ok', verified: true };
    return res;
  });
}
