/**
 * Under-age attempts (000 §4 Age, 000 §9): an age check that answers not eligible counts as
 * an invalid attempt, and so does showing the under_13 screen; after 2 the age check is
 * blocked for a cooldown. The client mirrors the server's own count when it answers one.
 *
 *   open ─(invalid attempt)─▶ open (1) ─(invalid attempt)─▶ blocked until T ─(T passed)─▶ open (0)
 */
import { AuthLimits } from './auth-limits';

export interface AgeAttempts {
  attempts: number;
  blockedUntil: number | null;
}

export type AgeAttemptAction =
  | { type: 'age-checked'; eligible: boolean; at: number }
  | { type: 'under-13-shown'; at: number }
  | { type: 'server-counted'; attempts: number; blockedUntil: number | null }
  | { type: 'clock-ticked'; at: number };

export const initialAgeAttempts: AgeAttempts = { attempts: 0, blockedUntil: null };

function invalidAttempt(s: AgeAttempts, at: number): AgeAttempts {
  if (s.blockedUntil !== null) return s;
  const attempts = s.attempts + 1;
  return attempts >= AuthLimits.maxUnderAgeAttempts ? { attempts, blockedUntil: at + AuthLimits.underAgeCooldownMs } : { attempts, blockedUntil: null };
}

export function ageAttemptsReducer(s: AgeAttempts, action: AgeAttemptAction): AgeAttempts {
  switch (action.type) {
    case 'age-checked':
      return action.eligible ? s : invalidAttempt(s, action.at);
    case 'under-13-shown':
      return invalidAttempt(s, action.at);
    case 'server-counted':
      return { attempts: action.attempts, blockedUntil: action.blockedUntil };
    case 'clock-ticked':
      return s.blockedUntil !== null && action.at >= s.blockedUntil ? initialAgeAttempts : s;
  }
}

/** True while the age check is blocked (the date of birth is "blocked by the age rule", 000 §5). */
export function ageCheckBlocked(s: AgeAttempts, now: number): boolean {
  return s.blockedUntil !== null && now < s.blockedUntil;
}
