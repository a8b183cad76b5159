/**
 * 000 §8: the social-connect failure toast offers a retry that redirects to the social auth
 * flow. The toast lives in the worker's state, so its action carries the dialog's public
 * configuration and the return as string args (worker/model.ts ToastUiAction); the callback
 * registered on the main thread rebuilds the provider from them and starts the flow again.
 */
import type { OAuthState } from './oauth-state';
import type { OAuthConfig } from './social-login';

/** The toast action id (src/components/shell/toast-actions.ts). */
export const SOCIAL_RETRY_ACTION = 'social-auth-retry';

export interface SocialRetry {
  config: OAuthConfig;
  locale: string;
  returnURL: string;
  intent: OAuthState['intent'];
}

export function socialRetryArgs(r: SocialRetry): Record<string, string> {
  return {
    provider: r.config.provider,
    name: r.config.name,
    authorizeUrl: r.config.authorizeUrl,
    clientId: r.config.clientId,
    ownHosts: r.config.ownHosts.join(' '),
    responseType: r.config.responseType,
    scope: r.config.scope,
    locale: r.locale,
    returnURL: r.returnURL,
    intent: r.intent,
  };
}

/** The retry the args describe; null when they are incomplete or the dialog URL is not http(s). */
export function readSocialRetry(args: Readonly<Record<string, string>>): SocialRetry | null {
  const get = (k: string) => args[k] ?? '';
  let url: URL;
  try {
    url = new URL(get('authorizeUrl'));
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || get('clientId') === '' || get('provider') === '') return null;
  return {
    config: {
      provider: get('provider'),
      name: get('name'),
      authorizeUrl: url.href,
      clientId: get('clientId'),
      ownHosts: get('ownHosts').split(' ').filter((h) => h !== ''),
      responseType: get('responseType') || 'code',
      scope: get('scope') || 'email',
    },
    locale: get('locale') || 'en_US',
    returnURL: get('returnURL') || '/',
    intent: get('intent') === 'link' ? 'link' : 'login',
  };
}
