import { useState } from 'react';
import { useSearchParams } from '../../../hooks/use-search-params';
import { fire } from '../../../lib/fire';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/** /accounts/not_parent_confirm/ (000 §2): the person emailed is not the parent; the request is denied (000 §3 parental action deny). */
export function NotParentConfirmScreen() {
  const call = useAuthCall();
  const q = useSearchParams();
  const nonce = q.get('nonce') ?? '';
  const pcId = q.get('pc_id') ?? '';
  const [state, setState] = useState<'ask' | 'done'>('ask');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const r = await call('consentParentalAction', { nonce, action: 'deny', firstName: '', lastName: '', pcId });
    setBusy(false);
    if (r.ok) setState('done');
    else setError(failureText(r, "Couldn't save your answer. The link may have expired."));
  };
  return (
    <FlowPage title="Not the parent" heading="Not the parent or guardian?">
      {state === 'done' ? (
        <FlowStatus>Thanks for letting us know. We won't contact you about this account again.</FlowStatus>
      ) : (
        <>
          <p className="flow__text">Confirm that you're not this person's parent or guardian, and we'll decline the request.</p>
          <button type="button" className="primary-button" disabled={busy || nonce === ''} onClick={() => fire(confirm(), 'parental deny')}>
            Confirm
          </button>
          {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
        </>
      )}
    </FlowPage>
  );
}
