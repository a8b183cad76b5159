import { useState } from 'react';
import { useWorker } from '../../state';
import { loginOutcome, LoginMessages, type LoginOutcome } from '../../lib/login-outcome';
import { normaliseIdentifier } from '../../lib/auth-form-rules';
import { postLoginTarget } from '../../lib/post-login-redirect';
import { fullNavigate } from '../../lib/full-navigation';
import { queryParamsJson } from '../../lib/query-params';

export type LoginError = Exclude<LoginOutcome, { kind: 'success' }>;

/**
 * Password login (000 §4): attempted, then succeeded (full navigation to the post-login
 * target, 000 §2) or failed (the error of 000 §8).
 */
export function useLogin(next: string | null) {
  const worker = useWorker();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const login = async (identifier: string, password: string): Promise<void> => {
    setBusy(true);
    setError(null);
    let outcome: LoginOutcome;
    try {
      const search = window.location.search;
      outcome = loginOutcome(
        await worker.login({ username: normaliseIdentifier(identifier), password, queryParams: queryParamsJson(search), optIntoOneTap: false }),
      );
    } catch {
      outcome = { kind: 'connect-error', message: LoginMessages.connect };
    }
    if (outcome.kind === 'success') {
      const hl = new URLSearchParams(window.location.search).get('hl');
      // Our choice: the one-tap screen is a later issue, so the prompt is not offered yet.
      fullNavigate(postLoginTarget({ next, hl, reactivated: outcome.response.reactivated ?? false, oneTapPrompt: false, nonce: null }));
      return;
    }
    setError(outcome);
    setBusy(false);
  };

  return { login, busy, error };
}
