import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType } from '../../sync/api/auth-wire';
import type {
  WireCheckEmailResponse,
  WireCheckPhoneResponse,
  WireContactPrefillResponse,
  WireContactTakenResponse,
  WireUsernameSuggestionsResponse,
} from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError, tooMany } from '../auth/flow-errors';
import { badRequest } from '../http/errors';
import { formText, parseInput } from '../http/validate';
import { normalizePhone, splitPhone } from '../signup/phone';
import { suggestUsernames } from '../signup/username-suggestions';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * 000 §7 Sign-up contact checks (payloads partly ours where the spec shows none):
 * - POST /accounts/check_email/ {email} → {email, available}; 400 invalid_email
 * - POST /accounts/check_phone_number/ {phone_number} → {phone_number, available,
 *   country_code, national_number}; 400 invalid_phone_number
 * - GET  /accounts/is_contact_taken/?check_email=&check_phone= → {email_taken, phone_taken}
 * - POST /accounts/username_suggestions/ {email, name} → {suggestions} (up to 5, all free)
 * - POST /accounts/contact_point_prefill/ {device_id, phone_id, big_blue_token} → {email,
 *   phone_number, region_code, country_code, national_number}: contact points entered on
 *   this device (the mid cookie; the device_id field is not trusted), else empty strings.
 * These answer whether a contact point is taken, as sign-up must; 300 checks per 15
 * minutes per address bound enumeration.
 */
const random = () => randomInt(0, 1_000_000) / 1_000_000;

export function contactCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { stores, limits } = ctx.entry;
  const meter = (req: FastifyRequest) => {
    const wait = limits.contactChecksPerIp.take(req.ip);
    if (wait > 0) throw tooMany(wait);
  };
  const emailTaken = (email: string) => ctx.repos.users.byEmail(email) !== undefined;
  const phoneTaken = (phone: string) => stores.phones.userIdByPhone(phone) !== undefined;

  app.post(AuthPath.checkEmail, async (req) => {
    meter(req);
    const email = normalizeEmail(parseInput(z.object({ email: formText }), req.body).email);
    if (!EMAIL_PATTERN.test(email)) throw flowError(400, AuthErrorType.invalidEmail, 'Enter a valid email address.');
    const res: WireCheckEmailResponse = { status: 'ok', email, available: !emailTaken(email) };
    return res;
  });

  app.post(AuthPath.checkPhoneNumber, async (req) => {
    meter(req);
    const phone = normalizePhone(parseInput(z.object({ phone_number: formText }), req.body).phone_number);
    if (!phone) throw flowError(400, AuthErrorType.invalidPhoneNumber, 'Enter a valid phone number.');
    const parts = splitPhone(phone);
    const res: WireCheckPhoneResponse = {
      status: 'ok',
      phone_number: phone,
      available: !phoneTaken(phone),
      country_code: parts.countryCode,
      national_number: parts.nationalNumber,
    };
    return res;
  });

  app.get(AuthPath.isContactTaken, async (req) => {
    meter(req);
    const q = parseInput(z.object({ check_email: formText.optional(), check_phone: formText.optional() }), req.query, 'query');
    if (!q.check_email && !q.check_phone) throw badRequest('check_email: give check_email or check_phone');
    const email = q.check_email ? normalizeEmail(q.check_email) : '';
    const phone = q.check_phone ? normalizePhone(q.check_phone) : null;
    const res: WireContactTakenResponse = {
      status: 'ok',
      email_taken: EMAIL_PATTERN.test(email) && emailTaken(email),
      phone_taken: phone !== null && phoneTaken(phone),
    };
    return res;
  });

  app.post(AuthPath.usernameSuggestions, async (req) => {
    const body = parseInput(z.object({ email: formText.default(''), name: formText.default('') }), req.body);
    const suggestions = suggestUsernames(
      { email: body.email, firstName: body.name, username: '' },
      (c) => ctx.repos.users.takenUsernames(c),
      random,
    );
    const res: WireUsernameSuggestionsResponse = { status: 'ok', suggestions };
    return res;
  });

  app.post(AuthPath.contactPointPrefill, async (req) => {
    const known = stores.deviceContacts.get(req.machineId);
    const phone = known?.phoneNumber ?? '';
    const parts = phone === '' ? { countryCode: '', nationalNumber: '', regionCode: '' } : splitPhone(phone);
    const res: WireContactPrefillResponse = {
      status: 'ok',
      email: known?.email ?? '',
      phone_number: phone,
      region_code: parts.regionCode,
      country_code: parts.countryCode,
      national_number: parts.nationalNumber,
    };
    return res;
  });
}
