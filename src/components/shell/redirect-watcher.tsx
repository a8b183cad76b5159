import { useEffect } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { isSafeUrl } from '../../../sync/transport';
import { fire } from '../../lib/fire';

/** 000 §4 Redirects from errors: the worker asks, the page navigates (safe urls only, 000 §5). */
export function RedirectWatcher() {
  const worker = useWorker();
  const to = useSnapshot((s) => s.status.redirectTo);
  useEffect(() => {
    if (!to) return;
    fire(worker.clearRedirect(), 'clear redirect');
    if (isSafeUrl(to, window.location.origin)) window.location.assign(to);
    else console.warn('[ui] unsafe redirect ignored', to);
  }, [to, worker]);
  return null;
}
