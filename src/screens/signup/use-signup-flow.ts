import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useBootstrap, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { loginOutcome } from '../../lib/login-outcome';
import { queryParamsJson } from '../../lib/query-params';
import { datePickerDefault } from '../../lib/auth/age-rules';
import { consentNeededFor, signupTosVersion } from '../../lib/auth/consent';
import { contactKind, normaliseEmail, normalisePhone } from '../../lib/auth/contact-point';
import { contactSignupOutcome, NO_FIELD_ERRORS, type FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { codeRequestError, codeVerifyError, initialPhoneCode, phoneCodeReducer } from '../../lib/auth/phone-code';
import { firstSignupStep, SignupStep, signupStepPath } from '../../lib/auth/signup-steps';
import type { ContactSignupFields } from '../../lib/auth/signup-submit';
import type { CallResult, CreateAccountForm, WireSignupResponse } from '../../../worker/api-types';
import { serverCount, useAgeAttempts } from '../auth-flows/consent/use-age-attempts';
import { failureText, useAuthCall } from '../auth-flows/shared/use-auth-call';
import { signupSucceeded } from './signup-success';

/** Ours (000 §8: wording not shown). */
export const AgeMessages = {
  notEligible: "Sorry, you can't sign up for Lumen with this date of birth.",
  blocked: "You've tried too many times. Please try again later.",
} as const;

const TAKEN = { email: 'Another account is using this email.', phone: 'Another account is using this phone number.' } as const;

/**
 * The sign-up flow (000 §4 Sign-up): email or phone; a dry run then the real submit; code 3
 * logs in with the entered password; phone sign-up asks for the SMS code (also when the answer
 * names phone_autoconfirm, or sms_code alone); consent first when gdpr is required (the dry run
 * must pass first) then sign-up with gdpr_s; multi-step: first step, code, suggested username.
 */
export function useSignupFlow() {
  const call = useAuthCall();
  const worker = useWorker();
  const bootstrap = useBootstrap();
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useMemo(() => new Date(), []);
  const multiStep = bootstrap?.gatekeepers.multi_step_signup === true;
  const gdprRequired = consentNeededFor(bootstrap, typeof document === 'undefined' ? '' : document.cookie);
  const clientId = bootstrap?.device_id ?? '';
  const tosVersion = signupTosVersion(gdprRequired, bootstrap?.country_code ?? '', new URLSearchParams(search).get('tos_version'));
  /** 000 §4: when gdpr is required (the 'eu' terms, however chosen) consent comes before the submit. */
  const gdprTerms = tosVersion === 'eu';

  const [fields, setFields] = useState<ContactSignupFields>({ emailOrPhone: '', fullName: '', username: '', password: '', birthday: datePickerDefault('default', now) });
  const [errors, setErrors] = useState<FieldErrors>(NO_FIELD_ERRORS);
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [phone, dispatchPhone] = useReducer(phoneCodeReducer, initialPhoneCode);
  const consent = useRef<{ gdprS: string; tosVersion: string } | null>(null);
  const smsCode = useRef('');
  const ages = useAgeAttempts();
  /** The birthday that passed the age check, and whether it needs parental consent. */
  const agePassed = useRef<{ key: string; parental: boolean } | null>(null);

  const goTo = useCallback((step: SignupStep) => navigate(signupStepPath(step, search ? `?${search}` : '')), [navigate, search]);
  const kind = contactKind(fields.emailOrPhone);
  const isPhone = kind === 'phone';

  // 000 §7 contact point prefill: fill an empty contact field with what the server knows of this device.
  useEffect(() => {
    if (!clientId) return;
    let live = true;
    fire(
      call('contactPrefill', { deviceId: clientId, phoneId: '' }).then((r) => {
        const v = r.ok ? (r.value.email || r.value.phone_number || '') : '';
        if (live && v) setFields((f) => (f.emailOrPhone === '' ? { ...f, emailOrPhone: v } : f));
      }),
      'contact prefill',
    );
    return () => {
      live = false;
    };
  }, [call, clientId]);

  const form = (): CreateAccountForm => ({
    email: kind === 'email' ? normaliseEmail(fields.emailOrPhone) : '',
    phoneNumber: isPhone ? normalisePhone(fields.emailOrPhone) : '',
    password: fields.password,
    username: fields.username.trim(),
    fullName: fields.fullName.trim(),
    day: fields.birthday?.day ?? 1,
    month: fields.birthday?.month ?? 1,
    year: fields.birthday?.year ?? now.getFullYear(),
    clientId,
    smsCode: smsCode.current,
    gdprS: consent.current?.gdprS ?? '',
    tosVersion: consent.current?.tosVersion ?? tosVersion,
    phoneId: '',
    subnoKey: '',
    captcha: '',
    optIntoOneTap: true,
  });

  const answer = (r: CallResult<WireSignupResponse>) => ({ ok: r.ok, statusCode: r.ok ? 200 : r.statusCode, body: (r.ok ? r.value : (r.body ?? {})) as WireSignupResponse });

  const requestCode = async (number: string): Promise<boolean> => {
    dispatchPhone({ type: 'code-requested', phone: number });
    const r = await call('sendSignupSms', { clientId, phoneNumber: number, phoneId: '' });
    if (r.ok) {
      dispatchPhone({ type: 'code-sent', at: Date.now() });
      return true;
    }
    const errs = (r.body as { errors?: Record<string, unknown> } | null)?.errors;
    dispatchPhone({ type: 'code-request-failed', message: codeRequestError(errs, failureText(r, '')) });
    return false;
  };

  const loginExisting = async (errs: FieldErrors): Promise<void> => {
    const identifier = kind === 'email' ? normaliseEmail(fields.emailOrPhone) : fields.username.trim() || normalisePhone(fields.emailOrPhone);
    const outcome = loginOutcome(await worker.login({ username: identifier, password: fields.password, queryParams: queryParamsJson(window.location.search), optIntoOneTap: false }));
    if (outcome.kind === 'success') return signupSucceeded(call, { status: 'ok', account_created: true }, false);
    const has = Object.keys(errs.fields).length > 0 || errs.form !== null;
    setErrors(has ? errs : { fields: {}, form: outcome.message });
  };

  /** The real submit (after the dry run, consent and the SMS code as needed). */
  const create = async (): Promise<void> => {
    const r = await call('createAccount', { form: form(), dryRun: false });
    const out = contactSignupOutcome(answer(r), false);
    if (out.kind === 'created' && r.ok) return signupSucceeded(call, r.value, false);
    if (out.kind === 'exists') return loginExisting(out.errors);
    if (out.kind === 'request-sms-code') {
      if (await requestCode(normalisePhone(fields.emailOrPhone))) goTo(SignupStep.confirmCode);
      return;
    }
    if (out.kind === 'consent-required') {
      consent.current = null;
      return goTo(SignupStep.consent);
    }
    if (out.kind === 'errors') {
      setErrors(out.errors);
      if (out.errors.fields.emailOrPhone || out.errors.fields.password || out.errors.fields.fullName || out.errors.fields.birthday) goTo(firstSignupStep(multiStep));
      else if (out.errors.fields.username && multiStep) goTo(SignupStep.username);
    }
  };

  /**
   * 000 §4 Age: the age check answers parental_consent_required and eligible_to_register; not
   * eligible counts as an invalid attempt; after 2 the check is blocked for a cooldown.
   */
  const ageCheck = async (): Promise<boolean> => {
    const b = fields.birthday;
    const key = JSON.stringify(b);
    if (agePassed.current?.key === key) return true;
    if (ages.blocked || !b) {
      setErrors({ fields: { birthday: AgeMessages.blocked }, form: null });
      return false;
    }
    const r = await call('consentAgeCheck', { ...b, gdprS: consent.current?.gdprS ?? '', tosVersion, clientId });
    // A server without the age check (404) leaves the age rule to the sign-up call itself.
    if (!r.ok && r.statusCode === 404) {
      agePassed.current = { key, parental: false };
      return true;
    }
    if (r.ok) ages.dispatch({ type: 'age-checked', eligible: r.value.eligible_to_register, at: Date.now() });
    const counted = serverCount(r.ok ? 200 : r.statusCode, r.ok ? r.value : r.body, Date.now());
    if (counted) ages.dispatch(counted);
    if (!r.ok) {
      setErrors(r.statusCode === 0 ? { fields: {}, form: failureText(r, '') } : { fields: { birthday: failureText(r, AgeMessages.notEligible) }, form: null });
      return false;
    }
    if (!r.value.eligible_to_register) {
      setErrors({ fields: { birthday: AgeMessages.notEligible }, form: null });
      return false;
    }
    agePassed.current = { key, parental: r.value.parental_consent_required };
    return true;
  };

  /** After the dry run passed: consent when required, the SMS code for a phone, then create. */
  const afterDryRun = async (): Promise<void> => {
    if ((gdprTerms || agePassed.current?.parental === true) && !consent.current) return goTo(SignupStep.consent);
    if (isPhone && phone.step !== 'verified') {
      if (await requestCode(normalisePhone(fields.emailOrPhone))) goTo(SignupStep.confirmCode);
      return;
    }
    await create();
  };

  const dryRunThen = async (): Promise<void> => {
    if (!(await ageCheck())) return;
    const r = await call('createAccount', { form: form(), dryRun: true });
    const out = contactSignupOutcome(answer(r), true);
    if (out.kind === 'exists') return loginExisting(out.errors);
    if (out.kind === 'errors') return setErrors(out.errors);
    if (out.kind === 'passed' && out.suggestions.length > 0) setSuggestions(out.suggestions);
    await afterDryRun();
  };

  const run = (fn: () => Promise<void>) => async (): Promise<void> => {
    setBusy(true);
    setErrors(NO_FIELD_ERRORS);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  /** Multi-step first step: the contact must be free; a phone gets its code, an email goes to the username page. */
  const firstStepNext = async (): Promise<void> => {
    if (!(await ageCheck())) return;
    const email = kind === 'email' ? normaliseEmail(fields.emailOrPhone) : '';
    const number = isPhone ? normalisePhone(fields.emailOrPhone) : '';
    const taken = await call('isContactTaken', { email, phone: number });
    if (taken.ok && (taken.value.email_taken || taken.value.phone_taken)) {
      return setErrors({ fields: { emailOrPhone: taken.value.email_taken ? TAKEN.email : TAKEN.phone }, form: null });
    }
    if (isPhone) {
      if (await requestCode(number)) goTo(SignupStep.confirmCode);
      return;
    }
    await loadSuggestions();
    goTo(SignupStep.username);
  };

  const loadSuggestions = async (): Promise<void> => {
    const r = await call('usernameSuggestions', { email: kind === 'email' ? normaliseEmail(fields.emailOrPhone) : '', name: fields.fullName.trim() });
    if (r.ok && r.value.suggestions.length > 0) {
      setSuggestions(r.value.suggestions);
      setFields((f) => (f.username === '' ? { ...f, username: r.value.suggestions[0] ?? '' } : f));
    }
  };

  const verifyCode = async (code: string): Promise<void> => {
    dispatchPhone({ type: 'code-entered' });
    const r = await call('validateSignupSms', { clientId, phoneNumber: phone.phone, smsCode: code });
    if (r.ok && r.value.verified) {
      dispatchPhone({ type: 'code-verified' });
      smsCode.current = code;
      if (multiStep && fields.username.trim() === '') {
        await loadSuggestions();
        return goTo(SignupStep.username);
      }
      return create();
    }
    const body = (r.ok ? r.value : r.body) as { errors?: Record<string, unknown> } | null;
    dispatchPhone({ type: 'code-verification-failed', message: codeVerifyError(body?.errors, r.ok ? '' : failureText(r, '')) });
  };

  const changeNumber = async (number: string): Promise<void> => {
    setFields((f) => ({ ...f, emailOrPhone: number }));
    if (await requestCode(normalisePhone(number))) goTo(SignupStep.confirmCode);
  };

  const consentFinished = async (gdprS: string, tosVersion: string): Promise<void> => {
    consent.current = { gdprS, tosVersion };
    await afterDryRun();
  };

  return {
    multiStep,
    now,
    tosVersion,
    clientId,
    ageBlocked: ages.blocked,
    birthday: fields.birthday,
    parentalRequired: () => agePassed.current?.parental === true,
    fields,
    setFields,
    errors,
    busy,
    suggestions,
    phone,
    kind,
    submitForm: run(multiStep ? firstStepNext : dryRunThen),
    submitUsername: run(dryRunThen),
    verifyCode: (code: string) => run(() => verifyCode(code))(),
    resendCode: run(async () => void (await requestCode(phone.phone))),
    requestNumberChange: () => {
      dispatchPhone({ type: 'number-change-requested' });
      goTo(SignupStep.changeNumber);
    },
    changeNumber: (n: string) => run(() => changeNumber(n))(),
    consentFinished: (g: string, t: string) => run(() => consentFinished(g, t))(),
    goTo,
  };
}
