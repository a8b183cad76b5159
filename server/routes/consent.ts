import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType, ConsentEntryPoint, ConsentKey, ConsentState } from '../../sync/api/auth-wire';
import type { ScreenKey, TosVersion, WireAgeEligibilityResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError } from '../auth/flow-errors';
import { ageOfDob, bucketOf, eligibility, readDob } from '../consent/age';
import { applyInput } from '../consent/flow';
import type { ConsentSession } from '../consent/flow';
import { actionField, optionalText, screenKey, updatesField } from '../consent/input';
import { blankSession, consentResponse, isTosVersion, pendingSession, readEntryPoint, saveSession, userSession } from '../consent/sessions';
import { assertAgeCheckAllowed, attemptsLeft, deviceKeys, recordUnderage } from '../consent/underage';
import { badRequest, loginRequired } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * 000 §7 Consent (responses not shown in the spec: every call answers WireConsentResponse,
 * the next screen of sync/api/auth-wire.ts, except the age check):
 * - GET  /web/consent/fetch_parental_consent_reg/?gdpr_s=&tos_version=  new user (entry point reg)
 * - GET  /web/consent/get/roadblocking?entry_point=                     logged-in user
 * - POST /web/consent/check_age_eligibility/ {day, month, year, tos_version?, gdpr_s?, client_id?}
 * - POST /web/consent/new_user_flow/ {current_screen_key, dob, gdpr_s, updates, action?}  logged out
 * - POST /web/consent/update/ {updates, current_screen_key, action?}       logged in (000 §6)
 * - POST /web/consent/update_dob/ {day, month, year} or {dob}, gdpr_s when logged out
 * - POST /web/consent/reset_gdpr_consent/ {tos_version?, gdpr_s?}
 * - POST /terms/accept/                                                   logged in
 * An under-age answer (age check not eligible, or reaching under_13) counts one attempt per
 * device; after 2 in 24 hours age answers are 429 age_check_blocked (000 §4 Age, §9).
 */
const tosField = optionalText;
const DobBody = z.object({
  day: optionalText,
  month: optionalText,
  year: optionalText,
  dob: optionalText,
  gdpr_s: optionalText,
  client_id: optionalText,
  tos_version: tosField,
});
const FlowBody = z.object({
  current_screen_key: screenKey,
  dob: optionalText,
  gdpr_s: optionalText,
  updates: updatesField,
  action: actionField,
  tos_version: tosField,
  client_id: optionalText,
  entry_point: optionalText,
});
type FlowInput = Pick<z.output<typeof FlowBody>, 'current_screen_key' | 'updates' | 'dob' | 'action' | 'client_id'>;
const ResetBody = z.object({ tos_version: tosField, gdpr_s: optionalText });

const readTos = (v: string | undefined): TosVersion => {
  if (v === undefined || v === '') return 'default';
  if (!isTosVersion(v)) throw badRequest('tos_version: one of default, eu, row');
  return v;
};

const touchesAge = (updates: Record<string, unknown>, dob: string | undefined): boolean =>
  (dob !== undefined && dob !== '') || 'age_bucket' in updates || ConsentKey.dob in updates;

