import { EMAIL_PATTERN, normalizeEmail } from './validate-signup';
import { normalizePhone } from './phone';

/**
 * A contact point typed by a person (000 §5): with @ it is an email, phone-like input is a
 * phone number, anything else a username.
 */
export type ContactPoint =
  | { type: 'email'; value: string }
  | { type: 'phone'; value: string }
  | { type: 'username'; value: string };

export function readContactPoint(raw: string): ContactPoint | null {
  const text = raw.trim();
  if (text === '') return null;
  if (text.includes('@')) {
    const email = normalizeEmail(text);
    return EMAIL_PATTERN.test(email) ? { type: 'email', value: email } : null;
  }
  const phone = /^[\d+\s()-]+$/.test(text) && /\d{7}/.test(text.replace(/\D/g, '')) ? normalizePhone(text) : null;
  if (phone) return { type: 'phone', value: phone };
  return { type: 'username', value: text.toLowerCase() };
}

/** j******e@e******.com: first and last letter of each part kept (our choice). */
export function obfuscateEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const mask = (s: string) => (s.length <= 2 ? `${s[0] ?? ''}*` : `${s[0]}${'*'.repeat(s.length - 2)}${s.at(-1)}`);
  return `${mask(local)}@${mask(host)}${tld}`;
}
