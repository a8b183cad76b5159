import { useState, type FormEvent } from 'react';
import { fire } from '../../lib/fire';
import { fieldErrorsOf } from '../../lib/settings/account-draft';
import type { FieldErrors } from '../../lib/settings/account-draft';
import { codeReady, phoneReady, typedCode } from '../../lib/settings/security-settings';
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { TextField } from '../auth/text-field';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { useResendCountdown } from '../auth-flows/two-factor/use-countdown';
import { SaveOutcome } from './settings-layout';
import type { useTwoFactorStatus } from './use-two-factor-status';

type Deps = Pick<ReturnType<typeof useTwoFactorStatus>, 'online' | 'call'> & { initialPhone: string; onEnabled: (s: WireTwoFactorStatus) => void };

/**
 * Turning on two-factor by text message: a number → a code is texted (again at most once per
 * 30 s, 000 §5) → the code → on. What was typed stays while offline; the buttons wait.
 */
export function TwoFactorEnable({ online, call, initialPhone, onEnabled }: Deps) {
  const [phone, setPhone] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ phone: string; last4: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const resend = useResendCountdown(lastSentAt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const shownPhone = phone ?? initialPhone;

  const send = async () => {
    if (!online || busy || !phoneReady(shownPhone)) return;
    setBusy(true);
    setErrors({});
    setError(null);
    const r = await call('twoFactorSendCode', { phoneNumber: shownPhone });
    setBusy(false);
    if (r.ok) {
      setSentTo({ phone: r.value.phone_number, last4: r.value.obfuscated_phone_number });
      setLastSentAt(Date.now());
      return;
    }
    const fields = fieldErrorsOf(r.body);
    setErrors(fields);
    if (Object.keys(fields).length === 0) setError(failureText(r, "Couldn't send the code."));
  };

  const enable = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || busy || !sentTo || !codeReady(code)) return;
    setBusy(true);
    setErrors({});
    setError(null);
    const r = await call('twoFactorEnable', { phoneNumber: sentTo.phone, code });
    setBusy(false);
    if (r.ok) {
      onEnabled(r.value);
      return;
    }
    const fields = fieldErrorsOf(r.body);
    setErrors(fields);
    if (Object.keys(fields).length === 0) setError(failureText(r, "Couldn't turn on two-factor authentication."));
  };

  if (!sentTo) {
    return (
      <form className="settings__form" onSubmit={(e) => { e.preventDefault(); fire(send(), 'two-factor send code'); }} noValidate>
        <p className="settings__hint">We’ll text a security code to this number when you log in from a new device.</p>
        <TextField label="Phone number" type="tel" name="phone_number" autoComplete="tel" inputMode="tel" value={shownPhone} onValue={setPhone} error={errors['phone_number']} />
        <button type="submit" className="primary-button settings__save" disabled={!online || busy || !phoneReady(shownPhone)}>
          {busy ? 'Sending…' : 'Send code'}
        </button>
        <SaveOutcome done={null} error={error} />
      </form>
    );
  }
  return (
    <form className="settings__form" onSubmit={(e) => fire(enable(e), 'two-factor enable')} noValidate>
      <p className="settings__hint">Enter the 6-digit code we sent to your number ending in {sentTo.last4}.</p>
      <TextField label="Confirmation code" name="confirmation_code" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={(v) => setCode(typedCode(v))} error={errors['confirmation_code']} />
      <button type="submit" className="primary-button settings__save" disabled={!online || busy || !codeReady(code)}>
        {busy ? 'Turning on…' : 'Turn on'}
      </button>
      <div className="settings__row">
        <button type="button" className="text-button" disabled={!online || busy || !resend.allowed} onClick={() => fire(send(), 'two-factor resend')}>
          {resend.allowed ? 'Send code again' : `Send code again in ${resend.secondsLeft} s`}
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={() => { setSentTo(null); setCode(''); setErrors({}); setError(null); }}>
          Change number
        </button>
      </div>
      <SaveOutcome done={null} error={error} />
    </form>
  );
}
