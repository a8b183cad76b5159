/**
 * One-tap login (000 §3 Stored one-tap login entries, 000 §4 One-tap login, 000 §6): offered
 * only on mobile, with saved nonces, and when forced authentication is not requested.
 */
import { LoginFailureType } from './login-failure';

export interface DeviceFacts {
  viewportWidth: number;
  userAgent: string;
}

/** Phones and tablets by user agent. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|Windows Phone/i;
/** Ours: below this width the mobile layout is used (a narrow window counts as mobile). */
export const MOBILE_MAX_WIDTH = 735;

export function isMobileDevice(d: DeviceFacts): boolean {
  return MOBILE_UA.test(d.userAgent) || d.viewportWidth <= MOBILE_MAX_WIDTH;
}

/** Ours: the query parameter that asks for forced authentication (000 §6 "forced authentication"). */
export const FORCE_AUTH_PARAM = 'force_authentication';

export function forceAuthenticationRequested(search: string): boolean {
  const v = new URLSearchParams(search).get(FORCE_AUTH_PARAM);
  return v !== null && v !== '0' && v !== 'false';
}

/** 000 §6: one-tap only on mobile, with saved nonces, without forced authentication. */
export function oneTapOffered(input: { mobile: boolean; savedEntries: number; forceAuthentication: boolean }): boolean {
  return input.mobile && input.savedEntries > 0 && !input.forceAuthentication;
}

export type OneTapFailureAction = 'remove-nonce-and-login' | 'retry-toast';

/**
 * 000 §4: invalid_one_tap_nonce removes the stored nonce, shows a failed toast and switches
 * to login; other failures show a toast with a retry action.
 */
export function oneTapFailureAction(errorType: string | null): OneTapFailureAction {
  return errorType === LoginFailureType.invalidOneTapNonce ? 'remove-nonce-and-login' : 'retry-toast';
}
