/**
 * One auth call through the transport (the UI never calls fetch): 10 s timeout (000 §9:
 * login, one-tap, two-factor, signup and contact-check timeouts, 10 s each), the outcome as a
 * CallResult, and the password fields (000 §7: encrypted when the session has the key).
 */
import { encryptPassword } from '../../sync';
import type { SessionConfig, Transport, TransportRequest } from '../../sync';
import type { CallResult } from '../api-types';
import { toCallFailure } from '../engine/call-result';
import type { Logger } from '../platform';
import type { OneTapStore } from './one-tap-store';

/** 000 §9: 10 s each. */
export const AUTH_TIMEOUT_MS = 10_000;

export interface AuthFlowDeps {
  transport: Transport;
  session(): SessionConfig;
  now(): number;
  subtle?: SubtleCrypto | undefined;
  log: Logger;
  oneTap: OneTapStore;
}

export async function call<T>(d: Pick<AuthFlowDeps, 'transport'>, req: TransportRequest): Promise<CallResult<T>> {
  try {
    const value = await d.transport.request<T>({ timeoutMs: AUTH_TIMEOUT_MS, ...req });
    return { ok: true, value };
  } catch (err) {
    return toCallFailure(err);
  }
}

/**
 * `{[name]: password}` as `{['enc_' + name]: …}` when the session has the encryption key and
 * encryption works, else the plain field (000 §8: an encryption failure sends the request
 * without the encrypted field), as worker/engine/auth.ts does for login.
 */
export async function passwordField(d: AuthFlowDeps, name: string, password: string): Promise<Record<string, string>> {
  const key = d.session().encryption;
  if (key && d.subtle) {
    const enc = await encryptPassword(password, key, Math.floor(d.now() / 1000), d.subtle, {
      onError: (e) => d.log.error('auth: password encryption failed', e),
    });
    if (enc !== null) return { [`enc_${name}`]: enc };
  }
  return { [name]: password };
}
