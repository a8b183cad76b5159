import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { fire } from '../../lib/fire';
import { recoveryChannel } from '../../lib/auth/recovery';
import type { WireRecoveryOptions } from '../../../worker/api-types';

type Option = WireRecoveryOptions['options'][number];
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';
import type { RecoveryPrompt } from './use-login';
import '../auth-flows/auth-flows.css';

/**
 * The account-recovery modal after a failed login (000 §4): on the first failure it offers a
 * login link; from the second submission on it shows the recovery options fetched for the
 * identifier (email or SMS).
 */
export function RecoveryDialog({ prompt, onClose }: { prompt: RecoveryPrompt; onClose: () => void }) {
  const call = useAuthCall();
  const titleId = useId();
  const [options, setOptions] = useState<WireRecoveryOptions | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (prompt.step !== 'fetch-recovery-options') return;
    let live = true;
    fire(
      call('recoveryOptions', { query: prompt.identifier }).then((r) => {
        if (live && r.ok) setOptions(r.value);
      }),
      'recovery options',
    );
    return () => {
      live = false;
    };
  }, [call, prompt]);

  const send = async (channel: 'email' | 'sms') => {
    setBusy(true);
    const r = await call('recoverySend', { query: prompt.identifier, channel });
    setMessage(
      r.ok
        ? r.value.type === 'sms'
          ? `We sent a login link to the number ending in ${r.value.contact_point}.`
          : `We sent a login link to ${r.value.contact_point}.`
        : failureText(r, "We couldn't send a login link. Try again."),
    );
    setBusy(false);
  };

  const channels: Option[] = options?.options.length ? options.options : [{ type: recoveryChannel(prompt.identifier), contact_point: '' }];
  return (
    <div className="dialog-backdrop">
      <div className="auth__card dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="flow__heading">
          Having trouble logging in?
        </h2>
        <p className="flow__text">We can send you a link to get back into your account.</p>
        <div className="flow__actions">
          {channels.map((c) => (
            <button key={c.type} type="button" className="primary-button" disabled={busy} onClick={() => fire(send(c.type), 'recovery send')}>
              {c.type === 'sms'
                ? `Send an SMS${c.contact_point ? ` to the number ending in ${c.contact_point}` : ''}`
                : `Send an email${c.contact_point ? ` to ${c.contact_point}` : ''}`}
            </button>
          ))}
          <Link href="/accounts/password/reset/" className="text-button flow__button-link">
            Reset password
          </Link>
          <button type="button" className="text-button" onClick={onClose}>
            Close
          </button>
        </div>
        {message ? (
          <p className="flow__status" role="status">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
