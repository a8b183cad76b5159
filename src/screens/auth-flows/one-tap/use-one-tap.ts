import { useCallback, useEffect, useState } from 'react';
import { useWorker } from '../../../state';
import { useToastAction } from '../../../components/shell/toast-actions';
import { fire } from '../../../lib/fire';
import { fullNavigate } from '../../../lib/full-navigation';
import { postLoginTarget } from '../../../lib/post-login-redirect';
import { queryParamsJson } from '../../../lib/query-params';
import { authLog } from '../../../lib/auth/auth-log';
import { oneTapFailureAction } from '../../../lib/auth/one-tap';
import type { OneTapEntry } from '../../../../worker/api-types';
import { pageHl, pageSearch } from '../shared/device';
import { useAuthCall } from '../shared/use-auth-call';

/** Ours (000 §8: wording not shown). */
export const OneTapMessages = {
  nonceRejected: 'Your saved login info has expired. Please log in again.',
  failed: "Couldn't log you in. Check your connection and try again.",
  removeFailed: "Couldn't remove the saved login. Please try again.",
} as const;

/** The toast action id of one-tap's Retry (src/components/shell/toast-actions.ts); args {userId}. */
export const ONE_TAP_RETRY_ACTION = 'one-tap-retry';

/**
 * One-tap login (000 §4): the device's saved accounts; login with the stored nonce;
 * invalid_one_tap_nonce removes it (the worker does), shows a failed toast and switches to
 * login (onRejected); other failures show a toast with a Retry action (the app's toast, its
 * action registered here while the screen is up); removal per account.
 */
export function useOneTap(next: string | null, onRejected: () => void) {
  const call = useAuthCall();
  const worker = useWorker();
  const [entries, setEntries] = useState<OneTapEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const r = await call('oneTapList', {});
    setEntries(r.ok ? r.value : []);
  }, [call]);

  useEffect(() => fire(reload(), 'one-tap entries'), [reload]);

  const login = async (userId: string): Promise<void> => {
    setBusy(userId);
    const r = await call('oneTapLogin', { userId, queryParams: queryParamsJson(pageSearch()) });
    if (r.ok && r.value.authenticated) {
      fullNavigate(postLoginTarget({ next, hl: pageHl(), reactivated: r.value.reactivated ?? false, oneTapPrompt: false, nonce: null }));
      return;
    }
    setBusy(null);
    const errorType = r.ok ? (r.value.error_type ?? null) : r.errorType;
    authLog('login_failure', { type: errorType ?? 'ajax_error', one_tap: true });
    if (oneTapFailureAction(errorType) === 'remove-nonce-and-login') {
      fire(worker.showToast(OneTapMessages.nonceRejected), 'toast');
      await reload();
      onRejected();
    } else {
      fire(worker.showToast(OneTapMessages.failed, { action: { label: 'Retry', actionId: ONE_TAP_RETRY_ACTION, args: { userId } } }), 'toast');
    }
  };

  useToastAction(ONE_TAP_RETRY_ACTION, (args) => {
    if (args['userId']) fire(login(args['userId']), 'one-tap retry');
  });

  const remove = async (userId: string): Promise<void> => {
    setBusy(userId);
    const r = await call('oneTapRemove', { userId });
    setBusy(null);
    // 000 §8: one-tap removal failure shows the login-failed toast.
    if (!r.ok) fire(worker.showToast(OneTapMessages.removeFailed), 'toast');
    await reload();
  };

  return { entries, busy, login, remove };
}
