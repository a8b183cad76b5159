/**
 * Sign-up calls (000 §7 Sign-up): the contact-point sign-up (email or phone, with the SMS
 * code), the social sign-up, SMS code request and check, prefill, contact-taken check and
 * username suggestions.
 */
import type { CallResult } from '../api-types';
import { AuthPath } from './paths';
import { call, passwordField, type AuthFlowDeps } from './call';
import type {
  CreateAccountForm, SocialProvider, SocialSignupForm, WireCodeExchange, WireContactPrefill, WireContactTaken, WireOk, WireSignupResponse,
  WireSmsSentResponse, WireSmsVerifyResponse, WireSocialConnectResponse, WireSocialProfile, WireUsernameSuggestions,
} from './types';

/** The provider field (added): only for Google, so facebook requests stay as they were. */
const providerOf = (provider: SocialProvider | undefined): Record<string, string> => (provider === 'google' ? { provider } : {});

/** Drops empty optional fields, so the server sees only what the user gave. */
function present(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

export async function createAccount(d: AuthFlowDeps, a: { form: CreateAccountForm; dryRun: boolean }): Promise<CallResult<WireSignupResponse>> {
  const f = a.form;
  return call(d, {
    method: 'POST',
    path: a.dryRun ? AuthPath.signupDryRun : AuthPath.signup,
    form: {
      ...present({ email: f.email, phone_number: f.phoneNumber, captcha: f.captcha, subno_key: f.subnoKey, sms_code: f.smsCode, gdpr_s: f.gdprS, phone_id: f.phoneId }),
      ...(await passwordField(d, 'password', f.password)),
      username: f.username,
      first_name: f.fullName,
      month: String(f.month),
      day: String(f.day),
      year: String(f.year),
      client_id: f.clientId,
      // 000 §3 Sign-up form: seamlessLoginEnabled is always '1'; 000 §5: default tos version 'default'.
      seamless_login_enabled: '1',
      tos_version: f.tosVersion || 'default',
      opt_into_one_tap: String(f.optIntoOneTap),
    },
  });
}

export async function socialSignup(d: AuthFlowDeps, a: { form: SocialSignupForm; dryRun: boolean }): Promise<CallResult<WireSignupResponse>> {
  const f = a.form;
  return call(d, {
    method: 'POST',
    path: a.dryRun ? AuthPath.socialSignupDryRun : AuthPath.socialSignup,
    form: {
      fb_access_token: f.accessToken,
      first_name: f.fullName,
      username: f.username,
      ...(f.password === '' ? {} : await passwordField(d, 'password', f.password)),
      ...present({ email: f.email }),
      tos_version: f.tosVersion || 'default',
      opt_into_one_tap: String(f.optIntoOneTap),
      ...providerOf(f.provider),
    },
  });
}

export function sendSignupSms(d: AuthFlowDeps, a: { clientId: string; phoneNumber: string; phoneId: string }): Promise<CallResult<WireSmsSentResponse>> {
  return call(d, { method: 'POST', path: AuthPath.sendSignupSms, form: { client_id: a.clientId, phone_number: a.phoneNumber, ...present({ phone_id: a.phoneId }) } });
}

export function validateSignupSms(d: AuthFlowDeps, a: { clientId: string; phoneNumber: string; smsCode: string }): Promise<CallResult<WireSmsVerifyResponse>> {
  return call(d, { method: 'POST', path: AuthPath.validateSignupSms, form: { client_id: a.clientId, phone_number: a.phoneNumber, sms_code: a.smsCode } });
}

export function contactPrefill(d: AuthFlowDeps, a: { deviceId: string; phoneId: string }): Promise<CallResult<WireContactPrefill>> {
  return call(d, { method: 'POST', path: AuthPath.contactPrefill, form: { device_id: a.deviceId, ...present({ phone_id: a.phoneId }) } });
}

export function isContactTaken(d: AuthFlowDeps, a: { email: string; phone: string }): Promise<CallResult<WireContactTaken>> {
  return call(d, { method: 'GET', path: AuthPath.isContactTaken, query: present({ check_email: a.email, check_phone: a.phone }) });
}

export function usernameSuggestions(d: AuthFlowDeps, a: { email: string; name: string }): Promise<CallResult<WireUsernameSuggestions>> {
  return call(d, { method: 'POST', path: AuthPath.usernameSuggestions, form: { email: a.email, name: a.name } });
}

export function sendConfirmEmail(d: AuthFlowDeps, a: { email: string }): Promise<CallResult<WireOk>> {
  return call(d, { method: 'POST', path: AuthPath.sendConfirmEmail, form: present({ email: a.email }) });
}

export function confirmEmail(d: AuthFlowDeps, a: { code: string; uid: string }): Promise<CallResult<WireOk>> {
  return call(d, { method: 'POST', path: AuthPath.confirmEmail, form: present({ code: a.code, uid: a.uid }) });
}

export function codeExchange(d: AuthFlowDeps, a: { code: string; returnURL: string; provider?: SocialProvider }): Promise<CallResult<WireCodeExchange>> {
  return call(d, { method: 'POST', path: AuthPath.codeExchange, form: { code: a.code, returnURL: a.returnURL, ...providerOf(a.provider) } });
}

export function socialProfile(d: AuthFlowDeps, a: { accessToken: string; pictureSize: number; provider?: SocialProvider }): Promise<CallResult<WireSocialProfile>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.socialProfile,
    form: { accessToken: a.accessToken, profile_pic_size: String(a.pictureSize), ...providerOf(a.provider) },
  });
}

export function socialConnect(d: AuthFlowDeps, a: { accessToken: string; pictureSize: number; provider?: SocialProvider }): Promise<CallResult<WireSocialConnectResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.socialConnect,
    form: { fb_access_token: a.accessToken, profile_pic_size: String(a.pictureSize), ...providerOf(a.provider) },
  });
}
