import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useRawSearch } from '../../../hooks/use-search-params';
import { fire } from '../../../lib/fire';
import { fullNavigate } from '../../../lib/full-navigation';
import { postLoginTarget } from '../../../lib/post-login-redirect';
import { queryParamsJson } from '../../../lib/query-params';
import { authLog } from '../../../lib/auth/auth-log';
import {
  availableMethods, canSubmitCode, defaultMethod, normaliseCode, parseStoredChallenge, TWO_FACTOR_STORAGE_KEY, type TwoFactorMethod,
} from '../../../lib/auth/two-factor';
import { TextField } from '../../auth/text-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';
import { useResendCountdown } from './use-countdown';

const WRONG_CODE = 'Please check the security code and try again.';

/**
 * /accounts/login/two_factor (000 §2, 000 §4): the challenge of the failed login (kept in
 * sessionStorage), a code from the authenticator app (TOTP) or by SMS; "Send code again"
 * at most once per 30 s; success goes to the post-login target (next from the query string).
 */
export function TwoFactorScreen() {
  const call = useAuthCall();
  const search = useRawSearch();
  const [challenge] = useState(() => (typeof sessionStorage === 'undefined' ? null : parseStoredChallenge(sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY))));
  const [method, setMethod] = useState<TwoFactorMethod>(() => (challenge ? defaultMethod(challenge) : 'sms'));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The server texts a code with the challenge when SMS is the only method.
  const smsWithChallenge = challenge !== null && challenge.smsOn && !challenge.totpOn;
  const [lastSentAt, setLastSentAt] = useState<number | null>(() => (smsWithChallenge ? Date.now() : null));
  const autoSent = useRef(smsWithChallenge);
  const resend = useResendCountdown(lastSentAt);

  const sendSms = async (auto: boolean): Promise<void> => {
    if (!challenge) return;
    setLastSentAt(Date.now());
    const r = await call('twoFactorSms', { username: challenge.username, identifier: challenge.identifier });
    if (r.ok) setNotice(`We sent a code to your phone number ending in ${challenge.lastFourDigits}.`);
    else if (!auto) setError(failureText(r, "Couldn't send the code. Try again in a moment."));
  };

  // Switching to the SMS method sends a code once (unless the challenge came with one).
  useEffect(() => {
    if (method !== 'sms' || !challenge || autoSent.current) return;
    autoSent.current = true;
    fire(sendSms(true), 'two-factor sms');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method, challenge]);

  if (!challenge) {
    return (
      <FlowPage title="Two-factor authentication" heading="Your login session expired">
        <p className="flow__text">Please log in again to get a new security code.</p>
        <Link href={`/accounts/login/${search ? `?${search}` : ''}`} className="primary-button flow__button-link">
          Log in
        </Link>
      </FlowPage>
    );
  }

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!canSubmitCode(code) || busy) return;
    setBusy(true);
    setError(null);
    const r = await call('twoFactorLogin', { username: challenge.username, verificationCode: code, identifier: challenge.identifier, queryParams: queryParamsJson(window.location.search) });
    if (r.ok && r.value.authenticated) {
      sessionStorage.removeItem(TWO_FACTOR_STORAGE_KEY);
      const params = new URLSearchParams(search);
      fullNavigate(postLoginTarget({ next: params.get('next'), hl: params.get('hl'), reactivated: r.value.reactivated ?? false, oneTapPrompt: false, nonce: null }));
      return;
    }
    authLog('two_factor_failure', { type: r.ok ? (r.value.error_type ?? 'unknown') : (r.errorType ?? 'ajax_error') });
    setError(r.ok ? WRONG_CODE : failureText(r, WRONG_CODE));
    setBusy(false);
  };

  const methods = availableMethods(challenge);
  const other = methods.find((m) => m !== method);
  return (
    <FlowPage title="Two-factor authentication" heading="Enter security code">
      <p className="flow__text">
        {method === 'totp'
          ? 'Enter the 6-digit code from your authentication app.'
          : `Enter the code we sent to your number ending in ${challenge.lastFourDigits}.`}
      </p>
      <p className="flow__text">Can’t get a code? Enter one of your 8-digit backup codes.</p>
      <form className="auth__form" onSubmit={(e) => fire(submit(e), 'two-factor login')} noValidate>
        <TextField label="Security code" name="verificationCode" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={(v) => setCode(normaliseCode(v))} error={error} />
        <button type="submit" className="primary-button" disabled={!canSubmitCode(code) || busy}>
          {busy ? 'Confirming…' : 'Confirm'}
        </button>
      </form>
      {method === 'sms' ? (
        <button type="button" className="text-button" disabled={!resend.allowed} onClick={() => fire(sendSms(false), 'two-factor resend')}>
          {resend.allowed ? 'Send code again' : `Send code again in ${resend.secondsLeft} s`}
        </button>
      ) : null}
      {other ? (
        <button type="button" className="text-button" onClick={() => setMethod(other)}>
          {other === 'totp' ? 'Use your authentication app' : 'Get a code by text message'}
        </button>
      ) : null}
      {notice ? <FlowStatus>{notice}</FlowStatus> : null}
    </FlowPage>
  );
}
