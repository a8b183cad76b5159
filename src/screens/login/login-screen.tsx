import { Link, useSearch } from 'wouter';
import { Paths } from '../../routes';
import { AuthLayout } from '../auth/auth-layout';
import { LoginForm } from './login-form';

/**
 * The login screen, at /accounts/login/ or in place of a page that needs a viewer. The
 * target is the `next` query param; shown in place, it is the current page (000 §2).
 */
export function LoginScreen({ inPlace = false }: { inPlace?: boolean }) {
  const search = useSearch();
  const fromQuery = new URLSearchParams(search).get('next');
  const next = fromQuery ?? (inPlace ? window.location.pathname + window.location.search : null);
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
      <LoginForm next={next} />
    </AuthLayout>
  );
}
