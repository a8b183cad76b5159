import { useEffect, useState } from 'react';
import { resendState, type ResendState } from '../../../lib/auth/two-factor';

/** "Send code again" state, ticking each second while disabled (at most once per 30 s). */
export function useResendCountdown(lastSentAt: number | null): ResendState {
  const [now, setNow] = useState(() => Date.now());
  const state = resendState(lastSentAt, now);
  useEffect(() => {
    if (state.allowed) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [state.allowed, now]);
  return state;
}
