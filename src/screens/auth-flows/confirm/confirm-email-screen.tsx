import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { fire } from '../../../lib/fire';
import { isEmailAddress } from '../../../lib/auth/contact-point';
import { TextField } from '../../auth/text-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /accounts/confirm_email/ and /accounts/confirm_email_deeplink/ (000 §2): the emailed link
 * (code and uid in the query or the path) confirms the address; otherwise, or when the link
 * has expired, a new confirmation email can be asked (000 §7 send_confirm_email).
 */
export function ConfirmEmailScreen() {
  const call = useAuthCall();
  const params = useParams<{ code?: string; uid?: string }>();
  const q = useSearchParams();
  const code = params.code ?? q.get('code') ?? '';
  const uid = params.uid ?? q.get('uid') ?? '';
  const [state, setState] = useState<'checking' | 'confirmed' | 'failed' | 'idle'>(code ? 'checking' : 'idle');
  const [message, setMessage] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (!code) return;
    fire(
      call('confirmEmail', { code, uid }).then((r) => {
        setState(r.ok ? 'confirmed' : 'failed');
        if (!r.ok) setMessage(failureText(r, 'This confirmation link has expired.'));
      }),
      'confirm email',
    );
  }, [call, code, uid]);

  const resend = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const r = await call('sendConfirmEmail', { email: email.trim() });
    setMessage(r.ok ? 'We sent a new confirmation email. Check your inbox.' : failureText(r, "Couldn't send the email. Try again."));
  };

  if (state === 'checking') return <FlowPage title="Confirm email">{<FlowStatus>Confirming your email…</FlowStatus>}</FlowPage>;
  if (state === 'confirmed') return <FlowPage title="Confirm email" heading="Email confirmed">{<FlowStatus>Thanks! Your email address is confirmed.</FlowStatus>}</FlowPage>;
  return (
    <FlowPage title="Confirm email" heading="Confirm your email">
      <form className="auth__form" onSubmit={(e) => fire(resend(e), 'resend confirm email')} noValidate>
        <p className="flow__text">Enter your email and we'll send you a new confirmation link.</p>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onValue={setEmail} />
        <button type="submit" className="primary-button" disabled={!isEmailAddress(email)}>
          Resend confirmation
        </button>
      </form>
      {message ? <FlowStatus tone={state === 'failed' ? 'error' : 'info'}>{message}</FlowStatus> : null}
    </FlowPage>
  );
}
