/**
 * Form rules of the logged-out entry flows (000 §5 Validation, 000 §9 constants).
 */
import { Limits } from '../../sync/api/constants';

/** 000 §5: submit is disabled while a field is empty or the password is shorter than 6. */
export function canSubmitLogin(identifier: string, password: string): boolean {
  return identifier.trim() !== '' && password.length >= Limits.minPasswordLength;
}

/** 000 §3 Login request: the identifier's trailing whitespace is trimmed. */
export function normaliseIdentifier(identifier: string): string {
  return identifier.trimEnd();
}

/** 000 §5: an identifier containing @ is an email; phone-like input is digits, +, spaces, (), -. */
export function identifierKind(identifier: string): 'email' | 'phone' | 'username' {
  const v = identifier.trim();
  if (v.includes('@')) return 'email';
  if (v !== '' && /^[\d+\s()-]+$/.test(v) && /\d/.test(v)) return 'phone';
  return 'username';
}

/** 000 §5: a standard email pattern. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
