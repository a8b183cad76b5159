import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../../hooks/use-search-params';
import { useWorker } from '../../../state';
import { fire } from '../../../lib/fire';
import { checkResetForm, ResetMessages, resetLink } from '../../../lib/auth/recovery';
import { PasswordField } from '../../auth/password-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /accounts/password/reset/confirm/ and /accounts/recovery/landing/ (000 §2): the emailed or
 * texted link with the user id and token; both
 * password fields (the worker sends the encrypted variants, 000 §7); success shows the
 * password-changed toast (000 §8) and goes to login.
 */
export function ResetConfirmScreen() {
  const call = useAuthCall();
  const worker = useWorker();
  const [location, navigate] = useLocation();
  const search = useRawSearch();
  const link = resetLink(location, search ? `?${search}` : '');
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = checkResetForm(p1, p2);

  if (!link) {
    return (
      <FlowPage title="Reset password" heading="This link isn't valid">
        <p className="flow__text">{ResetMessages.expired}</p>
        <Link href="/accounts/password/reset/" className="primary-button flow__button-link">
          Get a new link
        </Link>
      </FlowPage>
    );
  }

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!check.ready || busy) return;
    setBusy(true);
    const r = await call('passwordReset', { newPassword1: p1, newPassword2: p2, ...link });
    if (r.ok) {
      fire(worker.showToast(ResetMessages.done, { persistOnNavigate: true }), 'toast');
      navigate('/accounts/login/', { replace: true });
      return;
    }
    setBusy(false);
    setError(failureText(r, ResetMessages.expired));
  };

  return (
    <FlowPage title="Reset password" heading="Create a strong password">
      <form className="auth__form" onSubmit={(e) => fire(submit(e), 'password reset')} noValidate>
        <p className="flow__text">Your password must be at least 6 characters.</p>
        <PasswordField label="New password" name="new_password1" autoComplete="new-password" value={p1} onValue={setP1} />
        <PasswordField label="New password, again" name="new_password2" autoComplete="new-password" value={p2} onValue={setP2} error={check.error} />
        <button type="submit" className="primary-button" disabled={!check.ready || busy}>
          {busy ? 'Resetting…' : 'Reset password'}
        </button>
        {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
      </form>
    </FlowPage>
  );
}
