import type { FastifyRequest } from 'fastify';
import { ConsentKey, ConsentState, ScreenKey } from '../../sync/api/auth-wire';
import type { AppContext } from '../app-context';
import { nextScreen, setDob } from '../consent/flow';
import type { ConsentSession } from '../consent/flow';
import { blankSession, pendingSession } from '../consent/sessions';
import { HttpError } from '../http/errors';
import { checkSignupCode, CodeVerdictMessage } from './signup-sms';
import type { FieldError } from './validate-signup';

/**
 * The steps of a real sign-up (web_create_ajax, not the dry run) after the field checks:
 * the phone's SMS code (000 §4 "If the response errors include phone_autoconfirm, the flow
 * falls back to the SMS code. If sms_code is the only error, an SMS code is requested") and
 * the consent of a gdpr sign-up (000 §4 "new users finish consent into sign-up with gdpr_s").
 */
export type FieldErrors = Record<string, FieldError[]>;

const one = (field: string, code: string, message: string): FieldErrors => ({ [field]: [{ code, message }] });

/** Without a code: sms_code (the client requests one), or phone_autoconfirm when the client tried to autoconfirm. */
export function missingCodeErrors(autoconfirmTried: boolean): FieldErrors {
  return autoconfirmTried
    ? one('phone_autoconfirm', 'phone_autoconfirm_failed', 'We couldn’t confirm your number automatically. Enter the code we text you.')
    : one('sms_code', 'sms_code_required', 'Enter the code we sent to your phone.');
}

/** Uses the code up; errors.sms_code when it is wrong, expired, used or dead. */
export function consumeCodeErrors(ctx: AppContext, req: FastifyRequest, phone: string, code: string): FieldErrors | null {
  const verdict = checkSignupCode(ctx, req, phone, code, true);
  if (verdict === 'ok') return null;
  const { code: c, message } = CodeVerdictMessage[verdict];
  return one('sms_code', c, message);
}

/**
 * The consent session a sign-up finishes: needed when tos_version is 'eu' (or gdpr_s came).
 * It must have reached `finished` once the form's birthday is known.
 */
export function signupConsent(
  ctx: AppContext,
  gdprS: string,
  tosVersion: string,
  birthday: string | null,
): { session: ConsentSession | null; errors: FieldErrors | null } {
  if (gdprS === '' && tosVersion !== 'eu') return { session: null, errors: null };
  if (gdprS === '') return { session: null, errors: one('gdpr_s', 'consent_required', 'Please review and agree to our terms first.') };
  let session: ConsentSession;
  try {
    session = pendingSession(ctx, gdprS);
  } catch (e) {
    if (e instanceof HttpError) return { session: null, errors: one('gdpr_s', 'consent_invalid', e.message) };
    throw e;
  }
  const today = new Date(ctx.now());
  const checked = birthday !== null && session.dob === null ? setDob(session, birthday, today) : session;
  const screen = nextScreen(checked, today, true);
  if (screen === ScreenKey.finished) return { session: checked, errors: null };
  const code = screen === ScreenKey.parentalConsent ? 'parental_consent_required' : 'consent_required';
  return { session: null, errors: one('gdpr_s', code, 'Please finish reviewing our terms first.') };
}

/** The consent record of a new account: its finished session, or the terms agreed by signing up. */
export function consentForNewUser(ctx: AppContext, deviceId: string, userId: number, session: ConsentSession | null, tosVersion: string): ConsentSession {
  if (session) {
    // The intro for existing users does not apply to someone who just agreed as a new user.
    const intro = session.states[ConsentKey.existingUserIntro] ?? ConsentState.defaultNotSeen;
    const states = { ...session.states, [ConsentKey.existingUserIntro]: intro === ConsentState.defaultNotSeen ? ConsentState.notApplicable : intro };
    return { ...session, userId, states, updatedMs: ctx.now() };
  }
  const tos = tosVersion === 'row' ? 'row' : 'default';
  return {
    ...blankSession(ctx, deviceId, tos, userId),
    states: {
      [ConsentKey.tosDataPolicy]: ConsentState.consented,
      [ConsentKey.age]: ConsentState.consented,
      [ConsentKey.dob]: ConsentState.consented,
      [ConsentKey.existingUserIntro]: ConsentState.notApplicable,
      [ConsentKey.parentalIntro]: ConsentState.notApplicable,
      [ConsentKey.parentalEmail]: ConsentState.notApplicable,
    },
  };
}
