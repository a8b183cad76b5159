import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useWorker } from '../../state';
import { loginOutcome, LoginMessages, type LoginOutcome } from '../../lib/login-outcome';
import { normaliseIdentifier } from '../../lib/auth-form-rules';
import { postLoginTarget } from '../../lib/post-login-redirect';
import { fullNavigate } from '../../lib/full-navigation';
import { queryParamsJson } from '../../lib/query-params';
import { authLog } from '../../lib/auth/auth-log';
import { loginFailureType, recoveryStep, type RecoveryStep } from '../../lib/auth/login-failure';
import { twoFactorPath } from '../../lib/auth/redirects';
import { TWO_FACTOR_STORAGE_KEY, twoFactorChallenge } from '../../lib/auth/two-factor';
import type { CallResult, WireLoginResponse } from '../../../worker/api-types';
import { isMobileNow } from '../auth-flows/shared/device';

export type LoginError = Exclude<LoginOutcome, { kind: 'success' }>;

export interface RecoveryPrompt {
  step: Exclude<RecoveryStep, 'none' | 'user-not-found-toast'>;
  identifier: string;
}

/** Ours (000 §8: wording not shown). */
export const USER_NOT_FOUND_TOAST = "We couldn't find an account with that username. Check it and try again, or sign up.";

function bodyOf(result: CallResult<WireLoginResponse>): Partial<WireLoginResponse> {
  const b = result.ok ? result.value : result.body;
  return typeof b === 'object' && b !== null ? (b as Partial<WireLoginResponse>) : {};
}

/**
 * Password login (000 §4): attempted, then succeeded (full navigation to the post-login target
 * of 000 §2, through the one-tap prompt on mobile when the server offers it), or failed: a
 * two-factor challenge goes to the two-factor screen; the failure type is logged; with the
 * account-recovery flag, the user-not-found toast, the recovery modal, or (from the second
 * submission on) the recovery options.
 */
export function useLogin(next: string | null, onToast: (text: string) => void) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [recovery, setRecovery] = useState<RecoveryPrompt | null>(null);
  const submissions = useRef(0);

  const failed = (result: CallResult<WireLoginResponse>, identifier: string, outcome: LoginError): void => {
    const statusCode = result.ok ? 200 : result.statusCode;
    const rawBody = result.ok ? result.value : result.body;
    const challenge = twoFactorChallenge(statusCode, rawBody);
    const body = bodyOf(result);
    authLog('login_failure', { type: loginFailureType({ errorType: body.error_type ?? (result.ok ? null : result.errorType), statusCode, twoFactorRequired: challenge !== null }) });
    if (challenge) {
      sessionStorage.setItem(TWO_FACTOR_STORAGE_KEY, JSON.stringify(challenge));
      navigate(twoFactorPath(window.location.search, next));
      return;
    }
    const step = recoveryStep({ recoveryFlag: body.showAccountRecoveryModal === true, userExists: body.user !== false, submissionCount: submissions.current });
    submissions.current += 1;
    setError(outcome);
    if (step === 'user-not-found-toast') onToast(USER_NOT_FOUND_TOAST);
    else if (step !== 'none') setRecovery({ step, identifier });
  };

  const login = async (identifier: string, password: string): Promise<void> => {
    setBusy(true);
    setError(null);
    const mobile = isMobileNow();
    let result: CallResult<WireLoginResponse>;
    try {
      result = await worker.login({ username: normaliseIdentifier(identifier), password, queryParams: queryParamsJson(window.location.search), optIntoOneTap: mobile });
    } catch {
      result = { ok: false, statusCode: 0, message: LoginMessages.connect, errorType: null, body: null };
    }
    const outcome = loginOutcome(result);
    if (outcome.kind === 'success') {
      const r = outcome.response;
      const hl = new URLSearchParams(window.location.search).get('hl');
      fullNavigate(postLoginTarget({ next, hl, reactivated: r.reactivated ?? false, oneTapPrompt: mobile && r.oneTapPrompt === true, nonce: r.nonce ?? null }));
      return;
    }
    failed(result, identifier, outcome);
    setBusy(false);
  };

  return { login, busy, error, recovery, closeRecovery: () => setRecovery(null) };
}
