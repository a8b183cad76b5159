import { useState } from 'react';
import { useBootstrap, useWorker } from '../../state';
import { loginOutcome, LoginMessages } from '../../lib/login-outcome';
import { signupStep } from '../../lib/signup-outcome';
import { toSignupForm, type SignupErrors, type SignupFields } from '../../lib/signup-rules';
import { postLoginTarget } from '../../lib/post-login-redirect';
import { fullNavigate } from '../../lib/full-navigation';
import { queryParamsJson } from '../../lib/query-params';

const NO_ERRORS: SignupErrors = { fields: {}, form: null };

/**
 * Email sign-up (000 §4): a dry run, then the real submit. A dry run answering code 3 (the
 * account exists) logs in with the entered password. Success goes to next, else '/' (000 §2).
 */
export function useSignup(next: string | null) {
  const worker = useWorker();
  const bootstrap = useBootstrap();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>(NO_ERRORS);

  const done = () => fullNavigate(postLoginTarget({ next, hl: null, reactivated: false, oneTapPrompt: false, nonce: null }));

  const loginExisting = async (fields: SignupFields, signupErrors: SignupErrors): Promise<void> => {
    const identifier = fields.email.trim() || fields.username.trim();
    const outcome = loginOutcome(
      await worker.login({ username: identifier, password: fields.password, queryParams: queryParamsJson(window.location.search), optIntoOneTap: false }),
    );
    if (outcome.kind === 'success') return done();
    // Not this person's password: the sign-up errors say why the form can't go through.
    const hasFieldErrors = Object.keys(signupErrors.fields).length > 0 || signupErrors.form !== null;
    setErrors(hasFieldErrors ? signupErrors : { fields: {}, form: outcome.message });
  };

  const run = async (fields: SignupFields): Promise<void> => {
    const form = toSignupForm(fields, bootstrap?.device_id ?? '');
    for (const dryRun of [true, false]) {
      const step = signupStep(await worker.signup(form, dryRun), dryRun);
      if (step.kind === 'exists') return loginExisting(fields, step.errors);
      if (step.kind === 'errors') return setErrors(step.errors);
      if (step.kind === 'created') return done();
    }
  };

  const submit = async (fields: SignupFields): Promise<void> => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await run(fields);
    } catch {
      setErrors({ fields: {}, form: LoginMessages.connect });
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, errors };
}
