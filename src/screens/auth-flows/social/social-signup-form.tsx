import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '../../../components/avatar';
import { fire } from '../../../lib/fire';
import { AuthLimits } from '../../../lib/auth/auth-limits';
import { contactSignupOutcome, NO_FIELD_ERRORS, type FieldErrors } from '../../../lib/auth/contact-signup-outcome';
import { usernameProblem } from '../../../lib/auth/signup-field-rules';
import type { SocialSignupForm as Form, WireSignupResponse } from '../../../../worker/api-types';
import { PasswordField } from '../../auth/password-field';
import { TextField } from '../../auth/text-field';
import { signupOrigin, signupSucceeded } from '../../signup/signup-success';
import { pageSearch } from '../shared/device';
import { useAuthCall } from '../shared/use-auth-call';
import type { SocialSignupData } from './use-social-landing';

const EMAIL_TAKEN = 'Another account is using this email. Log in to that account to connect it.';

/**
 * Sign-up from the provider's profile (000 §4 Social sign-up): name, username (suggestions),
 * password; the email when not taken. While the form is focused, a dry run runs whenever the
 * fields differ from the last result and no request is in flight; a pending dry run's answer
 * is dropped (aborted) when the fields changed since. Then the real submit; success redirects
 * (000 §2, the with-social flag).
 */
export function SocialSignupForm({ data }: { data: SocialSignupData }) {
  const call = useAuthCall();
  const me = data.profile.meResponse;
  const picture = data.profile.pictureResponse?.data;
  const [fullName, setFullName] = useState(me.name ?? '');
  const [username, setUsername] = useState(data.suggestions[0] ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_FIELD_ERRORS);
  const [busy, setBusy] = useState(false);
  const [focused, setFocused] = useState(false);
  const lastChecked = useRef('');
  const inFlight = useRef(false);
  const seq = useRef(0);

  const form = (): Form => ({ provider: data.provider, accessToken: data.accessToken, fullName: fullName.trim(), username: username.trim(), password, email: data.emailTaken ? '' : (me.email ?? ''), tosVersion: 'default', optIntoOneTap: true });
  const key = JSON.stringify([fullName, username, password]);
  const answer = (r: Awaited<ReturnType<typeof call<'socialSignup'>>>) => ({ ok: r.ok, statusCode: r.ok ? 200 : r.statusCode, body: (r.ok ? r.value : (r.body ?? {})) as WireSignupResponse });

  useEffect(() => {
    if (!focused || busy || key === lastChecked.current || inFlight.current || username.trim() === '') return;
    const timer = setTimeout(() => {
      const mine = ++seq.current;
      inFlight.current = true;
      lastChecked.current = key;
      fire(
        call('socialSignup', { form: form(), dryRun: true }).then((r) => {
          inFlight.current = false;
          if (mine !== seq.current) return; // a newer dry run replaced this one
          const out = contactSignupOutcome(answer(r), true);
          setErrors(out.kind === 'errors' ? out.errors : NO_FIELD_ERRORS);
        }),
        'social dry run',
      );
    }, 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focused, key, busy]);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    seq.current += 1; // drop any pending dry run
    setBusy(true);
    // The return URL the OAuth state carried is this sign-up's next (000 §2); hl from this page.
    const origin = { ...signupOrigin(pageSearch()), next: data.next };
    const r = await call('socialSignup', { form: form(), dryRun: false });
    const out = contactSignupOutcome(answer(r), false);
    if (out.kind === 'created' && r.ok) return signupSucceeded(call, r.value, true, origin);
    setBusy(false);
    setErrors(out.kind === 'errors' || out.kind === 'exists' ? out.errors : NO_FIELD_ERRORS);
  };

  // Issue 11: a username over the limit is refused with a word, never cut.
  const ready = fullName.trim() !== '' && username.trim() !== '' && usernameProblem(username) === null && password.length >= AuthLimits.minPasswordLength && !busy;
  return (
    <form className="auth__form" onSubmit={(e) => fire(submit(e), 'social sign up')} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} noValidate>
      <div className="one-tap__item">
        {/* 000 §9: the anonymous avatar when the social picture is a silhouette. */}
        <Avatar src={picture && !picture.is_silhouette ? picture.url : null} username={fullName || 'You'} size={56} />
        <span className="one-tap__name">{me.email && !data.emailTaken ? me.email : fullName}</span>
      </div>
      {data.emailTaken ? <p className="auth__alert">{EMAIL_TAKEN}</p> : null}
      <TextField label="Full Name" name="fullName" autoComplete="name" value={fullName} onValue={setFullName} error={errors.fields.fullName} />
      <TextField label="Username" name="username" autoCapitalize="off" autoCorrect="off" spellCheck={false} value={username} onValue={setUsername} error={usernameProblem(username) ?? errors.fields.username} />
      {data.suggestions.length > 1 ? (
        <div className="suggestions" role="group" aria-label="Suggested usernames">
          {data.suggestions.map((s) => (
            <button key={s} type="button" className="secondary-button" aria-pressed={s === username} onClick={() => setUsername(s)}>
              {s}
            </button>
          ))}
        </div>
      ) : null}
      <PasswordField label="Password" name="password" autoComplete="new-password" value={password} onValue={setPassword} error={errors.fields.password} />
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
