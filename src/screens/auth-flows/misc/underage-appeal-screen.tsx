import { useMemo, useState, type FormEvent } from 'react';
import { fire } from '../../../lib/fire';
import { datePickerDefault, isRealDate, type Dob } from '../../../lib/auth/age-rules';
import { contactKind } from '../../../lib/auth/contact-point';
import { TextField } from '../../auth/text-field';
import { BirthdayField } from '../../signup/birthday-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/** /integrity/checkpoint/checkpoint_underage_appeal/ (000 §2): ask for a review of an under-age block. */
export function UnderageAppealScreen() {
  const call = useAuthCall();
  const now = useMemo(() => new Date(), []);
  const [dob, setDob] = useState<Dob>(() => datePickerDefault('default', now));
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = isRealDate(dob) && contactKind(contact) !== 'invalid' && !busy;

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    const r = await call('underageAppeal', { ...dob, contact: contact.trim() });
    setBusy(false);
    if (r.ok) setDone(true);
    else setError(failureText(r, "Couldn't send your request. Please try again."));
  };

  return (
    <FlowPage title="Review your age" heading="Think we made a mistake?">
      {done ? (
        <FlowStatus>Thanks. We'll review your information and get back to you at {contact.trim()}.</FlowStatus>
      ) : (
        <form className="auth__form" onSubmit={(e) => fire(submit(e), 'underage appeal')} noValidate>
          <p className="flow__text">If you're old enough to use Lumen, confirm your birthday and tell us how to reach you.</p>
          <BirthdayField value={dob} onValue={setDob} now={now} />
          <TextField label="Mobile Number or Email" name="contact_point" autoComplete="email" value={contact} onValue={setContact} />
          <button type="submit" className="primary-button" disabled={!ready}>
            {busy ? 'Sending…' : 'Send for review'}
          </button>
          {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
        </form>
      )}
    </FlowPage>
  );
}
