import type { MutableRefObject } from 'react';
import { useWorker } from '../../state';
import { loginOutcome } from '../../lib/login-outcome';
import { queryParamsJson } from '../../lib/query-params';
import { contactKind, normalisePhone } from '../../lib/auth/contact-point';
import { contactSignupOutcome, type FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { createAccountForm, existingAccountIdentifier } from '../../lib/auth/signup-form';
import { firstSignupStep, SignupStep } from '../../lib/auth/signup-steps';
import type { ContactSignupFields } from '../../lib/auth/signup-submit';
import type { CallResult, WireSignupResponse } from '../../../worker/api-types';
import { useAuthCall } from '../auth-flows/shared/use-auth-call';
import { signupOrigin, signupSucceeded } from './signup-success';
import type { SignupSettings } from './use-signup-settings';
import type { useSignupAgeCheck } from './use-signup-age-check';
import type { useSignupPhone } from './use-signup-phone';

export interface SignupSubmitDeps {
  settings: SignupSettings;
  fields: ContactSignupFields;
  phone: ReturnType<typeof useSignupPhone>;
  age: ReturnType<typeof useSignupAgeCheck>;
  /** The consent flow's result, once finished (gdpr_s and the tos version it settled). */
  consent: MutableRefObject<{ gdprS: string; tosVersion: string } | null>;
  setErrors: (e: FieldErrors) => void;
  setSuggestions: (s: string[]) => void;
}

const answer = (r: CallResult<WireSignupResponse>) => ({ ok: r.ok, statusCode: r.ok ? 200 : r.statusCode, body: (r.ok ? r.value : (r.body ?? {})) as WireSignupResponse });

/**
 * Creating the account (000 §4 Sign-up): a dry run, then consent when required (gdpr: the dry
 * run must pass first; or a birthday that needs a parent), the SMS code for a phone, then the
 * real submit. Code 3 logs in with the entered password; phone_autoconfirm or sms_code alone
 * ask for a code; per-field errors send the person back to the step that has the field.
 */
export function useSignupSubmit(d: SignupSubmitDeps) {
  const call = useAuthCall();
  const worker = useWorker();
  const { settings, fields } = d;
  const isPhone = contactKind(fields.emailOrPhone) === 'phone';
  /** Where this sign-up goes afterwards, as the page asked before the account existed. */
  const origin = signupOrigin(settings.search);
  const form = () =>
    createAccountForm(fields, { clientId: settings.clientId, smsCode: d.phone.verifiedCode(), consent: d.consent.current, tosVersion: settings.tosVersion, today: settings.now });

  const codeStep = async (): Promise<void> => {
    if (await d.phone.requestCode(normalisePhone(fields.emailOrPhone))) settings.goTo(SignupStep.confirmCode);
  };

  const loginExisting = async (errs: FieldErrors): Promise<void> => {
    const outcome = loginOutcome(
      await worker.login({ username: existingAccountIdentifier(fields), password: fields.password, queryParams: queryParamsJson(window.location.search), optIntoOneTap: false }),
    );
    if (outcome.kind === 'success') return signupSucceeded(call, { status: 'ok', account_created: true }, false, origin);
    const has = Object.keys(errs.fields).length > 0 || errs.form !== null;
    d.setErrors(has ? errs : { fields: {}, form: outcome.message });
  };

  /** The real submit (after the dry run, consent and the SMS code as needed). */
  const create = async (): Promise<void> => {
    const r = await call('createAccount', { form: form(), dryRun: false });
    const out = contactSignupOutcome(answer(r), false);
    if (out.kind === 'created' && r.ok) return signupSucceeded(call, r.value, false, origin);
    if (out.kind === 'exists') return loginExisting(out.errors);
    if (out.kind === 'request-sms-code') return codeStep();
    if (out.kind === 'consent-required') {
      d.consent.current = null;
      return settings.goTo(SignupStep.consent);
    }
    if (out.kind === 'errors') {
      d.setErrors(out.errors);
      const f = out.errors.fields;
      if (f.emailOrPhone || f.password || f.fullName || f.birthday) settings.goTo(firstSignupStep(settings.multiStep));
      else if (f.username && settings.multiStep) settings.goTo(SignupStep.username);
    }
  };

  /** After the dry run passed: consent when required, the SMS code for a phone, then create. */
  const afterDryRun = async (): Promise<void> => {
    if ((settings.gdprTerms || d.age.parentalRequired()) && !d.consent.current) return settings.goTo(SignupStep.consent);
    if (isPhone && d.phone.phone.step !== 'verified') return codeStep();
    await create();
  };

  const dryRunThen = async (): Promise<void> => {
    if (!(await d.age.check(fields.birthday))) return;
    const r = await call('createAccount', { form: form(), dryRun: true });
    const out = contactSignupOutcome(answer(r), true);
    if (out.kind === 'exists') return loginExisting(out.errors);
    if (out.kind === 'errors') return d.setErrors(out.errors);
    if (out.kind === 'passed' && out.suggestions.length > 0) d.setSuggestions(out.suggestions);
    await afterDryRun();
  };

  return { create, afterDryRun, dryRunThen, codeStep };
}
