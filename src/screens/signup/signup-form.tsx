import { useMemo, useState, type FormEvent } from 'react';
import { birthdayAllowed, canSubmitSignup, defaultBirthday, type SignupFields } from '../../lib/signup-rules';
import { fire } from '../../lib/fire';
import { PasswordField } from '../auth/password-field';
import { TextField } from '../auth/text-field';
import { BirthdayField } from './birthday-field';
import { useSignup } from './use-signup';

/** Our wording (000 §5: submit is disabled when the date of birth is blocked by the age rule). */
const BIRTHDAY_BLOCKED = 'Please enter your real date of birth.';

/** Email, full name, username, password and birthday, with per-field server errors (000 §5). */
export function SignupForm({ next }: { next: string | null }) {
  const now = useMemo(() => new Date(), []);
  const [fields, setFields] = useState<SignupFields>(() => ({ email: '', fullName: '', username: '', password: '', birthday: defaultBirthday(now) }));
  const { submit, busy, errors } = useSignup(next);
  const set = <K extends keyof SignupFields>(key: K) => (value: SignupFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const ready = canSubmitSignup(fields, now) && !busy;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) fire(submit(fields), 'sign up');
  };

  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" name="email" type="email" autoComplete="email" autoCapitalize="off" value={fields.email} onValue={set('email')} error={errors.fields.email} />
      <TextField label="Full Name" name="fullName" autoComplete="name" value={fields.fullName} onValue={set('fullName')} error={errors.fields.fullName} />
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
      <PasswordField label="Password" name="password" autoComplete="new-password" value={fields.password} onValue={set('password')} error={errors.fields.password} />
      <BirthdayField value={fields.birthday} onValue={set('birthday')} error={errors.fields.birthday ?? (birthdayAllowed(fields.birthday, now) ? null : BIRTHDAY_BLOCKED)} now={now} />
      <button type="submit" className="primary-button" disabled={!ready}>
        {busy ? 'Signing up…' : 'Sign up'}
      </button>
      {errors.form ? (
        <p className="auth__alert" role="alert">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
