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
