import { useState, type FormEvent } from 'react';
import { fire } from '../../lib/fire';
import { codeReady, phoneReady, typedCode } from '../../lib/settings/security-settings';
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';
import { TextField } from '../auth/text-field';
import { useResendCountdown } from '../auth-flows/two-factor/use-countdown';
import { SaveOutcome } from './settings-layout';
import { useFormCall } from './use-form-call';
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
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const resend = useResendCountdown(lastSentAt);
  const { busy, errors, error, run, reset } = useFormCall();
  const shownPhone = phone ?? initialPhone;

  const send = async () => {
    if (!online || busy || !phoneReady(shownPhone)) return;
    const value = await run(() => call('twoFactorSendCode', { phoneNumber: shownPhone }), "Couldn't send the code.");
    if (!value) return;
    setSentTo({ phone: value.phone_number, last4: value.obfuscated_phone_number });
    setLastSentAt(Date.now());
  };

  const enable = async (e: FormEvent) => {
    e.preventDefault();
    if (!online || busy || !sentTo || !codeReady(code)) return;
    const value = await run(() => call('twoFactorEnable', { phoneNumber: sentTo.phone, code }), "Couldn't turn on two-factor authentication.");
    if (value) onEnabled(value);
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
        <button type="button" className="text-button" disabled={busy} onClick={() => { setSentTo(null); setCode(''); reset(); }}>
          Change number
        </button>
      </div>
      <SaveOutcome done={null} error={error} />
    </form>
  );
}
