/**
 * The two-factor and comment filter pages' pure rules (001 §7 Two-factor settings, Settings):
 * what the page says of the status, when a number or a code can be sent, and the keywords
 * field as shown.
 */
import type { WireTwoFactorStatus } from '../../../sync/api/settings-wire';

/** One line on what protects the account. */
export function twoFactorSummary(s: Pick<WireTwoFactorStatus, 'sms_two_factor_on' | 'totp_two_factor_on' | 'obfuscated_phone_number'>): string {
  if (s.sms_two_factor_on && s.totp_two_factor_on) return `Two-factor authentication is on: an authentication app, or codes sent to your number ending in ${s.obfuscated_phone_number}.`;
  if (s.sms_two_factor_on) return `Two-factor authentication is on. We send a code to your number ending in ${s.obfuscated_phone_number} when you log in.`;
  if (s.totp_two_factor_on) return 'Two-factor authentication is on with an authentication app.';
  return 'Two-factor authentication is off.';
}

/** A number worth sending: phone-like (000 §5: digits, plus, spaces, parentheses, hyphens) with 7–15 digits. */
export function phoneReady(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  return /^[\d+\s()-]+$/.test(raw.trim()) && digits.length >= 7 && digits.length <= 15;
}

/** The confirmation code as typed: digits only, at most 6. */
export const typedCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, 6);

export const codeReady = (code: string): boolean => /^\d{6}$/.test(code);

/** The keywords as the field shows them. */
export const keywordsText = (keywords: readonly string[]): string => keywords.join(', ');

/** An authenticator key as shown for typing: groups of four ("ABCD EFGH …"). */
export const keyGroups = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
