/**
 * The signed-in account settings (001 §7 Profile edit, Password change, Settings) as calls of
 * the auth table (./calls.ts): online forms, not taps, so no outbox mutation. Password fields
 * go encrypted when the session has the key (./call.ts passwordField, 000 §7). Paths and the
 * answer's shape are the server's (server/routes/account-settings.ts, password-change.ts).
 */
import type { CallResult } from '../api-types';
import { call, passwordField } from './call';
import type { AuthFlowDeps } from './call';
import { SettingsPath } from '../../sync/api/settings-wire';
import type {
  AccountFormFields, EmailPreferenceKey, WireAccountFormResponse, WireCommentFilter, WireEmailPreferences, WireEmailsSent, WireLoginActivity, WirePasswordChanged, WirePrivacyResponse, WirePresenceResponse, WireTotpSetup, WireTwoFactorCodeSent, WireTwoFactorStatus,
} from '../../sync/api/settings-wire';

export function accountForm(d: AuthFlowDeps): Promise<CallResult<WireAccountFormResponse>> {
  return call(d, { method: 'GET', path: SettingsPath.formData });
}

export function profileEdit(d: AuthFlowDeps, f: AccountFormFields): Promise<CallResult<WireAccountFormResponse>> {
  return call(d, {
    method: 'POST',
    path: SettingsPath.edit,
    form: {
      first_name: f.first_name, email: f.email, username: f.username, phone_number: f.phone_number, biography: f.biography,
      external_url: f.external_url, chaining_enabled: f.chaining_enabled ? 'true' : 'false', gender: String(f.gender), custom_gender: f.custom_gender,
    },
  });
}

export async function passwordChange(d: AuthFlowDeps, a: { oldPassword: string; newPassword1: string; newPassword2: string }): Promise<CallResult<WirePasswordChanged>> {
  return call(d, {
    method: 'POST',
    path: SettingsPath.passwordChange,
    form: {
      ...(await passwordField(d, 'old_password', a.oldPassword)),
      ...(await passwordField(d, 'new_password1', a.newPassword1)),
      ...(await passwordField(d, 'new_password2', a.newPassword2)),
    },
  });
}

export function setPrivate(d: AuthFlowDeps, a: { isPrivate: boolean }): Promise<CallResult<WirePrivacyResponse>> {
  return call(d, { method: 'POST', path: SettingsPath.setPrivate, form: { is_private: a.isPrivate ? 'true' : 'false' } });
}

export function setPresenceDisabled(d: AuthFlowDeps, a: { disabled: boolean }): Promise<CallResult<WirePresenceResponse>> {
  return call(d, { method: 'POST', path: SettingsPath.setPresenceDisabled, form: { presence_disabled: a.disabled ? 'true' : 'false' } });
}

/** Two-factor settings (001 §7): online only, like the password change (a security setting does not wait in a queue). */
export function twoFactorStatus(d: AuthFlowDeps): Promise<CallResult<WireTwoFactorStatus>> {
  return call(d, { method: 'GET', path: SettingsPath.twoFactorStatus });
}

export function twoFactorSendCode(d: AuthFlowDeps, a: { phoneNumber: string }): Promise<CallResult<WireTwoFactorCodeSent>> {
  return call(d, { method: 'POST', path: SettingsPath.twoFactorSendCode, form: { phone_number: a.phoneNumber } });
}

export function twoFactorEnable(d: AuthFlowDeps, a: { phoneNumber: string; code: string }): Promise<CallResult<WireTwoFactorStatus>> {
  return call(d, { method: 'POST', path: SettingsPath.twoFactorEnable, form: { phone_number: a.phoneNumber, confirmation_code: a.code } });
}

export async function twoFactorDisable(d: AuthFlowDeps, a: { password: string; factor: 'sms' | 'totp' }): Promise<CallResult<WireTwoFactorStatus>> {
  const path = a.factor === 'sms' ? SettingsPath.twoFactorDisable : SettingsPath.twoFactorDisableTotp;
  return call(d, { method: 'POST', path, form: await passwordField(d, 'password', a.password) });
}

