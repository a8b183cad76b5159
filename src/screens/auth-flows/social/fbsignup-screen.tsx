import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { useBootstrap, useWorker } from '../../../state';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { authLog } from '../../../lib/auth/auth-log';
import { validateLinkNext } from '../../../lib/auth/redirects';
import { providerNameOf } from '../../../lib/auth/oauth-state';
import { SOCIAL_RETRY_ACTION, socialRetryArgs } from '../../../lib/auth/social-retry';
import { useAuthCall } from '../shared/use-auth-call';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { SocialSignupForm } from './social-signup-form';
import { SocialTexts, useSocialLanding } from './use-social-landing';
import { loadSocialProviders, startSocialAuth, useSocialProviders } from './social-login-button';
import './social-retry-action';

/**
 * /accounts/fbsignup/ (000 §2): the social sign-up landing page and the end of account
 * linking. Linking ends with a redirect to the validated next path either way (000 §4); a
 * failure shows the failure toast with a Retry action that starts the social auth flow again
 * (000 §8), carried by the app's toast (./social-retry-action.ts).
 */
export function FbSignupScreen() {
  const state = useSocialLanding();
  const landedWith = state.kind === 'failed' ? state.provider : state.kind === 'signup' ? state.data.provider : undefined;
  const providers = useSocialProviders();
  const provider = (landedWith ? providers.find((p) => providerNameOf(p) === landedWith) : providers[0]) ?? null;
  const bootstrap = useBootstrap();
  const worker = useWorker();
  const call = useAuthCall();
  const viewerId = useViewerId();
  const [, navigate] = useLocation();
  const next = useSearchParams().get('next');
  const locale = bootstrap?.locale ?? 'en_US';

  // 000 §4 Linking: succeeded, then a redirect to the validated next path (000 §5); an invalid next goes to '/' with the failed toast.
  useEffect(() => {
    if (state.kind !== 'linked') return;
    const link = validateLinkNext(state.next);
    if (!link.ok) authLog('social_link_next_rejected', {});
    fire(worker.showToast(link.ok ? SocialTexts.connected : SocialTexts.connectFailed, { persistOnNavigate: true }), 'toast');
    navigate(link.target, { replace: true });
  }, [state, worker, navigate]);

  const linkFailed = state.kind === 'failed' && state.intent === 'link';
  const toastedFailure = useRef<typeof state | null>(null);
  useEffect(() => {
    if (state.kind !== 'failed' || state.intent !== 'link' || toastedFailure.current === state) return;
    toastedFailure.current = state; // once per failure
    const link = validateLinkNext(state.next);
    if (!link.ok) authLog('social_link_next_rejected', {});
    const failed = state;
    fire(
      loadSocialProviders(bootstrap, call).then((offered) => {
        const again = offered.find((p) => providerNameOf(p) === failed.provider);
        const action = again ? { label: 'Retry', actionId: SOCIAL_RETRY_ACTION, args: socialRetryArgs({ config: again, locale, returnURL: link.target, intent: 'link' }) } : null;
        fire(worker.showToast(failed.message, { persistOnNavigate: true, ...(action ? { action } : {}) }), 'toast');
        navigate(link.target, { replace: true });
      }),
      'social connect failed',
    );
  }, [state, bootstrap, call, locale, worker, navigate]);

  if (state.kind === 'signup') {
    return (
      <FlowPage title="Sign up" heading={`Sign up with ${provider?.name ?? 'your social account'}`}>
        <SocialSignupForm data={state.data} />
      </FlowPage>
    );
  }
  if (state.kind === 'failed' && !linkFailed) {
    const retry = provider ? () => startSocialAuth(provider, locale, state.next, state.intent) : null;
    return (
      <FlowPage title="Social login" heading="Something went wrong">
        <FlowStatus tone="error">{state.message}</FlowStatus>
        <div className="flow__actions">
          {retry ? (
            <button type="button" className="primary-button" onClick={retry}>
              Retry
            </button>
          ) : null}
          <Link href={state.intent === 'link' ? validateLinkNext(state.next).target : '/accounts/login/'} className="text-button flow__button-link">
            {state.intent === 'link' ? 'Continue' : 'Log in with your password'}
          </Link>
        </div>
      </FlowPage>
    );
  }
  if (state.kind === 'working' || state.kind === 'linked' || linkFailed) return <FlowPage title="Social login">{<FlowStatus>Just a moment…</FlowStatus>}</FlowPage>;
  // No OAuth return: start one with any offered provider (log in or sign up; or, when logged in, link the account).
  return (
    <FlowPage title="Social login" heading={viewerId ? 'Connect your social account' : 'Log in with your social account'}>
      {providers.length > 0 ? (
        providers.map((p) => (
          <button
            key={p.provider}
            type="button"
            className={`primary-button social-button social-button--${providerNameOf(p)}`}
            onClick={() => startSocialAuth(p, locale, next ?? '/', viewerId ? 'link' : 'login')}
          >
            {viewerId ? `Connect to ${p.name}` : `Continue with ${p.name}`}
          </button>
        ))
      ) : (
        <FlowStatus>Social login isn't available here.</FlowStatus>
      )}
    </FlowPage>
  );
}
