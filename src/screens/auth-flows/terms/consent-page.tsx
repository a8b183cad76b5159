import { Link, useLocation } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { useViewerId } from '../../../hooks/use-viewer';
import { HOME, loginHref, validateNext } from '../../../lib/post-login-redirect';
import { consentEndRedirect, type ConsentEntryPoint } from '../../../lib/auth/consent';
import { ConsentFlow } from '../consent/consent-flow';
import { FlowPage } from '../shared/flow-page';

/**
 * The consent pages of a logged-in user (000 §2): /terms/unblock/ (entry point block),
 * /accounts/new_terms_confirm/ and /terms/start/ (entry point from the query, e.g. reg after
 * parental consent). The flow ends with the redirect of 000 §2 (block: next or '/', hard for an
 * app scheme), else next or '/'.
 */
export function ConsentPage({ title, entryPoint }: { title: string; entryPoint?: ConsentEntryPoint }) {
  const [location, navigate] = useLocation();
  const params = useSearchParams();
  const viewerId = useViewerId();
  const entry = entryPoint ?? params.get('entry_point') ?? 'fullscreen';
  const next = params.get('next');

  if (!viewerId) {
    return (
      <FlowPage title={title} heading={entry === 'reg' ? 'Thanks for your response' : 'Log in to continue'}>
        <p className="flow__text">{entry === 'reg' ? 'Your choice has been saved. The account holder can now continue on Lumen.' : 'Log in to review and accept the terms.'}</p>
        <Link href={loginHref(location + (params.size > 0 ? `?${params.toString()}` : ''))} className="primary-button flow__button-link">
          Log in
        </Link>
      </FlowPage>
    );
  }

  const finished = () => {
    const redirect = consentEndRedirect(entry, next, false);
    if (redirect?.hard) window.location.assign(redirect.target);
    else navigate(redirect?.target ?? validateNext(next) ?? HOME, { replace: true });
  };

  return (
    <FlowPage title={title} heading={title} footer={<p className="muted">You can review these choices later in settings.</p>}>
      <ConsentFlow mode={{ kind: 'existing', entryPoint: entry }} onFinished={finished} />
    </FlowPage>
  );
}

export const TermsUnblockScreen = () => <ConsentPage title="Review our terms to continue" entryPoint="block" />;
export const NewTermsConfirmScreen = () => <ConsentPage title="We've updated our terms" entryPoint="dialog" />;
export const TermsStartScreen = () => <ConsentPage title="Review your choices" />;
