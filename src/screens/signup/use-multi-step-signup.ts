import type { Dispatch, SetStateAction } from 'react';
import { contactKind, normaliseEmail, normalisePhone } from '../../lib/auth/contact-point';
import type { FieldErrors } from '../../lib/auth/contact-signup-outcome';
import { SignupStep } from '../../lib/auth/signup-steps';
import type { ContactSignupFields } from '../../lib/auth/signup-submit';
import { useAuthCall } from '../auth-flows/shared/use-auth-call';
import { TakenMessages } from './signup-texts';
import type { useSignupAgeCheck } from './use-signup-age-check';
import type { useSignupPhone } from './use-signup-phone';
import type { SignupSettings } from './use-signup-settings';

/**
 * The steps of multi-step sign-up (000 §2 first-step suffix, 000 §4): the first step asks the
 * contact point, name, password and birthday; the contact must be free; a phone gets its code
 * (then the suggested-username page), an email goes to the suggested-username page, which
 * lists the server's suggestions (000 §7 username_suggestions).
 */
export function useMultiStepSignup(d: {
  settings: SignupSettings;
  fields: ContactSignupFields;
  setFields: Dispatch<SetStateAction<ContactSignupFields>>;
  phone: ReturnType<typeof useSignupPhone>;
  age: ReturnType<typeof useSignupAgeCheck>;
  setErrors: (e: FieldErrors) => void;
  setSuggestions: (s: string[]) => void;
}) {
  const call = useAuthCall();
  const kind = contactKind(d.fields.emailOrPhone);
  const email = kind === 'email' ? normaliseEmail(d.fields.emailOrPhone) : '';

  const loadSuggestions = async (): Promise<void> => {
    const r = await call('usernameSuggestions', { email, name: d.fields.fullName.trim() });
    if (r.ok && r.value.suggestions.length > 0) {
      d.setSuggestions(r.value.suggestions);
      d.setFields((f) => (f.username === '' ? { ...f, username: r.value.suggestions[0] ?? '' } : f));
    }
  };

  const firstStepNext = async (): Promise<void> => {
    if (!(await d.age.check(d.fields.birthday))) return;
    const number = kind === 'phone' ? normalisePhone(d.fields.emailOrPhone) : '';
    const taken = await call('isContactTaken', { email, phone: number });
    if (taken.ok && (taken.value.email_taken || taken.value.phone_taken)) {
      return d.setErrors({ fields: { emailOrPhone: taken.value.email_taken ? TakenMessages.email : TakenMessages.phone }, form: null });
    }
    if (kind === 'phone') {
      if (await d.phone.requestCode(number)) d.settings.goTo(SignupStep.confirmCode);
      return;
    }
    await loadSuggestions();
    d.settings.goTo(SignupStep.username);
  };

  /** After the code was verified: the suggested-username page when no username was chosen yet. */
  const toUsernameStep = async (): Promise<boolean> => {
    if (!d.settings.multiStep || d.fields.username.trim() !== '') return false;
    await loadSuggestions();
    d.settings.goTo(SignupStep.username);
    return true;
  };

  return { firstStepNext, toUsernameStep };
}
