/**
 * Login, logout and sign-up through the transport (000 §4, 000 §7 Auth). The password goes as
 * enc_password when the session knows the encryption key (000 §7), else as the plain
 * password (000 §8: an encryption failure sends the request without the encrypted field).
 */
import { ApiPath, encryptPassword } from '../../sync';
import type { SessionConfig, WireLoginResponse, WireSignupResponse } from '../../sync';
import type { CallResult, LoginForm, SignupForm } from '../api-types';
import { toCallFailure } from './call-result';
import type { EngineCore } from './core';

export interface AuthDeps extends EngineCore {
  session(): SessionConfig;
  now(): number;
  subtle?: SubtleCrypto | undefined;
}

async function passwordFields(d: AuthDeps, password: string): Promise<Record<string, string>> {
  const key = d.session().encryption;
  if (key && d.subtle) {
    const enc = await encryptPassword(password, key, Math.floor(d.now() / 1000), d.subtle, {
      onError: (e) => d.log.error('auth: password encryption failed', e),
    });
    if (enc !== null) return { enc_password: enc };
  }
  return { password };
}

export async function login(d: AuthDeps, form: LoginForm): Promise<CallResult<WireLoginResponse>> {
  try {
    const fields = await passwordFields(d, form.password);
    const value = await d.transport.request<WireLoginResponse>({
      method: 'POST',
      path: ApiPath.login,
      form: {
        // 000 §3 Login request: identifier with trailing whitespace trimmed.
        username: form.username.trimEnd(),
        ...fields,
        queryParams: form.queryParams,
        optIntoOneTap: String(form.optIntoOneTap),
      },
    });
    return { ok: true, value };
  } catch (err) {
    return toCallFailure(err);
  }
}

export async function logout(d: AuthDeps): Promise<CallResult<null>> {
  try {
    await d.transport.request<unknown>({ method: 'POST', path: ApiPath.logout, form: { one_tap_app_login: '0' } });
    return { ok: true, value: null };
  } catch (err) {
    return toCallFailure(err);
  }
}

export async function signup(d: AuthDeps, form: SignupForm, dryRun: boolean): Promise<CallResult<WireSignupResponse>> {
  try {
    const fields = await passwordFields(d, form.password);
    const value = await d.transport.request<WireSignupResponse>({
      method: 'POST',
      path: dryRun ? ApiPath.signupDryRun : ApiPath.signup,
      form: {
        email: form.email,
        ...fields,
        username: form.username,
        first_name: form.fullName,
        day: String(form.day),
        month: String(form.month),
        year: String(form.year),
        client_id: form.clientId,
        // 000 §3 Sign-up form: seamlessLoginEnabled is always '1'.
        seamless_login_enabled: '1',
        opt_into_one_tap: 'false',
      },
    });
    return { ok: true, value };
  } catch (err) {
    return toCallFailure(err);
  }
}
