import { useCallback, useEffect, useState } from 'react';
import { AuthLimits } from '../../../lib/auth/auth-limits';
import { ageAttemptsReducer, ageCheckBlocked, initialAgeAttempts, type AgeAttemptAction, type AgeAttempts } from '../../../lib/auth/age-attempts';

/** Kept for the tab (sessionStorage), so a reload does not reset the count; the server's answer wins. */
const KEY = 'lumen:age-attempts';

function read(): AgeAttempts {
  if (typeof sessionStorage === 'undefined') return initialAgeAttempts;
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<AgeAttempts> | null;
    return v && typeof v.attempts === 'number' ? { attempts: v.attempts, blockedUntil: typeof v.blockedUntil === 'number' ? v.blockedUntil : null } : initialAgeAttempts;
  } catch {
    return initialAgeAttempts;
  }
}

const listeners = new Set<(s: AgeAttempts) => void>();

/** 000 §4 Age: the under-age attempts and the cooldown (src/lib/auth/age-attempts.ts), shared by the screens of this tab. */
export function useAgeAttempts() {
  const [state, setState] = useState<AgeAttempts>(read);
  useEffect(() => {
    listeners.add(setState);
    return () => void listeners.delete(setState);
  }, []);
  const dispatch = useCallback((action: AgeAttemptAction) => {
    const next = ageAttemptsReducer(read(), action);
    sessionStorage.setItem(KEY, JSON.stringify(next));
    for (const l of listeners) l(next);
  }, []);
  const blocked = ageCheckBlocked(state, Date.now());
  useEffect(() => {
    if (state.blockedUntil === null || blocked) return;
    dispatch({ type: 'clock-ticked', at: Date.now() });
  }, [blocked, dispatch, state.blockedUntil]);
  return { state, blocked, dispatch };
}

/**
 * The server's count, when its answer carries one: underage_attempts_left of the age check
 * (none left: blocked for the cooldown), or a 429 age_check_blocked with retry_after_seconds.
 */
export function serverCount(statusCode: number, body: unknown, now: number): AgeAttemptAction | null {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (statusCode === 429 && b.error_type === 'age_check_blocked') {
    const wait = typeof b.retry_after_seconds === 'number' ? b.retry_after_seconds * 1000 : AuthLimits.underAgeCooldownMs;
    return { type: 'server-counted', attempts: AuthLimits.maxUnderAgeAttempts, blockedUntil: now + wait };
  }
  if (typeof b.underage_attempts_left !== 'number') return null;
  const attempts = Math.max(0, AuthLimits.maxUnderAgeAttempts - b.underage_attempts_left);
  return { type: 'server-counted', attempts, blockedUntil: b.underage_attempts_left <= 0 ? now + AuthLimits.underAgeCooldownMs : null };
}
