import { fullNavigate } from '../../lib/full-navigation';
import { authLog } from '../../lib/auth/auth-log';
import { postSignupTarget } from '../../lib/auth/redirects';
import type { AuthCallArgs, AuthCallName, AuthCallValue, CallResult, WireSignupResponse } from '../../../worker/api-types';
import { isMobileNow, pageHl, pageSearch } from '../auth-flows/shared/device';

type Call = <N extends AuthCallName>(name: N, args: AuthCallArgs<N>) => Promise<CallResult<AuthCallValue<N>>>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * 000 §4 Sign-up success: account_created; store the one-tap nonce if given; redirect (000 §2:
 * force URL, then next, then '/'; the mobile interstitial); track a conversion (logged).
 */
export async function signupSucceeded(call: Call, response: WireSignupResponse, social: boolean): Promise<void> {
  const extra = response as WireSignupResponse & { login_nonce?: unknown; profile_picture_url?: unknown };
  const nonce = str(extra.login_nonce);
  if (nonce && response.user_id) {
    await call('oneTapSave', { userId: response.user_id, nonce, username: response.username ?? '', profilePictureUrl: str(extra.profile_picture_url) });
  }
  authLog('signup_conversion', { social });
  const params = new URLSearchParams(pageSearch());
  // Ours: the force URL comes as the force_url query parameter.
  fullNavigate(postSignupTarget({ forceUrl: params.get('force_url'), next: params.get('next'), hl: pageHl(), mobile: isMobileNow(), social, currentPath: window.location.pathname }));
}
