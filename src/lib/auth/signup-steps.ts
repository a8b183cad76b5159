/**
 * The sign-up routes (000 §2: /accounts/signup/ and /accounts/emailsignup/, with a first-step
 * suffix when multi-step sign-up is on). The suffixes are ours to choose:
 *
 *   single step:  /accounts/emailsignup/                     every field on one form
 *   multi-step:   /accounts/emailsignup/contact_point/       contact, name, password, birthday
 *   both:         /accounts/emailsignup/confirm_code/        SMS code entry (phone sign-up)
 *                 /accounts/emailsignup/change_number/       change-phone-number step
 *   multi-step:   /accounts/emailsignup/username/            suggested-username page
 *   both:         /accounts/emailsignup/consent/             terms, age and parental consent
 */
export const SIGNUP_BASE = '/accounts/emailsignup/';

export const SignupStep = {
  form: '',
  firstStep: 'contact_point/',
  confirmCode: 'confirm_code/',
  changeNumber: 'change_number/',
  username: 'username/',
  consent: 'consent/',
} as const;
export type SignupStep = (typeof SignupStep)[keyof typeof SignupStep];

const STEPS: readonly SignupStep[] = Object.values(SignupStep);

export function signupStepPath(step: SignupStep, search = ''): string {
  return `${SIGNUP_BASE}${step}${search}`;
}

/** The step of a sign-up route's wildcard ('' for the bare path); null for an unknown suffix. */
export function signupStepFromSuffix(suffix: string | undefined): SignupStep | null {
  const clean = (suffix ?? '').replace(/^\/+|\/+$/g, '');
  const step = clean === '' ? '' : `${clean}/`;
  return (STEPS as readonly string[]).includes(step) ? (step as SignupStep) : null;
}

/** 000 §4: with multi-step sign-up on, sign-up starts at the first step. */
export function firstSignupStep(multiStep: boolean): SignupStep {
  return multiStep ? SignupStep.firstStep : SignupStep.form;
}
