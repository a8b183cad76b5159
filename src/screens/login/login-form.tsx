import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { canSubmitLogin } from '../../lib/auth-form-rules';
import { fire } from '../../lib/fire';
import { PasswordField } from '../auth/password-field';
import { TextField } from '../auth/text-field';
import { RecoveryDialog } from './recovery-dialog';
import { useLogin } from './use-login';

/** Username/email/phone and password; submit disabled until both are filled (000 §5). */
export function LoginForm({ next, onToast }: { next: string | null; onToast: (text: string) => void }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { login, busy, error, recovery, closeRecovery } = useLogin(next, onToast);
  const ready = canSubmitLogin(identifier, password) && !busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) fire(login(identifier, password), 'login');
  };

  return (
    <form className="auth__form" onSubmit={submit} noValidate>
      <TextField
        label="Phone number, username, or email"
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={75}
        value={identifier}
        onValue={setIdentifier}
        aria-invalid={error?.kind === 'username-error' ? true : undefined}
        aria-describedby={error?.kind === 'username-error' ? 'login-error' : undefined}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        aria-invalid={error?.kind === 'password-error' ? true : undefined}
        aria-describedby={error?.kind === 'password-error' ? 'login-error' : undefined}
      />
      <button type="submit" className="primary-button" disabled={!ready}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
      {error ? (
        <p id="login-error" className="auth__alert" role="alert" data-error={error.kind}>
          {error.message}
        </p>
      ) : null}
      <p className="auth__fine">
        <Link href="/accounts/password/reset/" className="link">
          Forgot password?
        </Link>
      </p>
      {recovery ? <RecoveryDialog prompt={recovery} onClose={closeRecovery} /> : null}
    </form>
  );
}
