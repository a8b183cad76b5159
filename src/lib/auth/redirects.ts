/**
 * The post-login and post-sign-up redirect rules of 000 §2 that src/lib/post-login-redirect.ts
 * does not already hold: the one-tap path, the two-factor path, the login-loop guard, the
 * sign-up target (force URL, then next, then '/'; the mobile interstitial) and the validated
 * next of social-account linking (000 §5).
 */
import { HOME, isLoginPath, validateNext, withHl } from '../post-login-redirect';

export const AuthPaths = {
  login: '/accounts/login/',
  twoFactor: '/accounts/login/two_factor',
  oneTap: '/accounts/onetap/',
  registered: '/accounts/registered/',
} as const;

/** Base used only to parse relative paths; never navigated to. */
const BASE = 'https://app.invalid';

/** 000 §2: the one-tap path with next; a nonce is appended as an extra path segment when given. */
export function oneTapPath(next: string, nonce: string | null): string {
  const segment = nonce ? `${encodeURIComponent(nonce)}/` : '';
  return `${AuthPaths.oneTap}${segment}?next=${encodeURIComponent(next)}`;
}

/** 000 §2: the two-factor screen keeps the current query string and appends next when known. */
export function twoFactorPath(currentSearch: string, next: string | null): string {
  const params = new URLSearchParams(currentSearch);
  const valid = validateNext(next);
  if (valid !== null && !params.has('next')) params.append('next', valid);
  const query = params.toString();
  return query ? `${AuthPaths.twoFactor}?${query}` : AuthPaths.twoFactor;
}

/** 000 §2: a login page whose target (next) is itself the login page is a loop. */
export function isLoginLoop(target: string): boolean {
  if (!isLoginPath(target)) return false;
  const next = new URL(target, BASE).searchParams.get('next');
  return next !== null && isLoginPath(next);
}

/** 000 §2: a redirect to a login loop is blocked (null) and the attempt is logged. */
export function guardLoginRedirect(target: string, log: (event: string, detail: string) => void): string | null {
  if (!isLoginLoop(target)) return target;
  log('login_redirect_loop_blocked', target);
  return null;
}

export interface SignupTargetInput {
  forceUrl: string | null;
  next: string | null;
  hl: string | null;
  /** A mobile device (src/lib/auth/one-tap.ts isMobileDevice). */
  mobile: boolean;
  /** Social sign-up: the with-social flag goes in the interstitial's hash. */
  social: boolean;
}

/** The flag placed in the hash after a social sign-up (000 §2; the name is ours). */
export const WITH_SOCIAL_HASH = '#with_social';

/**
 * 000 §2: sign-up success goes to the force URL if given, then next, then '/'.
 *
 * "After sign-up on mobile from '/', it goes to the interstitial path": a sign-up started
 * from the home page is one whose target is '/' (no force URL, and next absent or '/'; the
 * logged-out home page sends visitors to log in or sign up with next '/'). On a mobile device
 * such a sign-up goes to the registration interstitial, with the target as its next (which it
 * continues to); a social sign-up places the with-social flag in the hash. A sign-up started
 * from another page (next elsewhere) goes straight back there, as on desktop.
 */
export function postSignupTarget(input: SignupTargetInput): string {
  const chosen = validateNext(input.forceUrl) ?? validateNext(input.next) ?? HOME;
  const target = withHl(isLoginPath(chosen) ? HOME : chosen, input.hl);
  if (!input.mobile || new URL(target, BASE).pathname !== HOME) return target;
  return `${AuthPaths.registered}?next=${encodeURIComponent(target)}${input.social ? WITH_SOCIAL_HASH : ''}`;
}

export type LinkNext = { ok: true; target: string } | { ok: false; target: typeof HOME };

/**
 * 000 §5: a next path for social linking must not start with http or //, and may contain only
 * letters, digits, dot, underscore, slash, question mark or equals, and must pass the general
 * check of src/lib/safe-next.ts; otherwise the redirect goes to '/' (the caller shows the
 * failed toast and logs the attempt).
 */
export function validateLinkNext(raw: string | null | undefined): LinkNext {
  const next = raw ?? '';
  if (next === '' || /^http/i.test(next) || next.startsWith('//') || !/^[A-Za-z0-9._/?=]+$/.test(next)) {
    return { ok: false, target: HOME };
  }
  // Dot segments are allowed characters, and '/.//host' normalises to '//host': the general check decides.
  const target = validateNext(next.startsWith('/') ? next : `/${next}`);
  return target === null ? { ok: false, target: HOME } : { ok: true, target };
}
