import { useMemo, useReducer, useState, type FormEvent } from 'react';
import { useBootstrap } from '../../../state';
import { fire } from '../../../lib/fire';
import { isPhoneLike, normalisePhone } from '../../../lib/auth/contact-point';
import { codeRequestError, codeVerifyError, initialPhoneCode, phoneCodeReducer } from '../../../lib/auth/phone-code';
import { TextField } from '../../auth/text-field';
import { ChangeNumberStep } from '../signup-steps/change-number-step';
import { ConfirmCodeStep } from '../signup-steps/confirm-code-step';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/** /accounts/confirm_phone/ (000 §2): a phone number, the SMS code, verified (the SMS calls of 000 §7). */
export function ConfirmPhoneScreen() {
  const call = useAuthCall();
  const clientId = useBootstrap()?.device_id ?? '';
  const [s, dispatch] = useReducer(phoneCodeReducer, initialPhoneCode);
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const ok = useMemo(() => isPhoneLike(number), [number]);

  const send = async (raw: string): Promise<void> => {
    const phone = normalisePhone(raw);
    setBusy(true);
    dispatch({ type: 'code-requested', phone });
    const r = await call('sendSignupSms', { clientId, phoneNumber: phone, phoneId: '' });
    setBusy(false);
    if (r.ok) dispatch({ type: 'code-sent', at: Date.now() });
    else dispatch({ type: 'code-request-failed', message: codeRequestError((r.body as { errors?: Record<string, unknown> } | null)?.errors, failureText(r, '')) });
  };

  const verify = async (code: string): Promise<void> => {
    setBusy(true);
    dispatch({ type: 'code-entered' });
    const r = await call('validateSignupSms', { clientId, phoneNumber: s.phone, smsCode: code });
    setBusy(false);
    if (r.ok && r.value.verified) dispatch({ type: 'code-verified' });
    else dispatch({ type: 'code-verification-failed', message: codeVerifyError(r.ok ? undefined : (r.body as { errors?: Record<string, unknown> } | null)?.errors, r.ok ? '' : failureText(r, '')) });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok && !busy) fire(send(number), 'send code');
  };

  return (
    <FlowPage title="Confirm phone number">
      {s.step === 'verified' ? <FlowStatus>Your phone number is confirmed.</FlowStatus> : null}
      {s.step === 'idle' || s.step === 'requesting' ? (
        <form className="auth__form" onSubmit={submit} noValidate>
          <h2 className="flow__heading">Confirm your phone number</h2>
          <TextField label="Phone number" name="phone_number" type="tel" autoComplete="tel" value={number} onValue={setNumber} error={s.error} />
          <button type="submit" className="primary-button" disabled={!ok || busy}>
            Send code
          </button>
        </form>
      ) : null}
      {s.step === 'sent' || s.step === 'verifying' ? (
        <ConfirmCodeStep phone={s} busy={busy} onVerify={verify} onResend={() => send(s.phone)} onChangeNumber={() => dispatch({ type: 'number-change-requested' })} />
      ) : null}
      {s.step === 'changing' ? <ChangeNumberStep initial={s.phone} error={s.error} busy={busy} onSubmit={send} /> : null}
    </FlowPage>
  );
}
