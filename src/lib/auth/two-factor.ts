/**
 * Two-factor login (000 §4 Password login, 000 §8 Two-factor): an HTTP 400 with
 * two_factor_required yields a challenge (identifier, obfuscated last four phone digits,
 * totp-on and sms-on flags, username); the code comes from an authenticator app (TOTP) or by
 * SMS; "Send code again" at most once per 30 s (ours, issue 4).
 */
import { AuthLimits } from './auth-limits';

export interface TwoFactorChallenge {
  identifier: string;
  username: string;
  /** Obfuscated: the last four digits of the phone number. */
  lastFourDigits: string;
  totpOn: boolean;
  smsOn: boolean;
}

export type TwoFactorMethod = 'totp' | 'sms';

function record(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The challenge of a failed login answer, or null when it is not one (000 §8). */
export function twoFactorChallenge(statusCode: number, body: unknown): TwoFactorChallenge | null {
  const b = record(body);
  if (statusCode !== 400 || !b || (b.two_factor_required !== true && b.error_type !== 'two_factor_required')) return null;
  const info = record(b.two_factor_info) ?? b;
  const identifier = str(info.two_factor_identifier);
  if (identifier === '') return null;
  const digits = str(info.obfuscated_phone_number).replace(/\D/g, '').slice(-4);
  return {
    identifier,
    username: str(info.username),
    lastFourDigits: digits,
    totpOn: info.totp_two_factor_on === true,
    smsOn: info.sms_two_factor_on === true,
  };
}

/** The method offered first: the authenticator app when on, else SMS (ours to choose). */
export function defaultMethod(c: TwoFactorChallenge): TwoFactorMethod {
  return c.totpOn ? 'totp' : 'sms';
}

/** Methods the user may switch between. */
export function availableMethods(c: TwoFactorChallenge): TwoFactorMethod[] {
  const out: TwoFactorMethod[] = [];
  if (c.totpOn) out.push('totp');
  if (c.smsOn || !c.totpOn) out.push('sms');
  return out;
}

/** Digits only; a code is 6 digits (ours: both TOTP and our SMS codes have 6). */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 8);
}

export function canSubmitCode(code: string): boolean {
  return /^\d{6,8}$/.test(code);
}

export interface ResendState {
  allowed: boolean;
  /** Whole seconds until "Send code again" is enabled (0 when allowed). */
  secondsLeft: number;
}

/** At most one SMS per 30 s: disabled with a countdown until then. */
export function resendState(lastSentAt: number | null, now: number): ResendState {
  if (lastSentAt === null) return { allowed: true, secondsLeft: 0 };
  const left = lastSentAt + AuthLimits.smsResendMs - now;
  return left <= 0 ? { allowed: true, secondsLeft: 0 } : { allowed: false, secondsLeft: Math.ceil(left / 1000) };
}

/** Kept in sessionStorage between the login page and the two-factor page (same tab only). */
export const TWO_FACTOR_STORAGE_KEY = 'lumen:two-factor';

export function parseStoredChallenge(raw: string | null): TwoFactorChallenge | null {
  if (raw === null) return null;
  try {
    const v = record(JSON.parse(raw));
    if (!v || typeof v.identifier !== 'string' || v.identifier === '') return null;
    return { identifier: v.identifier, username: str(v.username), lastFourDigits: str(v.lastFourDigits), totpOn: v.totpOn === true, smsOn: v.smsOn === true };
  } catch {
    return null;
  }
}
