import { useEffect, useReducer } from 'react';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../hooks/use-search-params';
import { Paths } from '../../routes';
import { useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { authModeReducer, AuthMode, initialAuthMode } from '../../lib/auth/auth-mode';
import { forceAuthenticationRequested, oneTapOffered } from '../../lib/auth/one-tap';
import { AuthLayout } from '../auth/auth-layout';
import { OneTapAccounts } from '../auth-flows/one-tap/one-tap-accounts';
import { useOneTap } from '../auth-flows/one-tap/use-one-tap';
import { isMobileNow } from '../auth-flows/shared/device';
import { SocialLoginButton } from '../auth-flows/social/social-login-button';
import { LoginForm } from './login-form';

/**
 * The login screen, at /accounts/login/ or in place of a page that needs a viewer. The
 * target is the `next` query param; shown in place, it is the current page (000 §2). The
 * mode (000 §4) is one-tap when this device has saved accounts on mobile and forced
 * authentication is not asked (000 §6), else login.
 */
export function LoginScreen({ inPlace = false }: { inPlace?: boolean }) {
  const search = useRawSearch();
  const [location, navigate] = useLocation();
  const fromQuery = new URLSearchParams(search).get('next');
  const next = fromQuery ?? (inPlace ? window.location.pathname + window.location.search : null);
  const [mode, dispatch] = useReducer(authModeReducer, initialAuthMode);
  const worker = useWorker();
  const switchToLogin = () => dispatch({ type: 'login-mode-chosen', oneTapRequested: false, socialLoggedIn: false });
  const oneTap = useOneTap(next, () => dispatch({ type: 'one-tap-nonce-rejected' }));
  const entries = oneTap.entries;

  useEffect(() => {
    if (entries === null) return;
    const offered = oneTapOffered({ mobile: isMobileNow(), savedEntries: entries.length, forceAuthentication: forceAuthenticationRequested(window.location.search) });
    dispatch({ type: 'login-mode-chosen', oneTapRequested: offered, socialLoggedIn: false });
  }, [entries]);

  // 000 §4: switching to a login mode ensures the login URL is shown (not for the in-place login).
  useEffect(() => {
    if (!inPlace && mode.path && location !== mode.path && !location.startsWith(Paths.login)) navigate(mode.path, { replace: true });
  }, [inPlace, location, mode.path, navigate]);

  const showOneTap = mode.mode === AuthMode.oneTapLogin && entries !== null && entries.length > 0;
  return (
    <AuthLayout
      title="Log in"
      intro={inPlace ? 'Log in to see photos and videos from your friends.' : undefined}
      footer={
        <p>
          Don't have an account?{' '}
          <Link href={Paths.emailSignup} className="link">
            Sign up
          </Link>
        </p>
      }
    >
      {showOneTap ? (
        <OneTapAccounts entries={entries} busy={oneTap.busy} onLogin={oneTap.login} onRemove={oneTap.remove} onSwitch={switchToLogin} />
      ) : (
        <>
          <SocialLoginButton next={next} />
          <LoginForm next={next} onToast={(text) => fire(worker.showToast(text), 'toast')} />
        </>
      )}
    </AuthLayout>
  );
}
