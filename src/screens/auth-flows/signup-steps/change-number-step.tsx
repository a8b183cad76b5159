import { useState, type FormEvent } from 'react';
import { fire } from '../../../lib/fire';
import { isPhoneLike } from '../../../lib/auth/contact-point';
import { TextField } from '../../auth/text-field';

/** The change-phone-number step (000 §2): a new number gets a new code. */
export function ChangeNumberStep({ initial, error, busy, onSubmit }: { initial: string; error: string | null; busy: boolean; onSubmit: (phone: string) => Promise<void> }) {
  const [phone, setPhone] = useState(initial);
  const ok = isPhoneLike(phone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok && !busy) fire(onSubmit(phone), 'change number');
  };
  return (
    <>
      <h2 className="flow__heading">Change phone number</h2>
      <form className="auth__form" onSubmit={submit} noValidate>
        <TextField label="Phone number" name="phone_number" type="tel" autoComplete="tel" value={phone} onValue={setPhone} error={error ?? (phone !== '' && !ok ? 'Enter a valid phone number.' : null)} />
        <button type="submit" className="primary-button" disabled={!ok || busy}>
          Send code
        </button>
      </form>
    </>
  );
}
