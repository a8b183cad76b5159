/**
 * Login calls beyond the password login (000 §7 Auth): two-factor, one-tap, social login.
 * One-tap nonces are kept in the device store (000 §4 One-tap login): a login answering
 * invalid_one_tap_nonce removes the stored nonce; a fetched nonce is stored for the viewer;
 * a removal deletes it once the server confirmed.
 */
import type { CallResult } from '../api-types';
import { AuthPath } from './paths';
import { call, type AuthFlowDeps } from './call';
import type {
  OneTapEntry, SocialProvider, TwoFactorForm, WireLoginResponse, WireNonceResponse, WireOneTapLoginResponse, WireRemovedResponse, WireSocialConfigResponse, WireTwoFactorSmsResponse,
} from './types';

export const INVALID_ONE_TAP_NONCE = 'invalid_one_tap_nonce';

export function twoFactorLogin(d: AuthFlowDeps, f: TwoFactorForm): Promise<CallResult<WireLoginResponse>> {
  return call(d, {
    method: 'POST',
    path: AuthPath.twoFactorLogin,
    form: { username: f.username, verificationCode: f.verificationCode.replace(/\s/g, ''), identifier: f.identifier, queryParams: f.queryParams },
  });
}

export function twoFactorSms(d: AuthFlowDeps, a: { username: string; identifier: string }): Promise<CallResult<WireTwoFactorSmsResponse>> {
  return call(d, { method: 'POST', path: AuthPath.twoFactorSms, form: { username: a.username, identifier: a.identifier } });
}

export async function oneTapList(d: AuthFlowDeps): Promise<CallResult<OneTapEntry[]>> {
  return { ok: true, value: await d.oneTap.list() };
}

export async function oneTapLogin(d: AuthFlowDeps, a: { userId: string; queryParams: string }): Promise<CallResult<WireOneTapLoginResponse>> {
  const entry = await d.oneTap.get(a.userId);
  if (!entry) return { ok: false, statusCode: 400, message: 'No saved login for this account.', errorType: INVALID_ONE_TAP_NONCE, body: null };
  const result = await call<WireOneTapLoginResponse>(d, {
    method: 'POST',
    path: AuthPath.oneTapLogin,
    form: { user_id: a.userId, login_nonce: entry.nonce, queryParams: a.queryParams },
  });
  if (!result.ok && result.errorType === INVALID_ONE_TAP_NONCE) await d.oneTap.forget(a.userId);
  // A fresh nonce in the answer replaces the used one (the server may make nonces single-use).
  if (result.ok && result.value.authenticated && result.value.login_nonce) await d.oneTap.save({ ...entry, nonce: result.value.login_nonce });
  return result;
}

export async function oneTapRequestNonce(d: AuthFlowDeps, a: Omit<OneTapEntry, 'nonce'>): Promise<CallResult<WireNonceResponse>> {
  const result = await call<WireNonceResponse>(d, { method: 'POST', path: AuthPath.oneTapNonce, form: {} });
  if (result.ok && result.value.login_nonce) await d.oneTap.save({ ...a, nonce: result.value.login_nonce });
  return result;
}

export async function oneTapSave(d: AuthFlowDeps, entry: OneTapEntry): Promise<CallResult<null>> {
  await d.oneTap.save(entry);
  return { ok: true, value: null };
}

export async function oneTapRemove(d: AuthFlowDeps, a: { userId: string }): Promise<CallResult<WireRemovedResponse>> {
  const result = await call<WireRemovedResponse>(d, { method: 'POST', path: AuthPath.oneTapRemove, form: { user_id: a.userId } });
  if (result.ok) await d.oneTap.forget(a.userId);
  return result;
}

/** 000 §7: POST /accounts/login/ajax/facebook/ or /accounts/login/ajax/google/ (provider). */
export function socialLogin(
  d: AuthFlowDeps,
  a: { accessToken: string; fbUserId: string; queryParams: string; optIntoOneTap: boolean; provider?: SocialProvider },
): Promise<CallResult<WireLoginResponse>> {
  return call(d, {
    method: 'POST',
    path: a.provider === 'google' ? AuthPath.googleLogin : AuthPath.socialLogin,
    form: { accessToken: a.accessToken, fbUserId: a.fbUserId, queryParams: a.queryParams, optIntoOneTap: String(a.optIntoOneTap) },
  });
}

/** GET /accounts/social_login_config/: the provider, when the server has one configured. */
export function socialConfig(d: AuthFlowDeps): Promise<CallResult<WireSocialConfigResponse>> {
  return call(d, { method: 'GET', path: AuthPath.socialConfig });
}
