/**
 * The contact-point sign-up form as the worker sends it (000 §3 Sign-up form, 000 §7
 * web_create_ajax): the contact point split into email or phone (000 §5), the birthday as day,
 * month and year, the consent session when there is one, opt into one-tap.
 */
import type { CreateAccountForm } from '../../../worker/api-types';
import { contactKind, normaliseEmail, normalisePhone } from './contact-point';
import type { ContactSignupFields } from './signup-submit';

export interface SignupFormContext {
  clientId: string;
  /** The verified SMS code of a phone sign-up ('' before). */
  smsCode: string;
  /** The consent flow's result, once finished. */
  consent: { gdprS: string; tosVersion: string } | null;
  /** The tos version when no consent was gathered. */
  tosVersion: string;
  /** For a missing birthday (the form always has one; the server then rejects it). */
  today: Date;
}

export function createAccountForm(fields: ContactSignupFields, ctx: SignupFormContext): CreateAccountForm {
  const kind = contactKind(fields.emailOrPhone);
  return {
    email: kind === 'email' ? normaliseEmail(fields.emailOrPhone) : '',
    phoneNumber: kind === 'phone' ? normalisePhone(fields.emailOrPhone) : '',
    password: fields.password,
    username: fields.username.trim(),
    fullName: fields.fullName.trim(),
    day: fields.birthday?.day ?? 1,
    month: fields.birthday?.month ?? 1,
    year: fields.birthday?.year ?? ctx.today.getFullYear(),
    clientId: ctx.clientId,
    smsCode: ctx.smsCode,
    gdprS: ctx.consent?.gdprS ?? '',
    tosVersion: ctx.consent?.tosVersion ?? ctx.tosVersion,
    phoneId: '',
    subnoKey: '',
    captcha: '',
    optIntoOneTap: true,
  };
}

/** The identifier a code-3 sign-up logs in with (000 §4): the email, else the username, else the phone. */
export function existingAccountIdentifier(fields: ContactSignupFields): string {
  const kind = contactKind(fields.emailOrPhone);
  return kind === 'email' ? normaliseEmail(fields.emailOrPhone) : fields.username.trim() || normalisePhone(fields.emailOrPhone);
}
