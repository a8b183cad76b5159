/**
 * Password login failures (000 §4 Password login): the failure types that are logged, and
 * what a failure carrying the account-recovery flag leads to.
 */
import { AuthLimits } from './auth-limits';

/** 000 §4: failure types logged. */
export const LoginFailureType = {
  loginRequired: 'login_required',
  passwordRequired: 'password_required',
  userNotFound: 'user_not_found',
  passwordMismatch: 'password_mismatch',
  loginMismatch: 'login_mismatch',
  fbNotAuthenticated: 'fb_not_authenticated',
  fb403Forbidden: 'fb_403_forbidden',
  fbUnknown: 'fb_unknown',
  ajaxError: 'ajax_error',
  initTwoFac: 'init_two_fac',
  invalidOneTapNonce: 'invalid_one_tap_nonce',
} as const;
export type LoginFailureType = (typeof LoginFailureType)[keyof typeof LoginFailureType];

const KNOWN: readonly string[] = Object.values(LoginFailureType);

export interface FailureFacts {
  /** error_type of the answer, if any. */
  errorType: string | null;
  /** HTTP status; 0 when no answer came. */
  statusCode: number;
  twoFactorRequired: boolean;
  /** Social login: the provider's token was refused (401/403) or the call failed otherwise. */
  social?: boolean;
}

/** The failure type to log for a failed login (000 §4). */
export function loginFailureType(f: FailureFacts): LoginFailureType {
  if (f.twoFactorRequired) return LoginFailureType.initTwoFac;
  if (f.errorType !== null && KNOWN.includes(f.errorType)) return f.errorType as LoginFailureType;
  if (f.social) {
    if (f.statusCode === 403) return LoginFailureType.fb403Forbidden;
    if (f.statusCode === 401) return LoginFailureType.fbNotAuthenticated;
    return LoginFailureType.fbUnknown;
  }
  return LoginFailureType.ajaxError;
}

export type RecoveryStep = 'user-not-found-toast' | 'fetch-recovery-options' | 'recovery-modal' | 'none';

/**
 * 000 §4: a failure with the account-recovery flag shows the user-not-found toast when the
 * user does not exist; otherwise from the second submission on (submission count at least 1,
 * 000 §9) the recovery options are fetched, else the recovery modal is shown.
 */
export function recoveryStep(input: { recoveryFlag: boolean; userExists: boolean; submissionCount: number }): RecoveryStep {
  if (!input.recoveryFlag) return 'none';
  if (!input.userExists) return 'user-not-found-toast';
  return input.submissionCount >= AuthLimits.recoveryOptionsFromSubmission ? 'fetch-recovery-options' : 'recovery-modal';
}
