/**
 * Wire types and constants of the logged-out entry flows (000 §3, §7, §8): two-factor,
 * one-tap, social login, phone sign-up, contact checks, consent, recovery and data download.
 * Every failure is the error body of ./errors.ts with the error types below and the call's
 * own fields; a 429 also carries retry_after_seconds (and a Retry-After header).
 */
import type { WireErrorBody } from './errors';
import type { WireLoginResponse, WireSignupResponse } from './wire';

// ---- 000 §3 constants -------------------------------------------------------------------

/** 000 §3 Consent keys. */
export const ConsentKey = {
  tosDataPolicy: 'tos_data_policy_consent_state',
  age: 'age_consent_state',
  existingUserIntro: 'existing_user_intro_state',
  parentalIntro: 'parental_consent_intro',
  parentalEmail: 'parental_consent_email',
  dob: 'dob',
} as const;
export type ConsentKey = (typeof ConsentKey)[keyof typeof ConsentKey];
export const CONSENT_KEYS = Object.values(ConsentKey);

/** 000 §3 Consent states. */
export const ConsentState = {
  defaultNotSeen: 0,
  reviewed: 1,
  consented: 2,
  withdrawn: 3,
  notApplicable: 4,
  blocking: 11,
} as const;
export type ConsentState = (typeof ConsentState)[keyof typeof ConsentState];

/** 000 §3 Screen keys. */
export const ScreenKey = {
  qpIntro: 'qp_intro',
  tos: 'tos',
  tosAndTwoAgeButton: 'tos_and_two_age_button',
  tosAndThreeAgeButton: 'tos_and_three_age_button',
  ageConsentTwoButton: 'age_consent_two_button',
  ageConsentThreeButton: 'age_consent_three_button',
  dob: 'dob',
  parentalConsent: 'parental_consent',
  finished: 'finished',
  under13: 'under_13',
  alreadyFinished: 'already_finished',
} as const;
export type ScreenKey = (typeof ScreenKey)[keyof typeof ScreenKey];

/** 000 §3 Age buckets. */
export const AgeBucket = { under13: 'under_13', above18: 'above_18', under18: 'under_18', from13To18: '13_to_18' } as const;
export type AgeBucket = (typeof AgeBucket)[keyof typeof AgeBucket];

/** 000 §3 Entry points. */
export const ConsentEntryPoint = {
  activityFeed: 'activity_feed',
  megaphone: 'megaphone',
  block: 'block',
  dialog: 'dialog',
  fullscreen: 'fullscreen',
  reg: 'reg',
  deepLink: 'deep_link',
} as const;
export type ConsentEntryPoint = (typeof ConsentEntryPoint)[keyof typeof ConsentEntryPoint];

/** 000 §3 Tos versions; 000 §5 the default is 'default'. 'eu' means gdpr applies (our choice). */
export const TosVersion = { default: 'default', eu: 'eu', row: 'row' } as const;
export type TosVersion = (typeof TosVersion)[keyof typeof TosVersion];

/** 000 §3 Parental actions. */
export const ParentalAction = { approve: 'approve', deny: 'deny' } as const;
export type ParentalAction = (typeof ParentalAction)[keyof typeof ParentalAction];

/** 000 §3 Data-download statuses. */
export const DownloadStatus = {
  none: 'no_valid_downloadable',
  inProgress: 'job_in_progress',
  ready: 'has_valid_downloadable',
} as const;
export type DownloadStatus = (typeof DownloadStatus)[keyof typeof DownloadStatus];

/** error_type values of these flows (the foundation's are in ./errors.ts). */
export const AuthErrorType = {
  twoFactorRequired: 'two_factor_required',
  invalidVerificationCode: 'invalid_verification_code',
  twoFactorChallengeExpired: 'two_factor_challenge_expired',
  invalidOneTapNonce: 'invalid_one_tap_nonce',
  smsCodeInvalid: 'sms_code_validation_code_invalid',
  invalidEmail: 'invalid_email',
  invalidPhoneNumber: 'invalid_phone_number',
  invalidDob: 'invalid_dob',
  ageCheckBlocked: 'age_check_blocked',
  invalidConsentSession: 'invalid_consent_session',
  invalidParentalNonce: 'invalid_parental_consent_nonce',
  /** Added: the person approving as a parent is under 18 (000 §9 minimum parent age). */
  parentTooYoung: 'parent_too_young',
  invalidResetToken: 'invalid_reset_token',
  invalidConfirmEmailLink: 'invalid_confirm_email_link',
  noValidDownloadable: 'no_valid_downloadable',
  downloadLinkExpired: 'download_link_expired',
  socialNotConfigured: 'social_login_not_configured',
  fbNotAuthenticated: 'fb_not_authenticated',
  fbForbidden: 'fb_403_forbidden',
  fbUnknown: 'fb_unknown',
  fbAlreadyLinked: 'fb_already_linked',
} as const;
export type AuthErrorType = (typeof AuthErrorType)[keyof typeof AuthErrorType];

