import { useEffect, useRef, useState } from 'react';
import { useRawSearch } from '../../../hooks/use-search-params';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { fullNavigate } from '../../../lib/full-navigation';
import { postLoginTarget, validateNext } from '../../../lib/post-login-redirect';
import { queryParamsJson } from '../../../lib/query-params';
import { authLog } from '../../../lib/auth/auth-log';
import { loginFailureType } from '../../../lib/auth/login-failure';
import { checkOAuthState, SOCIAL_SIGNUP_PATH, type SocialProviderName } from '../../../lib/auth/oauth-state';
import { statusForLogging, statusOfReturn } from '../../../lib/auth/social-login';
import type { WireSocialProfile } from '../../../../worker/api-types';
import { pageHl } from '../shared/device';
import { useAuthCall } from '../shared/use-auth-call';

/** Ours: the profile picture size asked of the provider (000 §9: from a remote config, not shown). */
export const SOCIAL_PICTURE_SIZE = 150;

export const SocialTexts = {
  loginFailed: "Couldn't log in with your social account. Please try again.",
  connectFailed: "Couldn't connect your social account.",
  connected: 'Your social account is connected.',
  notAuthorized: 'You need to allow access to continue.',
} as const;

export interface SocialSignupData {
  provider: SocialProviderName;
  accessToken: string;
  profile: WireSocialProfile;
  emailTaken: boolean;
  phoneTaken: boolean;
  suggestions: string[];
  next: string;
}

export type LandingState =
  | { kind: 'start' }
  | { kind: 'working' }
  | { kind: 'failed'; message: string; intent: 'login' | 'link'; next: string; provider: SocialProviderName }
  | { kind: 'linked'; next: string }
  | { kind: 'signup'; data: SocialSignupData };

/**
 * /accounts/fbsignup/ receiving the OAuth return (000 §4 Social login, Social sign-up, Linking):
 * the status is logged; the state key must match; the code is exchanged for a token (a missing
 * token is a failure). Linking connects the account. Login fetches the provider's profile: an
 * existing account logs in; otherwise the email/phone-taken check and username suggestions
 * lead to the social sign-up form.
 */
export function useSocialLanding(): LandingState {
  const call = useAuthCall();
  const search = useRawSearch();
  const viewerId = useViewerId();
  const params = new URLSearchParams(search);
  const returned = params.has('code') || params.has('error');
  const [state, setState] = useState<LandingState>(returned ? { kind: 'working' } : { kind: 'start' });
  const started = useRef(false);

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    const run = async (): Promise<void> => {
      const status = statusOfReturn(params);
      authLog('social_status', { status: statusForLogging(status) });
      const check = checkOAuthState(sessionStorage, params.get('state'));
      if (!check.ok) {
        authLog('social_state_rejected', { reason: check.reason });
        return setState({ kind: 'failed', message: SocialTexts.loginFailed, intent: 'login', next: '/', provider: 'facebook' });
      }
      const { intent, returnURL, provider } = check.state;
      const next = validateNext(returnURL) ?? '/';
      const fail = (message: string) => setState({ kind: 'failed', message, intent, next, provider });
      if (status !== 'connected') return fail(status === 'not_authorized' ? SocialTexts.notAuthorized : SocialTexts.loginFailed);
      const exchange = await call('codeExchange', { code: params.get('code') ?? '', returnURL: new URL(SOCIAL_SIGNUP_PATH, window.location.origin).href, provider });
      if (!exchange.ok || !exchange.value.accessToken) return fail(intent === 'link' ? SocialTexts.connectFailed : SocialTexts.loginFailed);
      const token = exchange.value.accessToken;
      if (intent === 'link' && viewerId) {
        const r = await call('socialConnect', { accessToken: token, pictureSize: SOCIAL_PICTURE_SIZE, provider });
        return r.ok ? setState({ kind: 'linked', next: returnURL }) : fail(SocialTexts.connectFailed);
      }
      const profile = await call('socialProfile', { accessToken: token, pictureSize: SOCIAL_PICTURE_SIZE, provider });
      if (!profile.ok) return fail(SocialTexts.loginFailed);
      const me = profile.value.meResponse;
      if (profile.value.igAccount?.username) {
        const login = await call('socialLogin', { accessToken: token, fbUserId: me.id || exchange.value.fbUserId, queryParams: queryParamsJson(window.location.search), optIntoOneTap: false, provider });
        if (login.ok && login.value.authenticated) {
          return fullNavigate(postLoginTarget({ next, hl: pageHl(), reactivated: login.value.reactivated ?? false, oneTapPrompt: false, nonce: null }));
        }
        authLog('login_failure', { type: loginFailureType({ errorType: login.ok ? null : login.errorType, statusCode: login.ok ? 200 : login.statusCode, twoFactorRequired: false, social: true }) });
        return fail(SocialTexts.loginFailed);
      }
      // 000 §4: the email/phone-taken check and username suggestions (the profile's own answer as a fallback).
      const email = me.email ?? '';
      const phone = me.mobile_phone ?? '';
      const [taken, names] = await Promise.all([
        email || phone ? call('isContactTaken', { email, phone }) : null,
        call('usernameSuggestions', { email, name: me.name }),
      ]);
      setState({
        kind: 'signup',
        data: {
          provider,
          accessToken: token,
          profile: profile.value,
          emailTaken: taken?.ok ? taken.value.email_taken : profile.value.email_taken,
          phoneTaken: taken?.ok ? taken.value.phone_taken : profile.value.phone_taken,
          suggestions: names.ok && names.value.suggestions.length > 0 ? names.value.suggestions : profile.value.username_suggestions,
          next,
        },
      });
    };
    fire(run(), 'social landing');
  });

  return state;
}
