/**
 * Phone sign-up's SMS code (000 §4 Sign-up): code requested, code sent, code entered and
 * verified or failed, resend, change number. Messages follow 000 §8: a failed code request
 * shows the first server error or the unknown sign-up error; a failed verification shows
 * errors.nonce[0] or the exception message.
 *
 *   idle ─code-requested─▶ requesting ─code-sent─▶ sent ─code-entered─▶ verifying ─code-verified─▶ verified
 *             ▲                 └─code-request-failed─▶ idle (error)       └─code-verification-failed─▶ sent (error)
 *   sent ─number-change-requested─▶ changing ─code-requested (new number)─▶ requesting
 */
import { SIGNUP_UNKNOWN_ERROR } from '../signup-rules';

export type PhoneCodeStep = 'idle' | 'requesting' | 'sent' | 'verifying' | 'verified' | 'changing';

export interface PhoneCodeState {
  step: PhoneCodeStep;
  phone: string;
  /** When the last code went out (the resend countdown, two-factor.ts resendState). */
  lastSentAt: number | null;
  error: string | null;
}

export type PhoneCodeAction =
  | { type: 'code-requested'; phone: string }
  | { type: 'code-sent'; at: number }
  | { type: 'code-request-failed'; message: string }
  | { type: 'code-entered' }
  | { type: 'code-verified' }
  | { type: 'code-verification-failed'; message: string }
  | { type: 'number-change-requested' };

export const initialPhoneCode: PhoneCodeState = { step: 'idle', phone: '', lastSentAt: null, error: null };

export function phoneCodeReducer(s: PhoneCodeState, a: PhoneCodeAction): PhoneCodeState {
  switch (a.type) {
    case 'code-requested':
      return { ...s, step: 'requesting', phone: a.phone, error: null, lastSentAt: a.phone === s.phone ? s.lastSentAt : null };
    case 'code-sent':
      return { ...s, step: 'sent', lastSentAt: a.at, error: null };
    case 'code-request-failed':
      return { ...s, step: s.lastSentAt === null ? 'idle' : 'sent', error: a.message };
    case 'code-entered':
      return s.step === 'sent' ? { ...s, step: 'verifying', error: null } : s;
    case 'code-verified':
      return { ...s, step: 'verified', error: null };
    case 'code-verification-failed':
      return { ...s, step: 'sent', error: a.message };
    case 'number-change-requested':
      return { ...s, step: 'changing', error: null };
  }
}

type ErrorMap = Record<string, unknown> | undefined;

function firstMessage(errors: ErrorMap): string | null {
  for (const list of Object.values(errors ?? {})) {
    if (!Array.isArray(list)) continue;
    const first: unknown = list[0];
    if (typeof first === 'string' && first !== '') return first;
    if (typeof first === 'object' && first !== null && typeof (first as { message?: unknown }).message === 'string') return (first as { message: string }).message;
  }
  return null;
}

/** 000 §8: the first server error message, else the unknown sign-up error. */
export function codeRequestError(errors: ErrorMap, message: string | null): string {
  return firstMessage(errors) ?? (message || SIGNUP_UNKNOWN_ERROR);
}

/** 000 §8: errors.nonce[0], else the exception message. */
export function codeVerifyError(errors: ErrorMap, exceptionMessage: string): string {
  const nonce = errors?.nonce;
  if (Array.isArray(nonce) && typeof nonce[0] === 'string' && nonce[0] !== '') return nonce[0];
  return exceptionMessage || SIGNUP_UNKNOWN_ERROR;
}