export function consentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const today = () => new Date(ctx.now());

  /** Applies a consent input to a session, counting an under-age result, and saves it. */
  function apply(req: FastifyRequest, s: ConsentSession, body: FlowInput): ConsentSession {
    const keys = deviceKeys(req, body.client_id);
    if (touchesAge(body.updates, body.dob)) assertAgeCheckAllowed(ctx, keys);
    const input = {
      screen: body.current_screen_key as ScreenKey,
      updates: body.updates,
      ...(body.dob ? { dob: body.dob } : {}),
      ...(body.action ? { action: body.action } : {}),
    };
    const result = applyInput(s, input, today());
    if (!result.ok) {
      if (result.error === 'invalid_dob') throw flowError(400, AuthErrorType.invalidDob, result.message);
      throw badRequest(result.message);
    }
    if (result.becameUnderage) recordUnderage(ctx, keys);
    return saveSession(ctx, result.session);
  }

  app.get(AuthPath.consentFetchReg, async (req) => {
    const q = parseInput(z.object({ gdpr_s: optionalText, tos_version: tosField }), req.query, 'query');
    const s = q.gdpr_s ? pendingSession(ctx, q.gdpr_s) : saveSession(ctx, blankSession(ctx, req.machineId, readTos(q.tos_version), null));
    return consentResponse(ctx, s, { newUser: true, entryPoint: ConsentEntryPoint.reg, atFetch: true });
  });

  app.get(AuthPath.consentRoadblocking, async (req) => {
    if (!req.viewer) throw loginRequired();
    const q = parseInput(z.object({ entry_point: optionalText }), req.query, 'query');
    const s = userSession(ctx, req.viewer, req.machineId);
    return consentResponse(ctx, s, { newUser: false, entryPoint: readEntryPoint(q.entry_point, ConsentEntryPoint.block), atFetch: true });
  });

  app.post(AuthPath.consentCheckAge, async (req) => {
    const body = parseInput(DobBody, req.body);
    const keys = deviceKeys(req, body.client_id);
    assertAgeCheckAllowed(ctx, keys);
    const dob = readDob(body.year ?? '', body.month ?? '', body.day ?? '', today());
    if (!dob) throw flowError(400, AuthErrorType.invalidDob, 'Enter a valid date of birth.');
    const tos = body.gdpr_s ? pendingSession(ctx, body.gdpr_s).tosVersion : readTos(body.tos_version);
    const age = ageOfDob(dob, today());
    const verdict = eligibility(age, tos === 'eu');
    if (!verdict.eligible_to_register) recordUnderage(ctx, keys);
    const res: WireAgeEligibilityResponse = {
      status: 'ok',
      ...verdict,
      age_bucket: bucketOf(age),
      underage_attempts_left: attemptsLeft(ctx, keys),
    };
    return res;
  });

  app.post(AuthPath.consentNewUserFlow, async (req) => {
    const body = parseInput(FlowBody, req.body);
    const s = body.gdpr_s ? pendingSession(ctx, body.gdpr_s) : blankSession(ctx, req.machineId, readTos(body.tos_version), null);
    return consentResponse(ctx, apply(req, s, body), { newUser: true, entryPoint: ConsentEntryPoint.reg, atFetch: false });
  });

  app.post(AuthPath.consentUpdate, async (req) => {
    if (!req.viewer) throw loginRequired();
    const body = parseInput(FlowBody, req.body);
    const s = apply(req, userSession(ctx, req.viewer, req.machineId), body);
    return consentResponse(ctx, s, { newUser: false, entryPoint: readEntryPoint(body.entry_point, ConsentEntryPoint.block), atFetch: false });
  });

  app.post(AuthPath.consentUpdateDob, async (req) => {
    const body = parseInput(DobBody, req.body);
    const viewer = req.viewer;
    if (!viewer && !body.gdpr_s) throw badRequest('gdpr_s: required when logged out');
    const s = viewer ? userSession(ctx, viewer, req.machineId) : pendingSession(ctx, body.gdpr_s ?? '');
    const dob = body.dob ?? (body.year ? `${body.year}-${body.month ?? ''}-${body.day ?? ''}` : '');
    const flow: FlowInput = { current_screen_key: 'dob', dob, updates: {}, action: undefined, client_id: body.client_id };
    if (dob === '') throw flowError(400, AuthErrorType.invalidDob, 'Enter a valid date of birth.');
    const saved = apply(req, s, flow);
    return consentResponse(ctx, saved, { newUser: !viewer, entryPoint: viewer ? ConsentEntryPoint.block : ConsentEntryPoint.reg, atFetch: false });
  });

  app.post(AuthPath.consentReset, async (req) => {
    const body = parseInput(ResetBody, req.body);
    const viewer = req.viewer;
    if (!viewer && !body.gdpr_s) throw badRequest('gdpr_s: required when logged out');
    const old = viewer ? userSession(ctx, viewer, req.machineId) : pendingSession(ctx, body.gdpr_s ?? '');
    const tos = body.tos_version ? readTos(body.tos_version) : old.tosVersion;
    const s = saveSession(ctx, { ...blankSession(ctx, old.deviceId, tos, old.userId), id: old.id, createdMs: old.createdMs });
    return consentResponse(ctx, s, { newUser: !viewer, entryPoint: viewer ? ConsentEntryPoint.block : ConsentEntryPoint.reg, atFetch: true });
  });

  app.post(AuthPath.termsAccept, async (req) => {
    if (!req.viewer) throw loginRequired();
    const s = userSession(ctx, req.viewer, req.machineId);
    const saved = saveSession(ctx, { ...s, states: { ...s.states, [ConsentKey.tosDataPolicy]: ConsentState.consented } });
    return consentResponse(ctx, saved, { newUser: false, entryPoint: ConsentEntryPoint.block, atFetch: false });
  });
}

