import { describe, expect, it } from 'vitest';
import { AuthMode, authModeReducer, initialAuthMode, type AuthModeAction, type AuthModeState } from './auth-mode';

const fold = (actions: AuthModeAction[], from: AuthModeState = initialAuthMode) => actions.reduce(authModeReducer, from);

describe('auth modes (000 §4)', () => {
  it('switching to login gives oneTapLogin when one-tap is requested', () => {
    expect(fold([{ type: 'login-mode-chosen', oneTapRequested: true, socialLoggedIn: true }]).mode).toBe(AuthMode.oneTapLogin);
  });
  it('else social login when the viewer is logged into the social network', () => {
    expect(fold([{ type: 'login-mode-chosen', oneTapRequested: false, socialLoggedIn: true }]).mode).toBe(AuthMode.fbLogin);
  });
  it('else login', () => {
    expect(fold([{ type: 'login-mode-chosen', oneTapRequested: false, socialLoggedIn: false }]).mode).toBe(AuthMode.login);
  });
  it('switching to a login mode ensures the login URL is shown', () => {
    const s = fold([{ type: 'signup-mode-chosen', multiStep: false }, { type: 'login-mode-chosen', oneTapRequested: true, socialLoggedIn: false }]);
    expect(s.path).toBe('/accounts/login/');
  });
  it('with multi-step sign-up on, switching to sign-up navigates to the first step', () => {
    expect(fold([{ type: 'signup-mode-chosen', multiStep: true }])).toEqual({ mode: AuthMode.multiStepSignup, path: '/accounts/emailsignup/contact_point/' });
  });
  it('with multi-step sign-up off, sign-up is the single form', () => {
    expect(fold([{ type: 'signup-mode-chosen', multiStep: false }])).toEqual({ mode: AuthMode.signup, path: '/accounts/emailsignup/' });
  });
  it('a two-factor challenge goes to the two-factor screen', () => {
    const s = fold([{ type: 'login-mode-chosen', oneTapRequested: false, socialLoggedIn: false }, { type: 'two-factor-challenged', path: '/accounts/login/two_factor?next=%2F' }]);
    expect(s).toEqual({ mode: AuthMode.twoFactor, path: '/accounts/login/two_factor?next=%2F' });
  });
  it('a rejected one-tap nonce switches to login (000 §4 One-tap login)', () => {
    expect(fold([{ type: 'login-mode-chosen', oneTapRequested: true, socialLoggedIn: false }, { type: 'one-tap-nonce-rejected' }]).mode).toBe(AuthMode.login);
  });
  it('captcha and closing', () => {
    expect(fold([{ type: 'captcha-required' }]).mode).toBe(AuthMode.captcha);
    expect(fold([{ type: 'captcha-required' }, { type: 'auth-closed' }])).toEqual(initialAuthMode);
  });
});
