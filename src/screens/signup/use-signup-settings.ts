import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useRawSearch } from '../../hooks/use-search-params';
import { useBootstrap } from '../../state';
import { consentNeededFor, signupTosVersion } from '../../lib/auth/consent';
import { signupStepPath, type SignupStep } from '../../lib/auth/signup-steps';

/**
 * What the sign-up flow takes from the page: the multi_step_signup gatekeeper of the
 * bootstrap (000 §2, §4; the server sets it, server/README.md), the device id sent as
 * client_id, the tos version (000 §5: 'default' unless gdpr applies; 'eu' means consent comes
 * before the submit, 000 §4), the query string, and navigation between the steps' routes.
 */
export function useSignupSettings() {
  const bootstrap = useBootstrap();
  const search = useRawSearch();
  const [, navigate] = useLocation();
  const now = useMemo(() => new Date(), []);
  const gdprRequired = consentNeededFor(bootstrap, typeof document === 'undefined' ? '' : document.cookie);
  const tosVersion = signupTosVersion(gdprRequired, bootstrap?.country_code ?? '', new URLSearchParams(search).get('tos_version'));
  const goTo = useCallback((step: SignupStep) => navigate(signupStepPath(step, search ? `?${search}` : '')), [navigate, search]);
  return {
    multiStep: bootstrap?.gatekeepers.multi_step_signup === true,
    clientId: bootstrap?.device_id ?? '',
    tosVersion,
    /** 000 §4: when gdpr is required (the 'eu' terms, however chosen) consent comes before the submit. */
    gdprTerms: tosVersion === 'eu',
    search,
    now,
    goTo,
  };
}

export type SignupSettings = ReturnType<typeof useSignupSettings>;
