/** Recovery and data download calls (000 §7 Auth recovery, 000 §7 Data download). */
import type { CallResult } from '../api-types';
import { AuthPath } from './paths';
import { call, passwordField, type AuthFlowDeps } from './call';
import type { PasswordResetArgs, WireDownloadResponse, WireOk, WireRecoveryOptions, WireRecoverySent } from './types';

export function recoveryOptions(d: AuthFlowDeps, a: { query: string }): Promise<CallResult<WireRecoveryOptions>> {
  return call(d, { method: 'POST', path: AuthPath.recoveryOptions, form: { query: a.query.trim() } });
}

export function recoverySend(d: AuthFlowDeps, a: { query: string; channel: 'email' | 'sms' }): Promise<CallResult<WireRecoverySent>> {
  return call(d, { method: 'POST', path: a.channel === 'sms' ? AuthPath.recoverySms : AuthPath.recoveryEmail, form: { query: a.query.trim() } });
}

export async function passwordReset(d: AuthFlowDeps, a: PasswordResetArgs): Promise<CallResult<WireOk>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.passwordReset,
    form: {
      ...(await passwordField(d, 'new_password1', a.newPassword1)),
      ...(await passwordField(d, 'new_password2', a.newPassword2)),
      uid: a.uid,
      token: a.token,
    },
  });
}

export async function downloadRequest(d: AuthFlowDeps, a: { email: string; password: string }): Promise<CallResult<WireDownloadResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.downloadRequest,
    form: { email: a.email.trim(), ...(await passwordField(d, 'password', a.password)) },
  });
}

/** GET /download/status/[?token=]: the viewer's latest download, or the one of the emailed link. */
export function downloadStatus(d: AuthFlowDeps, a: { token: string }): Promise<CallResult<WireDownloadResponse>> {
  return call(d, { method: 'GET', path: AuthPath.downloadStatus, ...(a.token ? { query: { token: a.token } } : {}) });
}
