import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Paths } from '../../routes';
import { fire } from '../../lib/fire';
import { firstSignupStep, SignupStep, signupStepFromSuffix } from '../../lib/auth/signup-steps';
import { AuthLayout } from '../auth/auth-layout';
import { ConsentFlow } from '../auth-flows/consent/consent-flow';
import { ChangeNumberStep } from '../auth-flows/signup-steps/change-number-step';
import { ConfirmCodeStep } from '../auth-flows/signup-steps/confirm-code-step';
import { UsernameStep } from '../auth-flows/signup-steps/username-step';
import { SocialLoginButton } from '../auth-flows/social/social-login-button';
import { ContactForm } from './contact-form';
import { useSignupFlow } from './use-signup-flow';

/**
 * /accounts/emailsignup/ and /accounts/signup/ with their step suffixes
 * (src/lib/auth/signup-steps.ts): the sign-up flow of 000 §4, one component across the
 * steps so what was typed carries over. A later step reached without its state (a reload)
 * goes back to the first step.
 */
export function SignupScreen() {
  const params = useParams<{ '*'?: string }>();
  const flow = useSignupFlow();
  const step = signupStepFromSuffix(params['*']);
  const first = firstSignupStep(flow.multiStep);
  const stranded =
    step === null ||
    (step === SignupStep.form && flow.multiStep) ||
    ((step === SignupStep.confirmCode || step === SignupStep.changeNumber) && flow.phone.phone === '') ||
    ((step === SignupStep.username || step === SignupStep.consent) && flow.fields.password === '');
  const { goTo } = flow;
  useEffect(() => {
    if (stranded) goTo(first);
  }, [stranded, goTo, first]);

  const formStep = step === SignupStep.form || step === SignupStep.firstStep || stranded;
  return (
    <AuthLayout
      title="Sign up"
      intro={formStep ? 'Sign up to see photos and videos from your friends.' : undefined}
      footer={
        <p>
          Have an account?{' '}
          <Link href={Paths.login} className="link">
            Log in
          </Link>
        </p>
      }
    >
      {formStep ? (
        <>
          <SocialLoginButton next={null} />
          <ContactForm
            fields={flow.fields}
            onFields={flow.setFields}
            errors={flow.errors}
            busy={flow.busy}
            now={flow.now}
            withUsername={!flow.multiStep}
            ageBlocked={flow.ageBlocked}
            submitLabel={flow.multiStep ? 'Next' : 'Sign up'}
            onSubmit={flow.submitForm}
          />
        </>
      ) : null}
      {step === SignupStep.confirmCode && !stranded ? (
        <ConfirmCodeStep phone={flow.phone} busy={flow.busy} onVerify={flow.verifyCode} onResend={flow.resendCode} onChangeNumber={flow.requestNumberChange} />
      ) : null}
      {step === SignupStep.changeNumber && !stranded ? <ChangeNumberStep initial={flow.phone.phone} error={flow.phone.error} busy={flow.busy} onSubmit={flow.changeNumber} /> : null}
      {step === SignupStep.username && !stranded ? (
        <UsernameStep
          username={flow.fields.username}
          suggestions={flow.suggestions}
          error={flow.errors.fields.username}
          formError={flow.errors.form}
          busy={flow.busy}
          onUsername={(username) => flow.setFields({ ...flow.fields, username })}
          onSubmit={flow.submitUsername}
        />
      ) : null}
      {step === SignupStep.consent && !stranded ? (
        <ConsentFlow
          mode={{ kind: 'new-user', tosVersion: flow.tosVersion, clientId: flow.clientId, dob: flow.birthday }}
          onFinished={(r) => fire(flow.consentFinished(r.gdprS, r.tosVersion), 'sign up after consent')}
        />
      ) : null}
    </AuthLayout>
  );
}
