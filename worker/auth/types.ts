/**
 * The wire shapes of the entry-flow calls (the server's, sync/api/auth-wire.ts, under the
 * names this folder uses) and the arguments of the worker's auth calls (WorkerApi.authCall).
 */
import type { WireLoginResponse } from '../../sync/api/wire';

export type { WireLoginResponse };
export type {
  WireAgeEligibilityResponse as WireAgeEligibility,
  WireCodeExchangeResponse as WireCodeExchange,
  WireConsentResponse,
  WireContactPrefillResponse as WireContactPrefill,
  WireContactTakenResponse as WireContactTaken,
  WireDownloadStatusResponse as WireDownloadResponse,
  WireEntrySignupResponse as WireSignupResponse,
  WireOneTapLoginResponse,
  WireOneTapNonceResponse as WireNonceResponse,
  WireOneTapRemoveResponse as WireRemovedResponse,
  WireParentalActionResponse,
  WireParentalInfoResponse,
  WireRecoveryOptionsResponse as WireRecoveryOptions,
  WireRecoverySentResponse as WireRecoverySent,
  WireSmsSentResponse,
  WireSmsVerifyResponse,
  WireSocialConfigResponse,
  WireSocialConnectResponse,
  WireSocialProfileResponse as WireSocialProfile,
  WireTwoFactorSmsResponse,
  WireUsernameSuggestionsResponse as WireUsernameSuggestions,
  DownloadStatus,
} from '../../sync/api/auth-wire';

/** A plain success (calls whose answer the client does not read). */
export interface WireOk {
  status: 'ok';
  message?: string;
}

/** 000 §3 Stored one-tap login entries (kept per user on the device, localforage). */
export interface OneTapEntry {
  userId: string;
  nonce: string;
  username: string;
  profilePictureUrl: string;
}

export interface Dob {
  day: number;
  month: number;
  year: number;
}

export interface TwoFactorForm {
  username: string;
  verificationCode: string;
  identifier: string;
  queryParams: string;
}

export interface CreateAccountForm {
  email: string;
  phoneNumber: string;
  password: string;
  username: string;
  fullName: string;
  day: number;
  month: number;
  year: number;
  clientId: string;
  smsCode: string;
  gdprS: string;
  tosVersion: string;
  phoneId: string;
  subnoKey: string;
  captcha: string;
  optIntoOneTap: boolean;
}

/** 000 §7: the social-login providers (/accounts/login/ajax/facebook/ and /google/). */
export type SocialProvider = 'facebook' | 'google';

export interface SocialSignupForm {
  /** Without it: facebook. */
  provider?: SocialProvider;
  accessToken: string;
  fullName: string;
  username: string;
  password: string;
  email: string;
  tosVersion: string;
  optIntoOneTap: boolean;
}

/** The consent session of a new user: gdpr_s (empty before the first answer), the tos version, the device. */
export interface ConsentContext {
  gdprS: string;
  tosVersion: string;
  clientId: string;
}

export interface ConsentNewUserArgs extends ConsentContext {
  currentScreenKey: string;
  dob: Dob | null;
  updates: Record<string, number | string>;
  skip: boolean;
}

export interface ParentalActionArgs {
  nonce: string;
  action: 'approve' | 'deny';
  firstName: string;
  lastName: string;
  pcId: string;
  /** The parent's date of birth, for an approval (000 §9: a parent is at least 18). */
  parentDob?: Dob;
}

export interface PasswordResetArgs {
  newPassword1: string;
  newPassword2: string;
  uid: string;
  token: string;
}
