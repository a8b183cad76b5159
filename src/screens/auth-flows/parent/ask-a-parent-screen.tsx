import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { fire } from '../../../lib/fire';
import { consentEndRedirect, finishedToastText, parentalEmailError, ScreenKey } from '../../../lib/auth/consent';
import { datePickerDefault, isParentAge, type Dob } from '../../../lib/auth/age-rules';
import { TextField } from '../../auth/text-field';
import { BirthdayField } from '../../signup/birthday-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';
import type { WireParentalInfoResponse } from '../../../../worker/api-types';

/**
 * /accounts/ask_a_parent/ (000 §2). Without a nonce: the teen enters a parent's email
 * (000 §7 send_parental_consent_email). With nonce and pc_id (the emailed link): the parent
 * approves with their name and date of birth (000 §7 parental_consent_action approve; 000 §9
 * a parent is at least 18, which the server checks too), which ends with the forced
 * redirect to the terms start path with entry point reg (000 §2), or says they are not the parent.
 */
export function AskAParentScreen() {
  const q = useSearchParams();
  const nonce = q.get('nonce');
  const pcId = q.get('pc_id');
  return nonce && pcId ? <ParentApproval nonce={nonce} pcId={pcId} /> : <AskParentForm />;
}

function AskParentForm() {
  const call = useAuthCall();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const invalid = parentalEmailError(email);
    if (invalid) return setError(invalid);
    setBusy(true);
    const r = await call('consentParentalEmail', { guardianEmail: email, currentScreenKey: ScreenKey.parentalConsent, gdprS: '' });
    setBusy(false);
    if (r.ok) setSent(true);
    else setError(failureText(r, "Couldn't send the email. Try again."));
  };
  return (
    <FlowPage title="Ask a parent" heading="Ask a parent or guardian">
      {sent ? (
        <FlowStatus>{finishedToastText(true)}</FlowStatus>
      ) : (
        <form className="auth__form" onSubmit={(e) => fire(submit(e), 'ask a parent')} noValidate>
          <p className="flow__text">We'll email them a link to review and approve your account.</p>
          <TextField label="Parent or guardian's email" name="guardian_email" type="email" value={email} onValue={setEmail} error={error} />
          <button type="submit" className="primary-button" disabled={busy || email.trim() === ''}>
            Send
          </button>
        </form>
      )}
    </FlowPage>
  );
}

/** Ours (000 §8: wording not shown). */
export const PARENT_TOO_YOUNG = 'A parent or guardian must be at least 18 years old to approve.';

function ParentApproval({ nonce, pcId }: { nonce: string; pcId: string }) {
  const call = useAuthCall();
  const now = useMemo(() => new Date(), []);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [dob, setDob] = useState<Dob>(() => datePickerDefault('default', now));
  const adult = isParentAge(dob, now);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<WireParentalInfoResponse | null>(null);
  useEffect(() => {
    fire(
      call('consentParentalInfo', { nonce, pcId }).then((r) => {
        if (r.ok) setInfo(r.value);
        else setError(failureText(r, 'This link is no longer valid.'));
      }),
      'parental info',
    );
  }, [call, nonce, pcId]);
  const approve = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    const r = await call('consentParentalAction', { nonce, action: 'approve', firstName: first.trim(), lastName: last.trim(), pcId, parentDob: dob });
    if (r.ok) {
      const end = consentEndRedirect('reg', null, true);
      if (end) window.location.assign(end.target);
      return;
    }
    setBusy(false);
    setError(failureText(r, "Couldn't save your approval. The link may have expired."));
  };
  const notParent = `/accounts/not_parent_confirm/?nonce=${encodeURIComponent(nonce)}&pc_id=${encodeURIComponent(pcId)}`;
  return (
    <FlowPage title="Parental consent" heading="Review your teen's account">
      <form className="auth__form" onSubmit={(e) => fire(approve(e), 'parental approve')} noValidate>
        <p className="flow__text">
          {info?.child ? `${info.child.full_name || info.child.username} (@${info.child.username})` : 'Your teen'} asked you to approve their Lumen account. Enter your name and
          date of birth to approve.
        </p>
        {info && info.parental_status !== 'pending' ? <FlowStatus>You already {info.parental_status} this request.</FlowStatus> : null}
        <TextField label="Your first name" name="first_name" autoComplete="given-name" value={first} onValue={setFirst} />
        <TextField label="Your last name" name="last_name" autoComplete="family-name" value={last} onValue={setLast} />
        <BirthdayField legend="Your date of birth" hint="We only check that you're an adult; it isn't kept." value={dob} onValue={setDob} now={now} error={adult ? null : PARENT_TOO_YOUNG} />
        <button type="submit" className="primary-button" disabled={busy || first.trim() === '' || last.trim() === '' || !adult}>
          Approve
        </button>
        {error ? <FlowStatus tone="error">{error}</FlowStatus> : null}
      </form>
      <p className="flow__links">
        <Link href={notParent} className="link">
          I'm not their parent or guardian
        </Link>
      </p>
    </FlowPage>
  );
}
