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
  /** Ours: GET, the person's live sessions (the page /session/login_activity/ is the app). */
  loginActivity: '/session/login_activity/ajax/',
  /** 001 §7 Activity and sessions: POST {session_id} ends one of the person's other sessions. */
  logoutSession: '/session/login_activity/logout_session/',
  /** Ours: POST, ends every session of the person but this one. */
  logoutOtherSessions: '/session/login_activity/logout_others/',
  /** 001 §7 Activity and sessions: POST {login_id} "This was me"; undo within AVOW_UNDO_SECONDS; "This wasn't me" ends that session. */
  avowLogin: '/session/login_activity/avow_login/',
  undoAvowLogin: '/session/login_activity/undo_avow_login/',
  disavowLogin: '/session/login_activity/disavow_login_activity/',
  /** Ours: GET, the email switches (the page /accounts/emailpreferences/ is the app). */
  emailPreferences: '/accounts/emailpreferences/ajax/',
  /** 001 §7 Settings "Email preference {key: subscribe or unsubscribe}": one kind per call. */
  setEmailPreference: '/accounts/emailpreferences/',
  /** Ours: GET, the security and login emails sent to the person in the last EMAILS_SENT_DAYS days. */
  emailsSent: '/emails/emails_sent/ajax/',
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

/** One live session on Login activity (times in seconds since epoch). */
export interface WireLoginSession {
  /** Public id, what logout_session/ takes (never the session token or its hash). */
  id: string;
  /** From the User-Agent stored at login: "Chrome on Android", or "Unknown device". */
  device: string;
  /** An approximate place without a lookup ("This device's network"), or null. */
  place: string | null;
  started_at: number;
  last_active_at: number;
  /** The session of the request. */
  current: boolean;
  /** Added (login review): a login from a device the person had not logged in with before; `id` is its login_id. */
  new_device: boolean;
  /** When the person said "This was me" (seconds), or null. */
  avowed_at: number | null;
}

/** Ours: how long "This was me" can be taken back (undo_avow_login/). */
export const AVOW_UNDO_SECONDS = 10 * 60;

/** A login the person said was not them: its session ended at once (times in seconds). */
export interface WireDisavowedLogin {
  id: string;
  device: string;
  place: string | null;
  started_at: number;
  disavowed_at: number;
}

/** Every Login activity call answers the live sessions; the logouts say how many they ended. */
export interface WireLoginActivity {
  status: 'ok';
  sessions: WireLoginSession[];
  ended?: number;
  /** Added (login review): the logins marked "This wasn't me" in the last DISAVOWED_DAYS days, newest first. */
  disavowed: WireDisavowedLogin[];
}

/** Ours: how long a login marked "This wasn't me" stays listed. */
export const DISAVOWED_DAYS = 30;

/** The email kinds of /accounts/emailpreferences/ (Instagram's list), in the page's order. */
export const EMAIL_PREFERENCE_KEYS = ['feedback_emails', 'reminder_emails', 'product_emails', 'news_emails', 'support_emails'] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

export interface WireEmailPreferences {
  status: 'ok';
  /** true: subscribed (the default of a kind never changed). */
  preferences: Record<EmailPreferenceKey, boolean>;
}

/** How far back /emails/emails_sent/ looks (Instagram's 14 days). */
export const EMAILS_SENT_DAYS = 14;

export interface WireEmailSent {
  id: string;
  subject: string;
  /** Seconds since epoch. */
  sent_at: number;
}

/** The security and login emails sent to the person's address, newest first; subjects only (a reset link is never shown again). */
export interface WireEmailsSent {
  status: 'ok';
  emails: WireEmailSent[];
}
