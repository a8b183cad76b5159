import { useEffect, useState } from 'react';
import { useBootstrap } from '../../../state';
import { fire } from '../../../lib/fire';
import { authLog } from '../../../lib/auth/auth-log';
import { oauthConfigFromServer, readOAuthConfig } from '../../../lib/auth/oauth-config';
import { beginOAuth, oauthDialogUrl, type OAuthState } from '../../../lib/auth/oauth-state';
import { socialLoginAllowed, type OAuthConfig } from '../../../lib/auth/social-login';
import { isMobileNow, pageSearch } from '../shared/device';
import { useAuthCall } from '../shared/use-auth-call';

/** The server's provider, asked once per page (GET /accounts/social_login_config/). */
let fromServer: Promise<OAuthConfig | null> | null = null;

/**
 * The provider when social login is offered on this page (000 §5 gating), else null: from the
 * bootstrap (gatekeepers.social_login and entry_data.oauth) when it names one, else from the
 * server's social login config. Off unless configured.
 */
export function useSocialProvider(): OAuthConfig | null {
  const bootstrap = useBootstrap();
  const call = useAuthCall();
  const fromBootstrap = readOAuthConfig(bootstrap);
  const [served, setServed] = useState<OAuthConfig | null>(null);
  useEffect(() => {
    if (fromBootstrap || typeof window === 'undefined') return;
    fromServer ??= call('socialConfig', {}).then((r) => (r.ok ? oauthConfigFromServer(r.value) : null));
    let live = true;
    fire(
      fromServer.then((c) => {
        if (live) setServed(c);
      }),
      'social config',
    );
    return () => {
      live = false;
    };
  }, [call, fromBootstrap]);
  const config = fromBootstrap ?? served;
  if (typeof window === 'undefined' || !config) return null;
  const allowed = socialLoginAllowed({
    gatekeeperOn: fromBootstrap ? bootstrap?.gatekeepers.social_login === true : true,
    config,
    countryCode: bootstrap?.country_code ?? '',
    search: pageSearch(),
    host: window.location.host,
  });
  return allowed ? config : null;
}

/** Starts the OAuth 2.0 code flow (000 §7 Social SDK: the dialog; state kept in session storage). */
export function startSocialAuth(config: OAuthConfig, locale: string, returnURL: string, intent: OAuthState['intent']): void {
  const state = beginOAuth(sessionStorage, (a) => crypto.getRandomValues(a), returnURL, intent);
  authLog('social_auth_started', { intent, provider: config.provider });
  window.location.assign(oauthDialogUrl({ config, origin: window.location.origin, state, locale, mobile: isMobileNow() }));
}

export function SocialLoginButton({ next, label }: { next: string | null; label?: string }) {
  const provider = useSocialProvider();
  const bootstrap = useBootstrap();
  if (!provider) return null;
  return (
    <>
      <button type="button" className="primary-button social-button" onClick={() => startSocialAuth(provider, bootstrap?.locale ?? 'en_US', next ?? '/', 'login')}>
        {label ?? `Continue with ${provider.name}`}
      </button>
      <p className="flow__or" aria-hidden="true">
        OR
      </p>
    </>
  );
}