export function twoFactorBackupCodes(d: AuthFlowDeps, a: { refresh: boolean }): Promise<CallResult<WireTwoFactorStatus>> {
  return call(d, { method: 'POST', path: SettingsPath.twoFactorBackupCodes, form: { refresh: a.refresh ? 'true' : 'false' } });
}

export function twoFactorTotpSetup(d: AuthFlowDeps): Promise<CallResult<WireTotpSetup>> {
  return call(d, { method: 'POST', path: SettingsPath.twoFactorTotpSetup, form: {} });
}

export function twoFactorTotpEnable(d: AuthFlowDeps, a: { code: string }): Promise<CallResult<WireTwoFactorStatus>> {
  return call(d, { method: 'POST', path: SettingsPath.twoFactorTotpEnable, form: { verification_code: a.code } });
}

/** The comment filter (001 §7 Settings): online calls of the page, like the privacy switches. */
export function commentFilter(d: AuthFlowDeps): Promise<CallResult<WireCommentFilter>> {
  return call(d, { method: 'GET', path: SettingsPath.commentFilter });
}

export function setCommentFilter(d: AuthFlowDeps, a: { on: boolean }): Promise<CallResult<WireCommentFilter>> {
  return call(d, { method: 'POST', path: SettingsPath.setCommentFilter, form: { config_value: a.on ? '1' : '0' } });
}

export function setCommentFilterKeywords(d: AuthFlowDeps, a: { keywords: string }): Promise<CallResult<WireCommentFilter>> {
  return call(d, { method: 'POST', path: SettingsPath.setCommentFilterKeywords, form: { keywords: a.keywords } });
}

/** Login activity (001 §1 /session/login_activity/): online only, like two-factor (ending a session does not wait in a queue). */
export function loginActivity(d: AuthFlowDeps): Promise<CallResult<WireLoginActivity>> {
  return call(d, { method: 'GET', path: SettingsPath.loginActivity });
}

export function logoutSession(d: AuthFlowDeps, a: { sessionId: string }): Promise<CallResult<WireLoginActivity>> {
  return call(d, { method: 'POST', path: SettingsPath.logoutSession, form: { session_id: a.sessionId } });
}

export function logoutOtherSessions(d: AuthFlowDeps): Promise<CallResult<WireLoginActivity>> {
  return call(d, { method: 'POST', path: SettingsPath.logoutOtherSessions, form: {} });
}

/** Added (login review): "This was me", its undo, "This wasn't me" (001 §7 {login_id}), online like logout_session/. */
const REVIEW_PATHS = { avow: SettingsPath.avowLogin, undoAvow: SettingsPath.undoAvowLogin, disavow: SettingsPath.disavowLogin } as const;

export function reviewLogin(d: AuthFlowDeps, a: { loginId: string; answer: keyof typeof REVIEW_PATHS }): Promise<CallResult<WireLoginActivity>> {
  return call(d, { method: 'POST', path: REVIEW_PATHS[a.answer], form: { login_id: a.loginId } });
}

/** Email notifications (001 §7 "Email preference {key: subscribe or unsubscribe}"): online calls of the page. */
export function emailPreferences(d: AuthFlowDeps): Promise<CallResult<WireEmailPreferences>> {
  return call(d, { method: 'GET', path: SettingsPath.emailPreferences });
}

export function setEmailPreference(d: AuthFlowDeps, a: { key: EmailPreferenceKey; on: boolean }): Promise<CallResult<WireEmailPreferences>> {
  return call(d, { method: 'POST', path: SettingsPath.setEmailPreference, form: { [a.key]: a.on ? 'subscribe' : 'unsubscribe' } });
}

export function emailsSent(d: AuthFlowDeps): Promise<CallResult<WireEmailsSent>> {
  return call(d, { method: 'GET', path: SettingsPath.emailsSent });
}
