/**
 * Consent vocabulary (000 §3 Consent) and its rules: consent needed (000 §5), the updates each
 * screen sends, the redirects at the end (000 §2), the finished toast and the parental email
 * check (000 §5, 000 §8).
 */
import { isEmailAddress } from './contact-point';
import { HOME, validateNext } from '../post-login-redirect';
import { ConsentKey, ConsentState, ScreenKey, ConsentEntryPoint, TosVersion } from '../../../sync/api/auth-wire';

// The vocabulary of 000 §3 is shared with the server: one definition, in sync/api.
export { ConsentKey, ConsentState, ScreenKey, ConsentEntryPoint, TosVersion } from '../../../sync/api/auth-wire';

/** 000 §5: the default tos version is 'default'. */
export function tosVersionOf(raw: string | null | undefined): TosVersion {
  return raw === TosVersion.eu || raw === TosVersion.row ? raw : TosVersion.default;
}

/** 000 §5: consent is needed when the server flags it, it is not gatekept off, and the banner cookie is absent. */
export function consentNeeded(serverFlag: boolean, gatekeptOff: boolean, bannerCookiePresent: boolean): boolean {
  return serverFlag && !gatekeptOff && !bannerCookiePresent;
}

/** The age answers of the two- and three-button screens (000 §3 age buckets). */
export type AgeAnswer = 'under_13' | '13_to_18' | 'under_18' | 'above_18';

export type ScreenKind = 'intro' | 'tos' | 'age' | 'dob' | 'parental' | 'finished' | 'under13';

export function screenKind(key: string): ScreenKind {
  switch (key) {
    case ScreenKey.qpIntro:
      return 'intro';
    case ScreenKey.tos:
      return 'tos';
    case ScreenKey.tosAndTwoAgeButton:
    case ScreenKey.tosAndThreeAgeButton:
    case ScreenKey.ageConsentTwoButton:
    case ScreenKey.ageConsentThreeButton:
      return 'age';
    case ScreenKey.dob:
      return 'dob';
    case ScreenKey.parentalConsent:
      return 'parental';
    case ScreenKey.under13:
      return 'under13';
    default:
      return 'finished';
  }
}

/** The age buttons a screen shows. */
export function ageButtons(key: string): AgeAnswer[] {
  return key === ScreenKey.tosAndThreeAgeButton || key === ScreenKey.ageConsentThreeButton ? ['under_13', '13_to_18', 'above_18'] : ['under_18', 'above_18'];
}

/** Whether a screen includes the terms and data policy. */
export function includesTos(key: string): boolean {
  return key === ScreenKey.tos || key === ScreenKey.tosAndTwoAgeButton || key === ScreenKey.tosAndThreeAgeButton;
}

/**
 * The consent updates a screen's primary action sends: the terms as consented (2); the age
 * answer as age_bucket (the server sets age_consent_state from it); the intro as reviewed (1).
 */
export function updatesFor(key: string, age: AgeAnswer | null): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  if (includesTos(key)) out[ConsentKey.tosDataPolicy] = ConsentState.consented;
  if (screenKind(key) === 'age' && age !== null) out.age_bucket = age;
  if (key === ScreenKey.qpIntro) out[ConsentKey.existingUserIntro] = ConsentState.reviewed;
  return out;
}

/** Ours: countries where the 'eu' terms (and so the gdpr consent flow) apply. */
const EEA = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(' '));

/**
 * The tos version a new user signs up under: 'eu' when consent is needed, in the EEA, or asked
 * by the page's tos_version parameter (ours: only the stricter 'eu' can be asked), else
 * 'default' (000 §5).
 */
export function signupTosVersion(consentIsNeeded: boolean, countryCode: string, requested: string | null = null): TosVersion {
  return consentIsNeeded || EEA.has(countryCode.toUpperCase()) || requested === TosVersion.eu ? TosVersion.eu : TosVersion.default;
}

/** 000 §5: the parental consent email must be valid, else the invalid-email message. */
export const INVALID_EMAIL_TEXT = 'Enter a valid email address.';
export function parentalEmailError(email: string): string | null {
  return isEmailAddress(email) ? null : INVALID_EMAIL_TEXT;
}

/** 000 §8: the finished toast, with a different text when the email was sent. */
export function finishedToastText(emailSent: boolean): string {
  return emailSent ? "You're all set. We've emailed your parent or guardian." : "You're all set. Your choices have been saved.";
}

/** Ours: the app scheme a hard redirect may use (000 §2 "a hard redirect when next uses an app scheme"). */
export const APP_SCHEME = 'lumen:';

export interface ConsentRedirect {
  target: string;
  hard: boolean;
}

/**
 * 000 §2: consent for the block entry point redirects to next, or '/' (a hard redirect when next
 * uses an app scheme). Parental consent ends with a forced redirect to the terms start path with
 * entry point reg.
 */
export function consentEndRedirect(entryPoint: string, next: string | null, parental: boolean): ConsentRedirect | null {
  if (parental) return { target: '/terms/start/?entry_point=reg', hard: true };
  if (entryPoint !== ConsentEntryPoint.block) return null;
  if (next?.toLowerCase().startsWith(`${APP_SCHEME}//`)) return { target: next, hard: true };
  return { target: validateNext(next) ?? HOME, hard: false };
}

/** Ours: the cookie banner cookie (000 §3 Known cookies: cookie banner) and the gate that turns consent off. */
export const COOKIE_BANNER = 'ig_cb';
export const CONSENT_GATED_OFF = 'consent_gated_off';

/** consentNeeded from the bootstrap and the page's cookies (000 §5). */
export function consentNeededFor(bootstrap: { consent_required: boolean; gatekeepers: Record<string, boolean> } | null, cookies: string): boolean {
  if (!bootstrap) return false;
  const banner = cookies.split(';').some((c) => c.trim().startsWith(`${COOKIE_BANNER}=`));
  return consentNeeded(bootstrap.consent_required, bootstrap.gatekeepers[CONSENT_GATED_OFF] === true, banner);
}
