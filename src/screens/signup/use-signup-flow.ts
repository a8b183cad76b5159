import { useRef, useState } from 'react';
import { datePickerDefault } from '../../lib/auth/age-rules';
import { contactKind, normalisePhone } from '../../lib/auth/contact-point';
import { NO_FIELD_ERRORS, type FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { SignupStep } from '../../lib/auth/signup-steps';
import type { ContactSignupFields } from '../../lib/auth/signup-submit';
import { useContactPrefill } from './use-contact-prefill';
import { useMultiStepSignup } from './use-multi-step-signup';
import { useSignupAgeCheck } from './use-signup-age-check';
import { useSignupPhone } from './use-signup-phone';
import { useSignupSettings } from './use-signup-settings';
import { useSignupSubmit } from './use-signup-submit';

export { AgeMessages } from './signup-texts';

/**
 * The sign-up flow (000 §4 Sign-up) across its steps (src/lib/auth/signup-steps.ts): what was
 * typed, the errors, the busy flag and the suggestions, and the actions of each step. The parts:
 * the page's settings (./use-signup-settings.ts), the contact prefill, the SMS code
 * (./use-signup-phone.ts), the age check, creating the account (./use-signup-submit.ts: dry run,
 * consent, code, submit) and the multi-step pages (./use-multi-step-signup.ts).
 */
export function useSignupFlow() {
  const settings = useSignupSettings();
  const [fields, setFields] = useState<ContactSignupFields>(() => ({ emailOrPhone: '', fullName: '', username: '', password: '', birthday: datePickerDefault('default', settings.now) }));
  const [errors, setErrors] = useState<FieldErrors>(NO_FIELD_ERRORS);
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const consent = useRef<{ gdprS: string; tosVersion: string } | null>(null);

  useContactPrefill(settings.clientId, setFields);
  const phone = useSignupPhone(settings.clientId);
  const age = useSignupAgeCheck({ clientId: settings.clientId, tosVersion: settings.tosVersion, gdprS: () => consent.current?.gdprS ?? '', onErrors: setErrors });
  const submit = useSignupSubmit({ settings, fields, phone, age, consent, setErrors, setSuggestions });
  const multi = useMultiStepSignup({ settings, fields, setFields, phone, age, setErrors, setSuggestions });

  /** Runs a step with the busy flag on and the errors cleared. */
  const run = (fn: () => Promise<void>) => async (): Promise<void> => {
    setBusy(true);
    setErrors(NO_FIELD_ERRORS);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  const verifyCode = async (code: string): Promise<void> => {
    if (!(await phone.checkCode(code))) return;
    if (await multi.toUsernameStep()) return;
    await submit.create();
  };

  const changeNumber = async (number: string): Promise<void> => {
    setFields((f) => ({ ...f, emailOrPhone: number }));
    if (await phone.requestCode(normalisePhone(number))) settings.goTo(SignupStep.confirmCode);
  };

  const consentFinished = async (gdprS: string, tosVersion: string): Promise<void> => {
    consent.current = { gdprS, tosVersion };
    await submit.afterDryRun();
  };

  return {
    multiStep: settings.multiStep,
    now: settings.now,
    tosVersion: settings.tosVersion,
    clientId: settings.clientId,
    ageBlocked: age.blocked,
    birthday: fields.birthday,
    parentalRequired: age.parentalRequired,
    fields,
    setFields,
    errors,
    busy,
    suggestions,
    phone: phone.phone,
    kind: contactKind(fields.emailOrPhone),
    submitForm: run(settings.multiStep ? multi.firstStepNext : submit.dryRunThen),
    submitUsername: run(submit.dryRunThen),
    verifyCode: (code: string) => run(() => verifyCode(code))(),
    resendCode: run(async () => void (await phone.requestCode(phone.phone.phone))),
    requestNumberChange: () => {
      phone.numberChangeRequested();
      settings.goTo(SignupStep.changeNumber);
    },
    changeNumber: (n: string) => run(() => changeNumber(n))(),
    consentFinished: (g: string, t: string) => run(() => consentFinished(g, t))(),
    goTo: settings.goTo,
  };
}
