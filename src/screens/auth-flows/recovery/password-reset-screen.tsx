import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { fire } from '../../../lib/fire';
import { recoveryChannel } from '../../../lib/auth/recovery';
import { TextField } from '../../auth/text-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /accounts/password/reset/ (000 §2 recovery): a username, email or phone number; the link
 * goes by SMS to a phone number, else by email (000 §7 send_account_recovery_*_ajax {query}).
 */
export function PasswordResetScreen() {
  const call = useAuthCall();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (query.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    const channel = recoveryChannel(query);
    const r = await call('recoverySend', { query, channel });
    setBusy(false);
    if (r.ok) setSent(r.value.type === 'sms' ? `We sent a text to the number ending in ${r.value.contact_point} with a link to get back into your account.` : `We sent an email to ${r.value.contact_point} with a link to get back into your account.`);
    else setError(failureText(r, 'No users found.'));
  };

  return (
    <FlowPage
      title="Reset password"
      heading="Trouble logging in?"
      footer={
        <p>
          <Link href="/accounts/emailsignup/" className="link">
            Create new account
          </Link>{' '}
          ·{' '}
          <Link href="/accounts/login/" className="link">
            Back to login
          </Link>
        </p>
      }
    >
      {sent ? (
        <FlowStatus>{sent}</FlowStatus>
      ) : (
        <form className="auth__form" onSubmit={(e) => fire(submit(e), 'recovery')} noValidate>
          <p className="flow__text">Enter your email, phone, or username and we'll send you a link to get back into your account.</p>
          <TextField label="Email, Phone, or Username" name="query" autoCapitalize="off" autoCorrect="off" value={query} onValue={setQuery} error={error} />
          <button type="submit" className="primary-button" disabled={query.trim() === '' || busy}>
            {busy ? 'Sending…' : 'Send login link'}
          </button>
        </form>
      )}
    </FlowPage>
  );
}
