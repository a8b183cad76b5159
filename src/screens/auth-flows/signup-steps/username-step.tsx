import type { FormEvent } from 'react';
import { fire } from '../../../lib/fire';
import { usernameProblem } from '../../../lib/auth/signup-field-rules';
import { TextField } from '../../auth/text-field';

/** The suggested-username page of multi-step sign-up (000 §2): suggestions from the server, then sign up. */
export function UsernameStep({ username, suggestions, error, formError, busy, onUsername, onSubmit }: {
  username: string;
  suggestions: string[];
  error: string | null | undefined;
  formError: string | null;
  busy: boolean;
  onUsername: (u: string) => void;
  onSubmit: () => Promise<void>;
}) {
  // Issue 11: a name over the limit is refused with a word, never cut.
  const problem = usernameProblem(username);
  const ready = username.trim() !== '' && problem === null && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) fire(onSubmit(), 'sign up');
  };
  return (
    <>
      <h2 className="flow__heading">Choose a username</h2>
      <p className="flow__text">You can always change it later.</p>
      <form className="auth__form" onSubmit={submit} noValidate>
        <TextField label="Username" name="username" autoCapitalize="off" autoCorrect="off" spellCheck={false} value={username} onValue={onUsername} error={problem ?? error} />
        {suggestions.length > 0 ? (
          <div className="suggestions" role="group" aria-label="Suggested usernames">
            {suggestions.map((s) => (
              <button key={s} type="button" className="secondary-button" aria-pressed={s === username} onClick={() => onUsername(s)}>
                {s}
              </button>
            ))}
          </div>
        ) : null}
        <button type="submit" className="primary-button" disabled={!ready}>
          {busy ? 'Signing up…' : 'Sign up'}
        </button>
        {formError ? (
          <p className="auth__alert" role="alert">
            {formError}
          </p>
        ) : null}
      </form>
    </>
  );
}