/** A failure of these flows: the 000 §8 error body with the flow's error types. */
export type WireAuthErrorBody = Omit<WireErrorBody, 'error_type'> & {
  error_type: WireErrorBody['error_type'] | AuthErrorType;
  /** On 429: seconds until the call may be made again. */
  retry_after_seconds?: number;
};

/** Per-field errors, as sign-up has them. */
export type WireFieldErrors = Record<string, { message: string; code: string }[]>;

// ---- Login responses --------------------------------------------------------------------

/** Every successful login (password, two-factor, one-tap, social) answers this. */
export interface WireAuthLoginResponse extends WireLoginResponse {
  status: 'ok';
  authenticated: true;
  user: true;
  userId: string;
  username: string;
  profilePictureUrl: string;
  oneTapPrompt: boolean;
  /** A fresh one-tap login nonce for this device, when optIntoOneTap was set (or on one-tap login). */
  nonce?: string;
}

/** POST /accounts/one_tap_web_login/ → the login response plus the rotated nonce. */
export interface WireOneTapLoginResponse extends WireAuthLoginResponse {
  /** The rotated nonce: replace the stored one with it. Equal to `nonce`. */
  login_nonce: string;
  nonce: string;
}

/** 000 §8 the two-factor challenge (in a 400 of POST /accounts/login/ajax/). */
export interface WireTwoFactorInfo {
  username: string;
  two_factor_identifier: string;
  /** The last four digits of the SMS phone number ('' without SMS). */
  obfuscated_phone_number: string;
  totp_two_factor_on: boolean;
  sms_two_factor_on: boolean;
}

export interface WireTwoFactorRequiredBody {
  status: 'fail';
  message: string;
  error_type: 'two_factor_required';
  two_factor_required: true;
  authenticated: false;
  user: true;
  two_factor_info: WireTwoFactorInfo;
}

/** POST /accounts/send_two_factor_login_sms/ */
export interface WireTwoFactorSmsResponse {
  status: 'ok';
  two_factor_info: WireTwoFactorInfo;
}

/** POST /accounts/request_one_tap_login_nonce/ */
export interface WireOneTapNonceResponse {
  status: 'ok';
  login_nonce: string;
  user_id: string;
  username: string;
  profile_pic_url: string;
}

/** POST /accounts/one_tap_web_remove_nonce/ */
export interface WireOneTapRemoveResponse {
  status: 'ok';
  removed: boolean;
}

// ---- Sign-up ----------------------------------------------------------------------------

/** POST /accounts/web_create_ajax/ success, with the entry-flow additions. */
export interface WireEntrySignupResponse extends WireSignupResponse {
  /** When opt_into_one_tap was set: store it as this device's one-tap entry (000 §4). */
  login_nonce?: string;
  profile_picture_url?: string;
}

/** POST /accounts/send_signup_sms_code_ajax/ */
export interface WireSmsSentResponse {
  status: 'ok';
  sms_sent: true;
  phone_number: string;
}

/** POST /accounts/validate_signup_sms_code_ajax/; a failure has verified false and errors.nonce. */
export interface WireSmsVerifyResponse {
  status: 'ok';
  verified: true;
}

/** POST /accounts/check_email/ */
export interface WireCheckEmailResponse {
  status: 'ok';
  email: string;
  available: boolean;
}

/** POST /accounts/check_phone_number/ */
export interface WireCheckPhoneResponse {
  status: 'ok';
  phone_number: string;
  available: boolean;
  country_code: string;
  national_number: string;
}

/** GET /accounts/is_contact_taken/?check_email=&check_phone= */
export interface WireContactTakenResponse {
  status: 'ok';
  email_taken: boolean;
  phone_taken: boolean;
}

/** POST /accounts/username_suggestions/ */
export interface WireUsernameSuggestionsResponse {
  status: 'ok';
  suggestions: string[];
}

/** POST /accounts/contact_point_prefill/ (empty strings unless known for this device). */
export interface WireContactPrefillResponse {
  status: 'ok';
  email: string;
  phone_number: string;
  region_code: string;
  country_code: string;
  national_number: string;
}

// ---- Consent ----------------------------------------------------------------------------

export interface WireConsentContents {
  title: string;
  body: string[];
  /** The answers of the age screens (value is the age bucket), in display order. */
  buttons: { label: string; value: AgeBucket }[];
}

/** Every consent call answers this (000 §3 Consent), with the next screen to show. */
export interface WireConsentResponse {
  status: 'ok';
  screen_key: ScreenKey;
  contents: WireConsentContents;
  primary_button_text: string;
  tos_version: TosVersion;
  /** Opaque: send it back with new_user_flow, update_dob, send_parental_consent_email and web_create_ajax. */
  gdpr_s: string;
  session_id: string;
  entry_point: ConsentEntryPoint;
  consents: Record<ConsentKey, ConsentState>;
  age_bucket: AgeBucket | null;
  dob: string | null;
  parental_consent_required: boolean;
  parental_email_sent: boolean;
  /** true on a screen that cannot be left (under_13). */
  blocking: boolean;
}

