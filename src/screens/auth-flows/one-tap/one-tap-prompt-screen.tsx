import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { useBootstrap, useSnapshot } from '../../../state';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { HOME, validateNext } from '../../../lib/post-login-redirect';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /accounts/onetap/?next=… (and /accounts/onetap/{nonce}/?next=…), 000 §2: after login, "Save
 * your login info?". Save stores a one-tap entry for the viewer on this device: the nonce of
 * the path when given, else one requested from the server (000 §4 Nonce fetch); Not now goes
 * straight on to next.
 */
export function OneTapPromptScreen() {
  const call = useAuthCall();
  const [, navigate] = useLocation();
  const { nonce } = useParams<{ nonce?: string }>();
  const next = validateNext(useSearchParams().get('next')) ?? HOME;
  const viewerId = useViewerId();
  const bootstrap = useBootstrap();
  const user = useSnapshot((s) => (viewerId ? (s.users.users[viewerId] ?? null) : null));
  const username = user?.username ?? bootstrap?.viewer?.username ?? '';
  const picture = user?.profilePictureUrl ?? bootstrap?.viewer?.profile_pic_url ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const proceed = () => navigate(next, { replace: true });

  const save = async (): Promise<void> => {
    if (!viewerId) return proceed();
    setBusy(true);
    const entry = { userId: viewerId, username, profilePictureUrl: picture };
    const r = nonce ? await call('oneTapSave', { ...entry, nonce }) : await call('oneTapRequestNonce', entry);
    if (r.ok) return proceed();
    setBusy(false);
    setError(failureText(r, "Couldn't save your login info."));
  };

  return (
    <FlowPage
      title="Save your login info"
      heading="Save your login info?"
      footer={
        <p className="muted">
          Logged in as <strong>{username || 'you'}</strong>
        </p>
      }
    >
      <p className="flow__text">We can save your login info on this browser so you don't need to enter it again.</p>
      <div className="flow__actions">
        <button type="button" className="primary-button" disabled={busy} onClick={() => fire(save(), 'one-tap save')}>
          {busy ? 'Saving…' : 'Save info'}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={proceed}>
          Not now
        </button>
      </div>
      {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
    </FlowPage>
  );
}
