import type { WindowRule } from '../auth/rate-limit';
import { createActionLimit } from '../http/action-limits';
import type { ActionLimit } from '../http/action-limits';

/**
 * Account settings saved (profile edits, gender, the private and activity-status switches,
 * password changes), per account: 10 a minute and 100 an hour (ours; 001 §10 mentions
 * rate-limited privacy switches without numbers). A person never meets it; a script does.
 * Kept here rather than in http/action-limits.ts's table so the settings routes own it.
 */
const MINUTE = 60_000;
export const SettingsRules: readonly WindowRule[] = [{ max: 10, windowMs: MINUTE }, { max: 100, windowMs: 60 * MINUTE }];

export const createSettingsLimit = (now: () => number): ActionLimit => createActionLimit(SettingsRules, now);

/** A switch's value in a form or JSON body (001 §7 set_private {is_private} and the like). */
export function switchValue(raw: unknown): boolean | undefined {
  if (raw === true || raw === false) return raw;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const v = String(raw).trim().toLowerCase();
  if (['1', 'true', 'on'].includes(v)) return true;
  if (['0', 'false', 'off', ''].includes(v)) return false;
  return undefined;
}
