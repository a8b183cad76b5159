/**
 * The account settings calls' wire (server/routes/account-settings.ts, password-change.ts;
 * worker/auth/settings-calls.ts). Ours: 001 §7 shows the calls' fields, not their answers.
 */

/** The account settings calls' paths (001 §7; the form's read is ours). */
export const SettingsPath = {
  formData: '/accounts/edit/web_form_data/',
  edit: '/accounts/edit/',
  setGender: '/accounts/set_gender/',
  passwordChange: '/accounts/password/change/',
  setPrivate: '/accounts/set_private/',
  setPresenceDisabled: '/accounts/set_presence_disabled/',
  /** 001 §7 Two-factor settings: POST {phone_number} texts a code to turn on two-factor by SMS. */
  twoFactorSendCode: '/accounts/two_factor_authentication/',
  /** Ours: GET, whether two-factor is on (the page's GET is the app). */
  twoFactorStatus: '/accounts/two_factor_authentication/ajax/status/',
  twoFactorEnable: '/accounts/two_factor_authentication/ajax/enable/',
  twoFactorDisable: '/accounts/two_factor_authentication/ajax/disable/',
  twoFactorDisableTotp: '/accounts/two_factor_authentication/disable_totp/',
  /** Ours (001 §7 shows only disable_totp): a new authenticator key, then turning it on with a code of it. */
  twoFactorTotpSetup: '/accounts/two_factor_authentication/totp/setup/',
  twoFactorTotpEnable: '/accounts/two_factor_authentication/totp/enable/',
  twoFactorBackupCodes: '/accounts/two_factor_authentication/ajax/get_backup_codes/',
  /** Ours: GET, the comment filter as set. */
  commentFilter: '/accounts/comment_filter/ajax/',
  setCommentFilter: '/accounts/set_comment_filter_web/',
  setCommentFilterKeywords: '/accounts/set_comment_filter_keywords_web/',
} as const;

/** The settings form as the server reads it: Profile edit's fields and the privacy switches. */
export interface AccountFormFields {
  first_name: string;
  email: string;
  username: string;
  phone_number: string;
  biography: string;
  external_url: string;
  chaining_enabled: boolean;
  /** 1 male, 2 female, 3 prefer not to say, 4 custom. */
  gender: number;
  custom_gender: string;
}

export interface WireAccountForm extends AccountFormFields {
  is_private: boolean;
  presence_disabled: boolean;
}

export interface WireAccountFormResponse {
  status: 'ok';
  form_data: WireAccountForm;
}

export interface WirePasswordChanged {
  status: 'ok';
  other_sessions_ended: number;
}

export interface WirePrivacyResponse {
  status: 'ok';
  is_private: boolean;
  approved_requests: number;
}

export interface WirePresenceResponse {
  status: 'ok';
  presence_disabled: boolean;
}

/** Profile edit's limits the spec does not show: server/settings/profile-rules.ts checks them, the edit page counts the bio against maxBiography. */
export const ProfileLimits = {
  /** Ours (Instagram's own): a bio of at most 150 characters. */
  maxBiography: 150,
  /** Ours: the longest website address kept. */
  maxExternalUrl: 200,
  /** Ours: the longest custom gender text. */
  maxCustomGender: 30,
} as const;

/** Two-factor as the settings page reads it (every two-factor settings call answers it). */
export interface WireTwoFactorStatus {
  status: 'ok';
  sms_two_factor_on: boolean;
  totp_two_factor_on: boolean;
  /** The last four digits of the number codes go to, '' when SMS two-factor is off. */
  obfuscated_phone_number: string;
  /** Unused backup codes left (0 when two-factor is off). */
  backup_codes_remaining: number;
  /** The new backup codes, only in the answer that made them (they are kept hashed and never shown again). */
  backup_codes?: string[];
}

export interface WireTwoFactorCodeSent {
  status: 'ok';
  /** The number as kept (+ and digits), to send back with the code. */
  phone_number: string;
  obfuscated_phone_number: string;
}

/** A new authenticator key (ours): typed into the app, or opened as the otpauth:// address. */
export interface WireTotpSetup {
  status: 'ok';
  /** Base32. */
  secret: string;
  otpauth_uri: string;
}

export interface WireCommentFilter {
  status: 'ok';
  /** "Hide offensive comments". */
  config_value: boolean;
  keywords: string[];
}

/** The comment filter's limits (ours; 001 §7 shows none): server/domain/comment-filter.ts checks them. */
export const CommentFilterLimits = {
  maxKeywords: 100,
  maxKeywordLength: 50,
  /** The keywords field as typed, commas included. */
  maxKeywordsText: 2000,
} as const;

/** Backup codes (ours: Instagram's web shows five 8-digit codes). */
export const BACKUP_CODE_COUNT = 5;
