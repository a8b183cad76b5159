import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../../hooks/use-search-params';
import type { WireContactOptoutStatusResponse } from '../../../../sync/api/contact-optout-wire';
import { ContactOptoutPath } from '../../../../sync/api/contact-optout-wire';
import { fire } from '../../../lib/fire';
import { confirmText, statusText } from '../../../lib/contacts/contact-optout-text';
import { FlowPage, FlowRetry, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/** `invalid`: the server refused the link (400, 404); `failed`: no answer, or not now (offline, 429, 5xx). */
type Shown =
  | { kind: 'loading' }
  | { kind: 'invalid'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'status'; status: WireContactOptoutStatusResponse };

/**
 * The emailed or texted link's pages (001 §2 /invites/contact_optout/ "and its status page", §6
 * /invites/contact_optout_confirmed/ {hashed_contact, signature}): `confirm` asks the person to
 * confirm the opt-out, then shows the status page; `status` shows whether the point is opted
 * out, with the way back (opt in again). Both read the link's two values from the address. Opting
 * back in ends the link (the server keeps nothing of the point to opt it out with): after it,
 * or on a link used up, the page leads to a new one.
 */
export function ContactOptoutLinkScreen({ mode }: { mode: 'confirm' | 'status' }) {
  const call = useAuthCall();
  const [, navigate] = useLocation();
  const search = useRawSearch();
  const params = new URLSearchParams(search);
  const hashedContact = params.get('hashed_contact') ?? '';
  const signature = params.get('signature') ?? '';
  const [shown, setShown] = useState<Shown>(hashedContact && signature ? { kind: 'loading' } : { kind: 'invalid', text: "This link isn't valid." });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Opted back in here: the server forgot the point with it, so this link opts out no more. */
  const [optedIn, setOptedIn] = useState(false);

  useEffect(() => {
    if (!hashedContact || !signature) return;
    fire(
      call('contactOptoutStatus', { hashedContact, signature }).then((r) => {
        if (r.ok) setShown({ kind: 'status', status: r.value });
        else if (r.statusCode === 400 || r.statusCode === 404) setShown({ kind: 'invalid', text: failureText(r, "This link isn't valid.") });
        else setShown({ kind: 'failed', text: failureText(r, "Couldn't check your link.") });
      }),
      'contact opt-out status',
    );
  }, [call, hashedContact, signature, attempt]);

  const change = async (optIn: boolean): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await call('contactOptoutConfirm', { hashedContact, signature, optIn });
    setBusy(false);
    if (!r.ok) {
      setError(failureText(r, "Couldn't save it. Try again."));
      return;
    }
    setShown({ kind: 'status', status: r.value });
    setOptedIn(optIn);
    // Confirmed: the status page reads it again. Opted back in, the link is used up: stay here.
    if (mode === 'confirm' && !optIn) navigate(`${ContactOptoutPath.status}?${search}`, { replace: true });
  };

  const title = 'Opt out of contact syncing';
  if (shown.kind === 'loading') return <FlowPage title={title}>{<FlowStatus>Checking your link…</FlowStatus>}</FlowPage>;
  if (shown.kind === 'failed') {
    return <FlowRetry title={title} heading="Couldn't check your link" text={shown.text} onRetry={() => { setShown({ kind: 'loading' }); setAttempt((n) => n + 1); }} />;
  }
  if (shown.kind === 'invalid') {
    return (
      <FlowPage title={title} heading="This link isn't valid">
        <FlowStatus tone="error">{shown.text}</FlowStatus>
        <div className="flow__actions">
          <Link href={ContactOptoutPath.page} className="primary-button flow__button-link">
            Ask for a new link
          </Link>
        </div>
      </FlowPage>
    );
  }
  const { status } = shown;
  const asking = mode === 'confirm' && !status.opted_out && !optedIn;
  const { heading, text } = asking ? { heading: 'Confirm opt out', text: confirmText(status) } : statusText(status);
  return (
    <FlowPage title={title} heading={heading}>
      <FlowStatus>{text}</FlowStatus>
      {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
      <div className="flow__actions">
        {optedIn ? (
          <Link href={ContactOptoutPath.page} className="secondary-button flow__button-link">
            Opt out again with a new link
          </Link>
        ) : status.opted_out ? (
          <button type="button" className="secondary-button" disabled={busy} onClick={() => fire(change(true), 'contact opt-in')}>
            {busy ? 'Saving…' : 'Opt back in'}
          </button>
        ) : (
          <button type="button" className="primary-button" disabled={busy} onClick={() => fire(change(false), 'contact opt-out')}>
            {busy ? 'Saving…' : asking ? 'Confirm' : 'Opt out'}
          </button>
        )}
      </div>
    </FlowPage>
  );
}
