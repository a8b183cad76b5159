import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { useViewerUsername } from '../../../hooks/use-viewer';
import { HOME, validateNext } from '../../../lib/post-login-redirect';
import { WITH_SOCIAL_HASH } from '../../../lib/auth/redirects';
import { isMobileNow } from '../shared/device';
import { FlowPage } from '../shared/flow-page';
import { useSocialProviders } from '../social/social-login-button';

/**
 * /accounts/registered/ (000 §2): the registration interstitial, mobile only; a desktop
 * visitor goes straight on to next. After a social sign-up (with-social flag in the hash) it
 * says the account is connected.
 */
export function RegisteredScreen() {
  const [, navigate] = useLocation();
  const next = validateNext(useSearchParams().get('next')) ?? HOME;
  const username = useViewerUsername();
  const providers = useSocialProviders();
  // The flag does not say which provider: name it only when there is one.
  const providerName = providers.length === 1 ? providers[0]?.name : undefined;
  const mobile = isMobileNow();
  const withSocial = typeof window !== 'undefined' && window.location.hash === WITH_SOCIAL_HASH;

  useEffect(() => {
    if (!mobile) navigate(next, { replace: true });
  }, [mobile, navigate, next]);

  return (
    <FlowPage title="Welcome" heading={`Welcome to Lumen${username ? `, ${username}` : ''}`} footer={<p className="muted">You're all set.</p>}>
      <p className="flow__text">
        {withSocial
          ? `Your account is connected to ${providerName ?? 'your social account'}. Follow friends to see their photos and videos.`
          : 'Follow people to see their photos and videos in your feed.'}
      </p>
      <button type="button" className="primary-button" onClick={() => navigate(next, { replace: true })}>
        Continue
      </button>
    </FlowPage>
  );
}
