import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthPath } from '../../sync/api/auth-paths';
import { AuthErrorType, ConsentEntryPoint, ConsentKey, ConsentState, ParentalAction } from '../../sync/api/auth-wire';
import type { WireParentalActionResponse, WireParentalInfoResponse } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { flowError } from '../auth/flow-errors';
import { AgeLimits, ageOfDob, readDob } from '../consent/age';
import { parentalRequired } from '../consent/flow';
import { optionalText, screenKey } from '../consent/input';
import { readParentalNonce, sendParentalEmail } from '../consent/parental';
import { consentResponse, pendingSession, saveSession, userSession } from '../consent/sessions';
import { badRequest } from '../http/errors';
import { formText, parseInput, userText } from '../http/validate';
import { EMAIL_PATTERN, normalizeEmail } from '../signup/validate-signup';

/**
 * Parental consent (000 §7 Consent):
 * - POST /web/consent/send_parental_consent_email/ {guardian_email, current_screen_key, gdpr_s?}
 *   → WireConsentResponse (finished, parental_email_sent true); 400 invalid_email (000 §5);
 *   400 when the session needs no parental consent; 429 after 3 emails an hour.
 * - GET /web/consent/parental_consent_info/?nonce= → WireParentalInfoResponse (ours).
 * - POST /web/consent/parental_consent_action/ {nonce, action approve|deny, first_name,
 *   last_name, pc_id} → {action}; 400 invalid_parental_consent_nonce when unknown, used or
 *   expired. Approving needs the parent's first and last name and date of birth (day, month,
 *   year): 400 invalid_dob when it is not a real past date, 400 parent_too_young under 18
 *   (000 §9 minimum parent age); the link stays usable then. The birthday is checked, not
 *   kept. 000 §2: the client then goes to /terms/start/?entry_point=reg.
 */
const SendBody = z.object({ guardian_email: formText, current_screen_key: screenKey, gdpr_s: optionalText });
const ActionBody = z.object({
  nonce: formText,
  action: z.enum([ParentalAction.approve, ParentalAction.deny]),
  first_name: userText.optional(),
  last_name: userText.optional(),
  pc_id: optionalText,
  day: optionalText,
  month: optionalText,
  year: optionalText,
});
const MAX_NAME = 64;

/** 000 §9: a parent is at least 18. Where a parent's consent is taken, so is their date of birth. */
function checkParentAge(ctx: AppContext, body: { day?: string | undefined; month?: string | undefined; year?: string | undefined }): void {
  const today = new Date(ctx.now());
  const dob = readDob(body.year ?? '', body.month ?? '', body.day ?? '', today);
  if (!dob) throw flowError(400, AuthErrorType.invalidDob, 'Enter your date of birth.');
  if (ageOfDob(dob, today) < AgeLimits.adult) {
    throw flowError(400, AuthErrorType.parentTooYoung, 'A parent or guardian must be at least 18 years old to approve.');
  }
}

export function parentalConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(AuthPath.consentSendParentalEmail, async (req) => {
    const body = parseInput(SendBody, req.body);
    const viewer = req.viewer;
    if (!viewer && !body.gdpr_s) throw badRequest('gdpr_s: required when logged out');
    const email = normalizeEmail(body.guardian_email);
    if (!EMAIL_PATTERN.test(email)) throw flowError(400, AuthErrorType.invalidEmail, 'Enter a valid email address.');
    const s = viewer ? userSession(ctx, viewer, req.machineId) : pendingSession(ctx, body.gdpr_s ?? '');
    if (!parentalRequired(s, new Date(ctx.now()))) throw badRequest('guardian_email: parental consent is not needed.');
    await sendParentalEmail(ctx, s, email);
    const saved = saveSession(ctx, {
      ...s,
      guardianEmail: email,
      parentalStatus: 'pending',
      states: { ...s.states, [ConsentKey.parentalIntro]: ConsentState.consented, [ConsentKey.parentalEmail]: ConsentState.reviewed },
    });
    return consentResponse(ctx, saved, {
      newUser: !viewer,
      entryPoint: viewer ? ConsentEntryPoint.block : ConsentEntryPoint.reg,
      atFetch: false,
    });
  });

  app.get(AuthPath.consentParentalInfo, async (req) => {
    const q = parseInput(z.object({ nonce: formText, pc_id: optionalText }), req.query, 'query');
    const { session } = readParentalNonce(ctx, req, q.nonce, q.pc_id);
    const child = session.userId === null ? undefined : ctx.repos.users.byId(session.userId);
    const res: WireParentalInfoResponse = {
      status: 'ok',
      pc_id: session.id,
      guardian_email: session.guardianEmail ?? '',
      child: child ? { username: child.username, full_name: child.fullName } : null,
      parental_status: session.parentalStatus ?? 'pending',
    };
    return res;
  });

  app.post(AuthPath.consentParentalAction, async (req) => {
    const body = parseInput(ActionBody, req.body);
    const first = (body.first_name ?? '').trim();
    const last = (body.last_name ?? '').trim();
    if (body.action === ParentalAction.approve) {
      if (first === '' || first.length > MAX_NAME) throw badRequest('first_name: enter your first name');
      if (last === '' || last.length > MAX_NAME) throw badRequest('last_name: enter your last name');
      checkParentAge(ctx, body);
    }
    const { row, session } = readParentalNonce(ctx, req, body.nonce, body.pc_id);
    if (!ctx.entry.stores.codes.markUsed(row.id, ctx.now())) throw flowError(400, AuthErrorType.invalidParentalNonce, 'This link is no longer valid.');
    const approved = body.action === ParentalAction.approve;
    saveSession(ctx, {
      ...session,
      parentalStatus: approved ? 'approved' : 'denied',
      parentName: approved ? `${first} ${last}` : null,
      states: { ...session.states, [ConsentKey.parentalEmail]: approved ? ConsentState.consented : ConsentState.withdrawn },
    });
    const res: WireParentalActionResponse = { status: 'ok', action: body.action };
    return res;
  });
}

