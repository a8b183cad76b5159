/**
 * Auth modes of 000 §4 as a pure reducer.
 *
 *   none ─login-mode-chosen─▶ oneTapLogin | fbLogin | login      (and the login URL is shown)
 *   any  ─signup-mode-chosen─▶ multiStepSignup (first step URL) | signup
 *   login ─captcha-required─▶ captcha      login ─two-factor-challenged─▶ twoFactor
 *   oneTapLogin ─one-tap-nonce-rejected─▶ login
 *   any  ─auth-closed─▶ none
 */
import { AuthPaths } from './redirects';
import { firstSignupStep, signupStepPath } from './signup-steps';

export const AuthMode = {
  login: 'login',
  fbLogin: 'fbLogin',
  signup: 'signup',
  captcha: 'captcha',
  twoFactor: 'twoFactor',
  oneTapLogin: 'oneTapLogin',
  multiStepSignup: 'multiStepSignup',
  none: 'none',
} as const;
export type AuthMode = (typeof AuthMode)[keyof typeof AuthMode];

export interface AuthModeState {
  mode: AuthMode;
  /** The URL the screen must show after this transition, or null to stay. */
  path: string | null;
}

export type AuthModeAction =
  | { type: 'login-mode-chosen'; oneTapRequested: boolean; socialLoggedIn: boolean }
  | { type: 'signup-mode-chosen'; multiStep: boolean }
  | { type: 'captcha-required' }
  | { type: 'two-factor-challenged'; path: string }
  | { type: 'one-tap-nonce-rejected' }
  | { type: 'auth-closed' };

export const initialAuthMode: AuthModeState = { mode: AuthMode.none, path: null };

/** 000 §4: one-tap when requested, else social login when logged into the network, else login. */
function loginMode(oneTapRequested: boolean, socialLoggedIn: boolean): AuthMode {
  if (oneTapRequested) return AuthMode.oneTapLogin;
  return socialLoggedIn ? AuthMode.fbLogin : AuthMode.login;
}

export function authModeReducer(state: AuthModeState, action: AuthModeAction): AuthModeState {
  switch (action.type) {
    case 'login-mode-chosen':
      return { mode: loginMode(action.oneTapRequested, action.socialLoggedIn), path: AuthPaths.login };
    case 'signup-mode-chosen':
      return action.multiStep
        ? { mode: AuthMode.multiStepSignup, path: signupStepPath(firstSignupStep(true)) }
        : { mode: AuthMode.signup, path: signupStepPath(firstSignupStep(false)) };
    case 'captcha-required':
      return { mode: AuthMode.captcha, path: null };
    case 'two-factor-challenged':
      return { mode: AuthMode.twoFactor, path: action.path };
    case 'one-tap-nonce-rejected':
      return state.mode === AuthMode.oneTapLogin ? { mode: AuthMode.login, path: AuthPaths.login } : state;
    case 'auth-closed':
      return initialAuthMode;
  }
}
