import type { FormEvent } from 'react';
import { fire } from '../../lib/fire';
import { birthdayBlocked, canSubmitContactSignup, type ContactSignupFields } from '../../lib/auth/signup-submit';
import type { FieldErrors } from '../../lib/auth/contact-signup-outcome';
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

/** Mobile number or email, full name, (username), password and birthday, with per-field errors (000 §5). */
export function ContactForm({ fields, onFields, errors, busy, now, withUsername, ageBlocked, submitLabel, onSubmit }: ContactFormProps) {
  const set = <K extends keyof ContactSignupFields>(key: K) => (value: ContactSignupFields[K]) => onFields({ ...fields, [key]: value });
  const ready = canSubmitContactSignup(fields, now, { needsUsername: withUsername, needsBirthday: true, ageBlocked }) && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) fire(onSubmit(), 'sign up');
  };
  const birthday = fields.birthday ?? { month: 1, day: 1, year: now.getFullYear() - 25 };
  const birthdayError = ageBlocked ? AgeMessages.blocked : (errors.fields.birthday ?? (birthdayBlocked(fields.birthday, now, false) ? BIRTHDAY_BLOCKED : null));
  return (
    <form className="auth__form" onSubmit={submit} noValidate>
      <TextField label="Mobile Number or Email" name="emailOrPhone" autoComplete="email" autoCapitalize="off" value={fields.emailOrPhone} onValue={set('emailOrPhone')} error={errors.fields.emailOrPhone} />
      <TextField label="Full Name" name="fullName" autoComplete="name" value={fields.fullName} onValue={set('fullName')} error={errors.fields.fullName} />
      {withUsername ? (
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={30}
          value={fields.username}
          onValue={set('username')}
          error={errors.fields.username}
        />
      ) : null}
      <PasswordField label="Password" name="password" autoComplete="new-password" value={fields.password} onValue={set('password')} error={errors.fields.password} />
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
