import { useState, type FormEvent } from 'react';
import { fire } from '../../../lib/fire';
import { phoneTail } from '../../../lib/auth/contact-point';
import type { PhoneCodeState } from '../../../lib/auth/phone-code';
import { canSubmitCode, normaliseCode } from '../../../lib/auth/two-factor';
import { TextField } from '../../auth/text-field';
import { useResendCountdown } from '../two-factor/use-countdown';

/** The SMS code entry step of phone sign-up (000 §2, 000 §4): verify, resend (at most once per 30 s), change number. */
export function ConfirmCodeStep({ phone, busy, onVerify, onResend, onChangeNumber }: { phone: PhoneCodeState; busy: boolean; onVerify: (code: string) => Promise<void>; onResend: () => Promise<void>; onChangeNumber: () => void }) {
  const [code, setCode] = useState('');
  const resend = useResendCountdown(phone.lastSentAt);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmitCode(code) && !busy) fire(onVerify(code), 'verify code');
  };
  return (
    <>
      <h2 className="flow__heading">Enter confirmation code</h2>
      <p className="flow__text">Enter the 6-digit code we sent to the number ending in {phoneTail(phone.phone)}.</p>
      <form className="auth__form" onSubmit={submit} noValidate>
        <TextField label="Confirmation code" name="sms_code" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={(v) => setCode(normaliseCode(v))} error={phone.error} />
        <button type="submit" className="primary-button" disabled={!canSubmitCode(code) || busy}>
          {busy ? 'Confirming…' : 'Confirm'}
        </button>
      </form>
      <button type="button" className="text-button" disabled={!resend.allowed || busy} onClick={() => fire(onResend(), 'resend code')}>
        {resend.allowed ? 'Send code again' : `Send code again in ${resend.secondsLeft} s`}
      </button>
      <button type="button" className="text-button" disabled={busy} onClick={onChangeNumber}>
        Change number
      </button>
    </>
  );
}
