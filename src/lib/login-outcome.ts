/**
 * What a login call's outcome means for the form (000 §8 Login errors):
 * wrong password → the password error; unknown username → the username error; a 403 → the
 * server's message or the unknown-login error; no response → could-not-connect; any other
 * → the unknown-login error. Wording is ours (000 §8: not shown). A throttled answer (429,
 * issue 11) is no verdict on either field: it shows the server's message to wait.
 */
import type { CallResult } from '../../worker/api-types';
import type { WireLoginResponse } from '../../sync/api/wire';
import { throttledMessage } from './auth/throttled';

export const LoginMessages = {
  password: 'Sorry, your password was incorrect. Please double-check your password.',
  username: "The username you entered doesn't belong to an account. Please check your username and try again.",
  unknown: 'There was a problem logging you into Lumen. Please try again soon.',
  connect: "Couldn't connect to Lumen. Please check your connection and try again.",
} as const;

export type LoginOutcome =
  | { kind: 'success'; response: WireLoginResponse }
  | { kind: 'password-error'; message: string }
  | { kind: 'username-error'; message: string }
  | { kind: 'unknown-error'; message: string }
  | { kind: 'connect-error'; message: string }
  | { kind: 'rate-limited'; message: string };

const PASSWORD_TYPES: readonly string[] = ['password_mismatch', 'password_required'];
const USERNAME_TYPES: readonly string[] = ['user_not_found', 'login_mismatch'];

function fromResponse(r: Partial<WireLoginResponse>): LoginOutcome | null {
  if (r.error_type && PASSWORD_TYPES.includes(r.error_type)) return { kind: 'password-error', message: LoginMessages.password };
  if (r.error_type && USERNAME_TYPES.includes(r.error_type)) return { kind: 'username-error', message: LoginMessages.username };
  // 000 §3 Login response: user true means the username exists.
  if (r.authenticated === false && r.user === true) return { kind: 'password-error', message: LoginMessages.password };
  if (r.authenticated === false && r.user === false) return { kind: 'username-error', message: LoginMessages.username };
  return null;
}

export function loginOutcome(result: CallResult<WireLoginResponse>): LoginOutcome {
  if (result.ok) {
    if (result.value.authenticated) return { kind: 'success', response: result.value };
    return fromResponse(result.value) ?? { kind: 'unknown-error', message: LoginMessages.unknown };
  }
  if (result.statusCode === 0) return { kind: 'connect-error', message: LoginMessages.connect };
  // Before the body's fields: a 429 says authenticated false, which is not "wrong username".
  const throttled = throttledMessage(result);
  if (throttled !== null) return { kind: 'rate-limited', message: throttled };
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Partial<WireLoginResponse>;
  const typed = fromResponse({ ...body, ...(result.errorType ? { error_type: result.errorType } : {}) });
  if (typed) return typed;
  if (result.statusCode === 403) return { kind: 'unknown-error', message: result.message || LoginMessages.unknown };
  return { kind: 'unknown-error', message: LoginMessages.unknown };
}