/** POST /web/consent/check_age_eligibility/ */
export interface WireAgeEligibilityResponse {
  status: 'ok';
  parental_consent_required: boolean;
  eligible_to_register: boolean;
  age_bucket: AgeBucket;
  /** Under-age answers left before the cooldown (000 §9: 2). */
  underage_attempts_left: number;
}

/** GET /web/consent/parental_consent_info/?nonce= */
export interface WireParentalInfoResponse {
  status: 'ok';
  pc_id: string;
  guardian_email: string;
  /** The child's account, once it exists. */
  child: { username: string; full_name: string } | null;
  parental_status: 'pending' | 'approved' | 'denied';
}

/** POST /web/consent/parental_consent_action/ */
export interface WireParentalActionResponse {
  status: 'ok';
  action: ParentalAction;
}

// ---- Recovery ---------------------------------------------------------------------------

export interface WireRecoveryOption {
  type: 'email' | 'sms';
  /** Obfuscated: j***e@e*****.com, or the last four digits of the phone. */
  contact_point: string;
}

/** POST /accounts/account_recovery_ajax/ */
export interface WireRecoveryOptionsResponse {
  status: 'ok';
  username: string;
  options: WireRecoveryOption[];
}

/** POST /accounts/send_account_recovery_email_ajax/ and _sms_ajax/ */
export interface WireRecoverySentResponse {
  status: 'ok';
  type: 'email' | 'sms';
  contact_point: string;
}

// ---- Data download ----------------------------------------------------------------------

/** POST /download/request_download_data_ajax/ and GET /download/status/[?token=] */
export interface WireDownloadStatusResponse {
  status: 'ok';
  download_status: DownloadStatus;
  /** With has_valid_downloadable and a token: where to GET the file, and until when (seconds). */
  url?: string;
  expires_at?: number;
  size_bytes?: number;
}

// ---- Credentials and contact-point signals (000 §7 Sign-up; payloads ours) ----------------

/**
 * POST /accounts/get_encrypted_credentials/ {payload} (logged in): the payload sealed by the
 * server (AES-256-GCM under a key only it holds), bound to the viewer, readable by the server
 * until expires_at (seconds). Added.
 */
export interface WireEncryptedCredentialsResponse {
  status: 'ok';
  encrypted_credentials: string;
  expires_at: number;
}

/**
 * POST /accounts/process_contact_point_signals/ {google_tokens: JSON array of Google access
 * tokens}: each token's verified email becomes a contact point of this device, which
 * contact_point_prefill then offers. Added.
 */
export interface WireContactPointSignalsResponse {
  status: 'ok';
  /** Tokens whose verified email was taken as a contact point. */
  processed: number;
  /** Tokens the provider refused, or without a verified email. */
  rejected: number;
}

// ---- Social login -----------------------------------------------------------------------

/**
 * The social-login providers (000 §7: /accounts/login/ajax/facebook/ and /google/). Calls
 * without a `provider` field mean facebook; `provider: google` selects Google (added).
 */
export const SocialProviderName = { facebook: 'facebook', google: 'google' } as const;
export type SocialProviderName = (typeof SocialProviderName)[keyof typeof SocialProviderName];

/** One configured provider's dialog (added): add client_id, redirect_uri, state, scope, response_type, locale. */
export interface WireSocialProviderConfig {
  provider: SocialProviderName;
  authorize_url: string;
  client_id: string;
  scope: string;
  response_type: string;
}

/** GET /accounts/social_login_config/ */
export interface WireSocialConfigResponse {
  status: 'ok';
  /** The facebook provider is configured (the fields below are its dialog). */
  enabled: boolean;
  /** The provider's dialog: add client_id, redirect_uri, state, scope, response_type, locale. */
  authorize_url?: string;
  client_id?: string;
  scope?: string;
  /** Added: every configured provider, facebook first (empty when none is). */
  providers?: WireSocialProviderConfig[];
}

/** POST /accounts/fb_code_exchange/ */
export interface WireCodeExchangeResponse {
  status: 'ok';
  accessToken: string;
  fbUserId: string;
  expires_in: number;
}

export interface WireSocialPicture {
  data: { url: string; is_silhouette: boolean };
}

/** POST /accounts/fb_profile/ (000 §3 Social sign-up data) */
export interface WireSocialProfileResponse {
  status: 'ok';
  meResponse: { id: string; email: string | null; mobile_phone: string | null; name: string };
  pictureResponse: WireSocialPicture;
  /** The linked account: the client logs in with the token (000 §4 social sign-up). */
  igAccount: { username: string } | null;
  email_taken: boolean;
  phone_taken: boolean;
  username_suggestions: string[];
}

/** POST /fb/connect/ajax/ */
export interface WireSocialConnectResponse {
  status: 'ok';
  picture: WireSocialPicture;
}
