import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../../hooks/use-search-params';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { HOME, loginHref, validateNext } from '../../../lib/post-login-redirect';
import { TermsText } from '../consent/consent-screens';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/** /terms/accept/ (000 §2, 000 §7 POST /terms/accept/): a logged-in user accepts the new terms, then goes to next or '/'. */
export function TermsAcceptScreen() {
  const call = useAuthCall();
  const [location, navigate] = useLocation();
  const search = useRawSearch();
  const viewerId = useViewerId();
  const next = validateNext(new URLSearchParams(search).get('next')) ?? HOME;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!viewerId) {
    return (
      <FlowPage title="Accept terms" heading="Log in to continue">
        <Link href={loginHref(location + (search ? `?${search}` : ''))} className="primary-button flow__button-link">
          Log in
        </Link>
      </FlowPage>
    );
  }

  const accept = async (): Promise<void> => {
    setBusy(true);
    const r = await call('termsAccept', {});
    if (r.ok) return navigate(next, { replace: true });
    setBusy(false);
    setError(failureText(r, "Couldn't save your choice. Please try again."));
  };

  return (
    <FlowPage title="Accept terms" heading="We've updated our terms">
      <TermsText />
      <button type="button" className="primary-button" disabled={busy} onClick={() => fire(accept(), 'terms accept')}>
        {busy ? 'Saving…' : 'Agree to terms'}
      </button>
      {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
    </FlowPage>
  );
}
