import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useViewerId } from '../../../hooks/use-viewer';
import { fire } from '../../../lib/fire';
import { loginHref } from '../../../lib/post-login-redirect';
import { isEmailAddress } from '../../../lib/auth/contact-point';
import { screenAfterRequest, type DownloadScreen } from '../../../lib/auth/data-download';
import { PasswordField } from '../../auth/password-field';
import { TextField } from '../../auth/text-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /download/request/ (000 §2 download your data): the email the link goes to, then the
 * password (000 §7 request_download_data_ajax {email, password, enc_password}), then email
 * sent (or complete when a download is already there). Logged out: log in again.
 */
export function DownloadRequestScreen() {
  const call = useAuthCall();
  const viewerId = useViewerId();
  const [screen, setScreen] = useState<DownloadScreen>('request');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!viewerId) return <LogInAgain next="/download/request/" />;

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (screen === 'request') {
      if (isEmailAddress(email)) setScreen('password');
      return;
    }
    setBusy(true);
    setError(null);
    const r = await call('downloadRequest', { email, password });
    setBusy(false);
    if (r.ok) setScreen(screenAfterRequest(r.value.download_status));
    else if (r.statusCode === 401 || r.errorType === 'login_required') setScreen('log-in-again');
    else setError(failureText(r, "Couldn't request your download. Please try again."));
  };

  if (screen === 'log-in-again') return <LogInAgain next="/download/request/" />;
  if (screen === 'email-sent' || screen === 'complete') {
    return (
      <FlowPage title="Download your data" heading={screen === 'complete' ? 'Your download is ready' : 'Your data is on its way'}>
        <FlowStatus>
          {screen === 'complete'
            ? `We already emailed a download link to ${email.trim()}. Use it to get your files.`
            : `We're preparing a file of your photos, comments and profile information, and will email a link to ${email.trim()} when it's ready.`}
        </FlowStatus>
      </FlowPage>
    );
  }
  return (
    <FlowPage title="Download your data" heading="Download your data">
      <form className="auth__form" onSubmit={(e) => fire(submit(e), 'download request')} noValidate>
        {screen === 'request' ? (
          <>
            <p className="flow__text">We'll email you a link to a file with your photos, comments, profile information and more.</p>
            <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onValue={setEmail} />
            <button type="submit" className="primary-button" disabled={!isEmailAddress(email)}>
              Next
            </button>
          </>
        ) : (
          <>
            <p className="flow__text">To keep your information safe, enter your password.</p>
            <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onValue={setPassword} error={error} />
            <button type="submit" className="primary-button" disabled={password === '' || busy}>
              {busy ? 'Requesting…' : 'Request download'}
            </button>
            <button type="button" className="text-button" onClick={() => setScreen('request')}>
              Back
            </button>
          </>
        )}
      </form>
    </FlowPage>
  );
}

export function LogInAgain({ next }: { next: string }) {
  return (
    <FlowPage title="Download your data" heading="Log in again">
      <p className="flow__text">For your security, log in again to download your data.</p>
      <Link href={loginHref(next)} className="primary-button flow__button-link">
        Log in
      </Link>
    </FlowPage>
  );
}
