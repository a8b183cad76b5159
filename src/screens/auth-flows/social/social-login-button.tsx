import { useEffect, useState } from 'react';
import type { Bootstrap } from '../../../../sync/api/bootstrap';
import { useBootstrap } from '../../../state';
import { fire } from '../../../lib/fire';
import { authLog } from '../../../lib/auth/auth-log';
import { oauthConfigsFromServer, readOAuthConfig } from '../../../lib/auth/oauth-config';
import { beginOAuth, oauthDialogUrl, providerNameOf, type OAuthState } from '../../../lib/auth/oauth-state';
import { socialLoginAllowed, type OAuthConfig } from '../../../lib/auth/social-login';
import { isMobileNow, pageSearch } from '../shared/device';
import { useAuthCall } from '../shared/use-auth-call';
import '../auth-flows.css';

/** The server's providers, asked once per page (GET /accounts/social_login_config/). */
let fromServer: Promise<OAuthConfig[]> | null = null;

type AuthCall = ReturnType<typeof useAuthCall>;
type BootstrapLike = Pick<Bootstrap, 'gatekeepers' | 'entry_data' | 'country_code'> | null;

/** 000 §5 gating of each provider on this page (the same rules for every provider). */
function offeredHere(configs: OAuthConfig[], bootstrap: BootstrapLike, fromBootstrap: boolean): OAuthConfig[] {
  if (typeof window === 'undefined') return [];
  return configs.filter((config) =>
    socialLoginAllowed({
      gatekeeperOn: fromBootstrap ? bootstrap?.gatekeepers.social_login === true : true,
      config,
      countryCode: bootstrap?.country_code ?? '',
      search: pageSearch(),
      host: window.location.host,
    }),
  );
}

/**
 * The providers offered on this page (000 §5 gating; 000 §7 facebook and google), once known:
 * from the bootstrap (gatekeepers.social_login and entry_data.oauth) when it names one, else
 * from the server's social login config. Off unless configured.
 */
export function loadSocialProviders(bootstrap: BootstrapLike, call: AuthCall): Promise<OAuthConfig[]> {
  const fromBootstrap = readOAuthConfig(bootstrap);
  if (fromBootstrap) return Promise.resolve(offeredHere([fromBootstrap], bootstrap, true));
  fromServer ??= call('socialConfig', {}).then((r) => (r.ok ? oauthConfigsFromServer(r.value) : []));
  return fromServer.then((configs) => offeredHere(configs, bootstrap, false));
}

/** loadSocialProviders as state: none until known. */
export function useSocialProviders(): OAuthConfig[] {
  const bootstrap = useBootstrap();
  const call = useAuthCall();
  const [offered, setOffered] = useState<OAuthConfig[]>([]);
  useEffect(() => {
    if (typeof window === 'undefined') return;
    let live = true;
    fire(
      loadSocialProviders(bootstrap, call).then((c) => {
        if (live) setOffered(c);
      }),
      'social config',
    );
    return () => {
      live = false;
    };
  }, [call, bootstrap]);
  return offered;
}

/** Starts the OAuth 2.0 code flow (000 §7 Social SDK: the dialog; state kept in session storage). */
export function startSocialAuth(config: OAuthConfig, locale: string, returnURL: string, intent: OAuthState['intent']): void {
  const state = beginOAuth(sessionStorage, (a) => crypto.getRandomValues(a), returnURL, intent, providerNameOf(config));
  authLog('social_auth_started', { intent, provider: config.provider });
  window.location.assign(oauthDialogUrl({ config, origin: window.location.origin, state, locale, mobile: isMobileNow() }));
}

/** One "Continue with …" button per offered provider, then the OR divider. */
export function SocialLoginButton({ next }: { next: string | null }) {
  const providers = useSocialProviders();
  const bootstrap = useBootstrap();
  if (providers.length === 0) return null;
  return (
    <>
      {providers.map((provider) => (
        <button
          key={provider.provider}
          type="button"
          className={`primary-button social-button social-button--${providerNameOf(provider)}`}
          onClick={() => startSocialAuth(provider, bootstrap?.locale ?? 'en_US', next ?? '/', 'login')}
        >
          {`Continue with ${provider.name}`}
        </button>
      ))}
      <p className="flow__or" aria-hidden="true">
        OR
      </p>
    </>
  );
}
