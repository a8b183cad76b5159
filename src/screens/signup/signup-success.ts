import { fullNavigate } from '../../lib/full-navigation';
import { authLog } from '../../lib/auth/auth-log';
import { postSignupTarget } from '../../lib/auth/redirects';
import type { AuthCallArgs, AuthCallName, AuthCallValue, CallResult, WireSignupResponse } from '../../../worker/api-types';
import { isMobileNow } from '../auth-flows/shared/device';

type Call = <N extends AuthCallName>(name: N, args: AuthCallArgs<N>) => Promise<CallResult<AuthCallValue<N>>>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Where the sign-up was asked to go (000 §2: the force URL, next, hl), read from the sign-up
 * page's query string as it was when the person submitted: once the account exists the viewer
 * changes and the logged-out page may already have moved on (to '/'), query string and all.
 * Ours: the force URL comes as the force_url query parameter.
 */
export interface SignupOrigin {
  forceUrl: string | null;
  next: string | null;
  hl: string | null;
}

export function signupOrigin(search: string): SignupOrigin {
  const params = new URLSearchParams(search);
  return { forceUrl: params.get('force_url'), next: params.get('next'), hl: params.get('hl') };
}

/**
 * 000 §4 Sign-up success: account_created; store the one-tap nonce if given; redirect (000 §2:
 * force URL, then next, then '/'; the mobile interstitial, with the with-social flag after a
 * social sign-up); track a conversion (logged).
 */
export async function signupSucceeded(call: Call, response: WireSignupResponse, social: boolean, origin: SignupOrigin): Promise<void> {
  const extra = response as WireSignupResponse & { login_nonce?: unknown; profile_picture_url?: unknown };
  const nonce = str(extra.login_nonce);
  if (nonce && response.user_id) {
    await call('oneTapSave', { userId: response.user_id, nonce, username: response.username ?? '', profilePictureUrl: str(extra.profile_picture_url) });
  }
  authLog('signup_conversion', { social });
  fullNavigate(postSignupTarget({ ...origin, mobile: isMobileNow(), social }));
}
