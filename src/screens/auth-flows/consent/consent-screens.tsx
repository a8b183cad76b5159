import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { fire } from '../../../lib/fire';
import type { Dob } from '../../../lib/auth/age-rules';
import { ageButtons, includesTos, parentalEmailError, type AgeAnswer } from '../../../lib/auth/consent';
import { TextField } from '../../auth/text-field';
import { BirthdayField } from '../../signup/birthday-field';
import { AGE_LABEL } from './consent-texts';

/** The terms and data policy, with links to the legal pages (000 §2 legal routes). */
export function TermsText({ body }: { body?: readonly string[] | undefined }) {
  const paragraphs = body && body.length > 0 ? body : ['To use Lumen, please agree to our Terms, Data Policy and Cookies Policy.'];
  return (
    <div className="consent__body">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      <p>
        <Link href="/legal/terms/" className="link">
          Terms of Use
        </Link>{' '}
        ·{' '}
        <Link href="/legal/privacy/" className="link">
          Data Policy
        </Link>{' '}
        ·{' '}
        <Link href="/legal/cookies/" className="link">
          Cookies Policy
        </Link>
      </p>
    </div>
  );
}

export function AgeScreen({ screenKey, body, buttons, busy, onAnswer }: {
  screenKey: string;
  body?: readonly string[] | undefined;
  /** The server's answers (label, bucket), else ours for the screen key. */
  buttons?: readonly { label: string; value: AgeAnswer }[] | undefined;
  busy: boolean;
  onAnswer: (a: AgeAnswer) => void;
}) {
  const answers = buttons && buttons.length > 0 ? buttons : ageButtons(screenKey).map((value) => ({ label: AGE_LABEL[value], value }));
  return (
    <>
      {includesTos(screenKey) ? <TermsText body={body} /> : null}
      <fieldset className="birthday">
        <legend className="birthday__legend">How old are you?</legend>
        <div className="flow__actions">
          {answers.map((a) => (
            <button key={a.value} type="button" className="secondary-button" disabled={busy} onClick={() => onAnswer(a.value)}>
              {a.label}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function DobScreen({ initial, now, busy, blocked, error, onSubmit }: { initial: Dob; now: Date; busy: boolean; blocked: boolean; error: string | null; onSubmit: (d: Dob) => void }) {
  const [dob, setDob] = useState(initial);
  return (
    <form
      className="auth__form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (!busy && !blocked) onSubmit(dob);
      }}
      noValidate
    >
      <BirthdayField value={dob} onValue={setDob} error={error} now={now} />
      <button type="submit" className="primary-button" disabled={busy || blocked}>
        Next
      </button>
    </form>
  );
}

export function ParentalScreen({ busy, onSend, onSkip }: { busy: boolean; onSend: (email: string) => Promise<string | null>; onSkip: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const invalid = parentalEmailError(email);
    setError(invalid ?? (await onSend(email)));
  };
  return (
    <form className="auth__form" onSubmit={(e) => fire(submit(e), 'parental email')} noValidate>
      <p className="flow__text">Ask a parent or guardian to review your account. We'll email them a link to approve it.</p>
      <TextField label="Parent or guardian's email" name="guardian_email" type="email" autoComplete="off" value={email} onValue={setEmail} error={error} />
      <button type="submit" className="primary-button" disabled={busy || email.trim() === ''}>
        Send
      </button>
      <button type="button" className="text-button" disabled={busy} onClick={onSkip}>
        Skip for now
      </button>
    </form>
  );
}
