/**
 * Account recovery (000 §2 /accounts/password/reset/, 000 §4, 000 §7 Recovery): which channel
 * a query goes by, the reset form's rules (both fields, at least 6, equal) and its messages.
 */
import { AuthLimits } from './auth-limits';
import { isPhoneLike } from './contact-point';

/** Ours: a phone-like query is sent the SMS link; anything else (username or email) the email link. */
export function recoveryChannel(query: string): 'email' | 'sms' {
  return isPhoneLike(query) && !query.includes('@') ? 'sms' : 'email';
}

export const ResetMessages = {
  tooShort: `Create a password at least ${AuthLimits.minPasswordLength} characters long.`,
  mismatch: "Please make sure both passwords match.",
  done: 'Your password has been changed.',
  expired: 'This link has expired or was already used. Ask for a new one.',
} as const;

export interface ResetCheck {
  ready: boolean;
  /** Shown under the second field once both are typed. */
  error: string | null;
}

export function checkResetForm(p1: string, p2: string): ResetCheck {
  if (p1.length < AuthLimits.minPasswordLength) return { ready: false, error: p1 !== '' && p2 !== '' ? ResetMessages.tooShort : null };
  if (p1 !== p2) return { ready: false, error: p2 !== '' ? ResetMessages.mismatch : null };
  return { ready: true, error: null };
}

export interface ResetLink {
  uid: string;
  token: string;
}

/**
 * The user id and token of the recovery link (the server's link: ?uid=…&token=…), also read
 * as /accounts/recovery/landing/{uid}/{token}/; null when the link lacks either.
 */
export function resetLink(pathname: string, search: string): ResetLink | null {
  const q = new URLSearchParams(search);
  const uid = q.get('uid');
  const token = q.get('token');
  if (uid && token) return { uid, token };
  const m = /\/accounts\/recovery\/landing\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  return m?.[1] && m[2] ? { uid: decodeURIComponent(m[1]), token: decodeURIComponent(m[2]) } : null;
}
