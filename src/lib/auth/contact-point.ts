/**
 * The contact point of sign-up (000 §3 Sign-up form emailOrPhone; 000 §5): phone-like input
 * is only digits, plus, whitespace, parentheses and hyphen; an email follows a standard
 * pattern, compared case-insensitively.
 */
export function isPhoneLike(value: string): boolean {
  const v = value.trim();
  return v !== '' && /^[\d+\s()-]+$/.test(v) && /\d/.test(v);
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type ContactKind = 'email' | 'phone' | 'invalid';

export function contactKind(value: string): ContactKind {
  if (value.includes('@')) return isEmailAddress(value) ? 'email' : 'invalid';
  return isPhoneLike(value) ? 'phone' : 'invalid';
}

/** The phone number as sent: digits with a leading plus kept (ours: spaces, dashes, parentheses dropped). */
export function normalisePhone(value: string): string {
  const v = value.trim();
  return (v.startsWith('+') ? '+' : '') + v.replace(/\D/g, '');
}

/** 000 §5: emails are compared case-insensitively, so they are sent lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The last four digits of a phone number, for "we sent a code to … 1234". */
export function phoneTail(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}
