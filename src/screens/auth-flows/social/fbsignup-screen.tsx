import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useBootstrap, useWorker } from '../../../state';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { authLog } from '../../../lib/auth/auth-log';
import { validateLinkNext } from '../../../lib/auth/redirects';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { SocialSignupForm } from './social-signup-form';
import { SocialTexts, useSocialLanding } from './use-social-landing';
import { startSocialAuth, useSocialProvider } from './social-login-button';

/** /accounts/fbsignup/ (000 §2): the social sign-up landing page and the end of account linking. */
export function FbSignupScreen() {
  const state = useSocialLanding();
  const provider = useSocialProvider();
  const bootstrap = useBootstrap();
  const worker = useWorker();
  const viewerId = useViewerId();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const locale = bootstrap?.locale ?? 'en_US';

  // 000 §4 Linking: succeeded, then a redirect to the validated next path (000 §5); an invalid next goes to '/' with the failed toast.
  useEffect(() => {
    if (state.kind !== 'linked') return;
    const link = validateLinkNext(state.next);
    if (!link.ok) authLog('social_link_next_rejected', {});
    fire(worker.showToast(link.ok ? SocialTexts.connected : SocialTexts.connectFailed, { persistOnNavigate: true }), 'toast');
    navigate(link.target, { replace: true });
  }, [state, worker, navigate]);

  if (state.kind === 'signup') {
    return (
      <FlowPage title="Sign up" heading={`Sign up with ${provider?.name ?? 'your social account'}`}>
        <SocialSignupForm data={state.data} />
      </FlowPage>
    );
  }
  if (state.kind === 'failed') {
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
  if (state.kind === 'working' || state.kind === 'linked') return <FlowPage title="Social login">{<FlowStatus>Just a moment…</FlowStatus>}</FlowPage>;
  // No OAuth return: start one (log in or sign up; or, when logged in, link the account).
  return (
    <FlowPage title="Social login" heading={viewerId ? 'Connect your social account' : 'Log in with your social account'}>
      {provider ? (
        <button type="button" className="primary-button" onClick={() => startSocialAuth(provider, locale, next ?? '/', viewerId ? 'link' : 'login')}>
          {viewerId ? `Connect to ${provider.name}` : `Continue with ${provider.name}`}
        </button>
      ) : (
        <FlowStatus>Social login isn't available here.</FlowStatus>
      )}
    </FlowPage>
  );
}
