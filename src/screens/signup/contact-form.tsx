import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { fire } from '../../lib/fire';
import { birthdayBlocked, canSubmitContactSignup, type ContactSignupFields } from '../../lib/auth/signup-submit';
import type { ContactField, FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { shownFieldErrors, signupFieldProblems } from '../../lib/auth/signup-field-rules';
import { PasswordField } from '../auth/password-field';
import { TextField } from '../auth/text-field';
import { BirthdayField } from './birthday-field';
import { AgeMessages } from './signup-texts';

/** Our wording (000 §5: submit is disabled when the date of birth is blocked by the age rule). */
const BIRTHDAY_BLOCKED = 'Please enter your real date of birth.';

export interface ContactFormProps {
  fields: ContactSignupFields;
  onFields: (f: ContactSignupFields) => void;
  errors: FieldErrors;
  busy: boolean;
  now: Date;
  /** The single form asks the username; the multi-step first step leaves it to the username page. */
  withUsername: boolean;
  ageBlocked: boolean;
  submitLabel: string;
  onSubmit: () => Promise<void>;
}

/**
 * Mobile number or email, full name, (username), password and birthday, with per-field errors
 * (000 §5): the server's, and why a field is not right yet (src/lib/auth/signup-field-rules.ts)
 * once the person has left it or tried to submit (Enter; the button stays disabled, 000 §5).
 */
export function ContactForm({ fields, onFields, errors, busy, now, withUsername, ageBlocked, submitLabel, onSubmit }: ContactFormProps) {
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [triedSubmit, setTriedSubmit] = useState(false);
  const set = <K extends keyof ContactSignupFields>(key: K) => (value: ContactSignupFields[K]) => onFields({ ...fields, [key]: value });
  const leave = (field: ContactField) => () => setLeft((s) => (s.has(field) ? s : new Set(s).add(field)));
  const ready = canSubmitContactSignup(fields, now, { needsUsername: withUsername, needsBirthday: true, ageBlocked }) && !busy;
  const shown = shownFieldErrors(signupFieldProblems(fields, withUsername), left, triedSubmit, errors.fields);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTriedSubmit(true);
    if (ready) fire(onSubmit(), 'sign up');
  };
  const enter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') setTriedSubmit(true);
  };
  const birthday = fields.birthday ?? { month: 1, day: 1, year: now.getFullYear() - 25 };
  const birthdayError = ageBlocked ? AgeMessages.blocked : (errors.fields.birthday ?? (birthdayBlocked(fields.birthday, now, false) ? BIRTHDAY_BLOCKED : null));
  return (
    <form className="auth__form" onSubmit={submit} onKeyDown={enter} noValidate>
      <TextField label="Mobile Number or Email" name="emailOrPhone" autoComplete="email" autoCapitalize="off" value={fields.emailOrPhone} onValue={set('emailOrPhone')} onBlur={leave('emailOrPhone')} error={shown.emailOrPhone} />
      <TextField label="Full Name" name="fullName" autoComplete="name" value={fields.fullName} onValue={set('fullName')} onBlur={leave('fullName')} error={shown.fullName} />
      {withUsername ? (
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={fields.username}
          onValue={set('username')}
          onBlur={leave('username')}
          error={shown.username}
        />
      ) : null}
      <PasswordField label="Password" name="password" autoComplete="new-password" value={fields.password} onValue={set('password')} onBlur={leave('password')} error={shown.password} />
      <BirthdayField value={birthday} onValue={set('birthday')} error={birthdayError} now={now} />
      <button type="submit" className="primary-button" disabled={!ready}>
        {busy ? 'Please wait…' : submitLabel}
      </button>
      {errors.form ? (
        <p className="auth__alert" role="alert">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
