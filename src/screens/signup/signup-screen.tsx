import { Link, useSearch } from 'wouter';
import { Paths } from '../../routes';
import { AuthLayout } from '../auth/auth-layout';
import { SignupForm } from './signup-form';

/** /accounts/emailsignup/ (and /accounts/signup/): email sign-up. */
export function SignupScreen() {
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <AuthLayout
      title="Sign up"
      intro="Sign up to see photos and videos from your friends."
      footer={
        <p>
          Have an account?{' '}
          <Link href={Paths.login} className="link">
            Log in
          </Link>
        </p>
      }
    >
      <SignupForm next={next} />
    </AuthLayout>
  );
}
