import { useEffect, useState } from 'react';
import { useSearchParams } from '../../hooks/use-search-params';
import type { WireLinkshimVerdictResponse } from '../../../sync/api/linkshim-wire';
import { fire } from '../../lib/fire';
import { FlowPage, FlowRetry, FlowStatus } from '../auth-flows/shared/flow-page';
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';
import './linkshim-screen.css';

type Shown =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; text: string }
  | { kind: 'verdict'; verdict: WireLinkshimVerdictResponse };

/**
 * Added (links): the link shim's page, `/l/?u&e` (sync/api/linkshim-wire.ts). The server sends a
 * link Lumen signed lately straight on (302); this page is what the rest gets: a link not made
 * by Lumen (someone typed or forged it), or one from a page cached long ago, names the address
 * in full and asks before leaving; a blocked host is not opened at all. Logged in or not.
 */
export function LinkshimScreen() {
  const call = useAuthCall();
  const params = useSearchParams();
  const url = params.get('u') ?? '';
  const signature = params.get('e') ?? '';
  const [shown, setShown] = useState<Shown>(url ? { kind: 'loading' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    fire(
      call('linkshimVerdict', { url, signature }).then((r) => {
        if (r.ok) setShown({ kind: 'verdict', verdict: r.value });
        else if (r.statusCode === 400) setShown({ kind: 'invalid' });
        else setShown({ kind: 'failed', text: failureText(r, "Couldn't check this link.") });
      }),
      'link shim verdict',
    );
  }, [call, url, signature, attempt]);

  const verdict = shown.kind === 'verdict' ? shown.verdict : null;
  useEffect(() => {
    // Signed lately (this page came from the app's cache, not the server's redirect): go on.
    if (verdict?.verdict === 'open') location.replace(verdict.url);
  }, [verdict]);

  const title = 'Leaving Lumen';
  if (shown.kind === 'loading') return <FlowPage title={title}><FlowStatus>Checking this link…</FlowStatus></FlowPage>;
  if (shown.kind === 'invalid') {
    return (
      <FlowPage title={title} heading="This link isn't valid">
        <FlowStatus tone="error">Lumen opens only web addresses that start with http:// or https://.</FlowStatus>
      </FlowPage>
    );
  }
  if (shown.kind === 'failed') {
    return <FlowRetry title={title} heading="Couldn't check this link" text={shown.text} onRetry={() => { setShown({ kind: 'loading' }); setAttempt((n) => n + 1); }} />;
  }
  const { verdict: v } = shown;
  const address = (
    <p className="linkshim__address" aria-label="Web address">
      {v.url}
    </p>
  );
  if (v.verdict === 'blocked') {
    return (
      <FlowPage title={title} heading="Link blocked">
        <FlowStatus tone="error">
          This link goes to <strong>{v.host}</strong>, which Lumen blocks because it may be harmful. It won't be opened.
        </FlowStatus>
        {address}
      </FlowPage>
    );
  }
  if (v.verdict === 'open') return <FlowPage title={title}><FlowStatus>Opening {v.host}…</FlowStatus></FlowPage>;
  return (
    <FlowPage title={title} heading="Leave Lumen?">
      <FlowStatus>
        This link goes to <strong>{v.host}</strong>, outside Lumen. Lumen can't tell whether it comes from Lumen, so check the address before you go on.
      </FlowStatus>
      {address}
      <div className="flow__actions">
        <a href={v.url} rel="noopener noreferrer nofollow" className="primary-button flow__button-link">
          Continue to {v.host}
        </a>
      </div>
    </FlowPage>
  );
}
