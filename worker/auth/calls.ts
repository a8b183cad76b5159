/**
 * The worker's auth calls (WorkerApi.authCall): one typed table, name → handler. Calls that
 * log someone in name the new viewer (viewerAfter), so the engine can switch the session
 * (worker/engine.ts switchViewer), as it does for the password login.
 */
import type { CallResult } from '../api-types';
import type { AuthFlowDeps } from './call';
import * as accessTool from './access-tool-calls';
import * as consent from './consent-calls';
import * as contactOptout from './contact-optout-calls';
import * as linkshim from './linkshim-calls';
import * as login from './login-calls';
import * as oauth from './oauth-calls';
import * as recovery from './recovery-calls';
import * as settings from './settings-calls';
import * as signup from './signup-calls';
import type {
  ConsentContext, ConsentNewUserArgs, CreateAccountForm, Dob, OneTapEntry, ParentalActionArgs, PasswordResetArgs, SocialProvider, SocialSignupForm, TwoFactorForm,
  WireAgeEligibility, WireCodeExchange, WireConsentResponse, WireContactPrefill, WireContactTaken, WireDownloadResponse, WireLoginResponse,
  WireNonceResponse, WireOk, WireOneTapLoginResponse, WireParentalActionResponse, WireParentalInfoResponse, WireRecoveryOptions,
  WireRecoverySent, WireRemovedResponse, WireSignupResponse, WireSmsSentResponse, WireSmsVerifyResponse, WireSocialConfigResponse,
  WireSocialConnectResponse, WireSocialProfile, WireTwoFactorSmsResponse, WireUsernameSuggestions,
} from './types';
import type {
  AccountFormFields, EmailPreferenceKey, WireAccountFormResponse, WireCommentFilter, WireEmailPreferences, WireEmailsSent, WireLoginActivity, WirePasswordChanged, WirePresenceResponse, WirePrivacyResponse, WireTotpSetup, WireTwoFactorCodeSent, WireTwoFactorStatus,
} from '../../sync/api/settings-wire';
import type { OAuthScope, WireAppsAndWebsites, WireAuthorizeDone, WireAuthorizeInfo } from '../../sync/api/oauth-wire';
import type { WireContactOptoutRequestResponse, WireContactOptoutStatusResponse } from '../../sync/api/contact-optout-wire';
import type { ContactOptoutLink } from './contact-optout-calls';
import type { WireLinkshimLinkResponse, WireLinkshimVerdictResponse } from '../../sync/api/linkshim-wire';
import type { ShimmedLink } from './linkshim-calls';
import type { AccessToolCategory, WireAccessToolPage, WireAccessToolSummary } from '../../sync/api/access-tool-wire';

type None = Record<string, never>;

export interface AuthCallMap {
  twoFactorLogin: { args: TwoFactorForm; value: WireLoginResponse };
  twoFactorSms: { args: { username: string; identifier: string }; value: WireTwoFactorSmsResponse };
  oneTapList: { args: None; value: OneTapEntry[] };
  oneTapLogin: { args: { userId: string; queryParams: string }; value: WireOneTapLoginResponse };
  oneTapRequestNonce: { args: Omit<OneTapEntry, 'nonce'>; value: WireNonceResponse };
  oneTapSave: { args: OneTapEntry; value: null };
  oneTapRemove: { args: { userId: string }; value: WireRemovedResponse };
  socialConfig: { args: None; value: WireSocialConfigResponse };
  socialLogin: { args: { accessToken: string; fbUserId: string; queryParams: string; optIntoOneTap: boolean; provider?: SocialProvider }; value: WireLoginResponse };
  codeExchange: { args: { code: string; returnURL: string; provider?: SocialProvider }; value: WireCodeExchange };
  socialProfile: { args: { accessToken: string; pictureSize: number; provider?: SocialProvider }; value: WireSocialProfile };
  socialConnect: { args: { accessToken: string; pictureSize: number; provider?: SocialProvider }; value: WireSocialConnectResponse };
  socialSignup: { args: { form: SocialSignupForm; dryRun: boolean }; value: WireSignupResponse };
  createAccount: { args: { form: CreateAccountForm; dryRun: boolean }; value: WireSignupResponse };
  sendSignupSms: { args: { clientId: string; phoneNumber: string; phoneId: string }; value: WireSmsSentResponse };
  validateSignupSms: { args: { clientId: string; phoneNumber: string; smsCode: string }; value: WireSmsVerifyResponse };
  contactPrefill: { args: { deviceId: string; phoneId: string }; value: WireContactPrefill };
  isContactTaken: { args: { email: string; phone: string }; value: WireContactTaken };
  usernameSuggestions: { args: { email: string; name: string }; value: WireUsernameSuggestions };
  sendConfirmEmail: { args: { email: string }; value: WireOk };
  confirmEmail: { args: { code: string; uid: string }; value: WireOk };
  consentFetch: { args: { which: 'parental_reg'; gdprS: string; tosVersion: string } | { which: 'roadblocking'; entryPoint: string }; value: WireConsentResponse };
  consentNewUser: { args: ConsentNewUserArgs; value: WireConsentResponse };
  consentUpdate: { args: { currentScreenKey: string; updates: Record<string, number | string>; skip: boolean; entryPoint: string }; value: WireConsentResponse };
  consentAgeCheck: { args: Dob & ConsentContext; value: WireAgeEligibility };
  consentUpdateDob: { args: Dob & ConsentContext; value: WireConsentResponse };
  consentParentalEmail: { args: { guardianEmail: string; currentScreenKey: string; gdprS: string }; value: WireConsentResponse };
  consentParentalInfo: { args: { nonce: string; pcId: string }; value: WireParentalInfoResponse };
  consentParentalAction: { args: ParentalActionArgs; value: WireParentalActionResponse };
  consentReset: { args: { gdprS: string; tosVersion: string }; value: WireConsentResponse };
  termsAccept: { args: None; value: WireConsentResponse };
  underageAppeal: { args: Dob & { contact: string }; value: WireOk };
  recoveryOptions: { args: { query: string }; value: WireRecoveryOptions };
  recoverySend: { args: { query: string; channel: 'email' | 'sms' }; value: WireRecoverySent };
  passwordReset: { args: PasswordResetArgs; value: WireOk };
  downloadRequest: { args: { email: string; password: string }; value: WireDownloadResponse };
  downloadStatus: { args: { token: string }; value: WireDownloadResponse };
  /** The contact opt-out (./contact-optout-calls.ts; 001 §2 /invites/contact_optout/). */
  contactOptoutRequest: { args: { contactPoint: string }; value: WireContactOptoutRequestResponse };
  contactOptoutConfirm: { args: ContactOptoutLink & { optIn: boolean }; value: WireContactOptoutStatusResponse };
  contactOptoutStatus: { args: ContactOptoutLink; value: WireContactOptoutStatusResponse };
  /** The link shim (./linkshim-calls.ts; 001 §6 /linkshim/link/). */
  linkshimVerdict: { args: ShimmedLink; value: WireLinkshimVerdictResponse };
  linkshimRefresh: { args: ShimmedLink; value: WireLinkshimLinkResponse };
  /** Signed-in account settings (./settings-calls.ts; 001 §7 Profile edit, Password change, Settings). */
  accountForm: { args: None; value: WireAccountFormResponse };
  profileEdit: { args: AccountFormFields; value: WireAccountFormResponse };
  passwordChange: { args: { oldPassword: string; newPassword1: string; newPassword2: string }; value: WirePasswordChanged };
  setPrivate: { args: { isPrivate: boolean }; value: WirePrivacyResponse };
  setPresenceDisabled: { args: { disabled: boolean }; value: WirePresenceResponse };
  twoFactorStatus: { args: None; value: WireTwoFactorStatus };
  twoFactorSendCode: { args: { phoneNumber: string }; value: WireTwoFactorCodeSent };
  twoFactorEnable: { args: { phoneNumber: string; code: string }; value: WireTwoFactorStatus };
  twoFactorDisable: { args: { password: string; factor: 'sms' | 'totp' }; value: WireTwoFactorStatus };
  twoFactorBackupCodes: { args: { refresh: boolean }; value: WireTwoFactorStatus };
  twoFactorTotpSetup: { args: None; value: WireTotpSetup };
  twoFactorTotpEnable: { args: { code: string }; value: WireTwoFactorStatus };
  commentFilter: { args: None; value: WireCommentFilter };
  setCommentFilter: { args: { on: boolean }; value: WireCommentFilter };
  setCommentFilterKeywords: { args: { keywords: string }; value: WireCommentFilter };
  loginActivity: { args: None; value: WireLoginActivity };
  logoutSession: { args: { sessionId: string }; value: WireLoginActivity };
  logoutOtherSessions: { args: None; value: WireLoginActivity };
  reviewLogin: { args: { loginId: string; answer: 'avow' | 'undoAvow' | 'disavow' }; value: WireLoginActivity };
  authorizeInfo: { args: { query: oauth.AuthorizeQuery }; value: WireAuthorizeInfo };
  authorizeDecide: { args: { query: oauth.AuthorizeQuery; allow: boolean; scopes: OAuthScope[] }; value: WireAuthorizeDone };
  appsAndWebsites: { args: None; value: WireAppsAndWebsites };
  revokeAccess: { args: { token: string }; value: WireAppsAndWebsites };
  answerTesterInvite: { args: { appId: string; accept: boolean }; value: WireAppsAndWebsites };
  emailPreferences: { args: None; value: WireEmailPreferences };
  setEmailPreference: { args: { key: EmailPreferenceKey; on: boolean }; value: WireEmailPreferences };
  emailsSent: { args: None; value: WireEmailsSent };
  accessToolSummary: { args: None; value: WireAccessToolSummary };
  accessToolPage: { args: { name: AccessToolCategory; cursor: string | null }; value: WireAccessToolPage };
}

export type AuthCallName = keyof AuthCallMap;
export type AuthCallArgs<N extends AuthCallName> = AuthCallMap[N]['args'];
export type AuthCallValue<N extends AuthCallName> = AuthCallMap[N]['value'];

type Handler<N extends AuthCallName> = (d: AuthFlowDeps, args: AuthCallArgs<N>) => Promise<CallResult<AuthCallValue<N>>>;

const handlers: { [N in AuthCallName]: Handler<N> } = {
  twoFactorLogin: login.twoFactorLogin,
  twoFactorSms: login.twoFactorSms,
  oneTapList: (d) => login.oneTapList(d),
  oneTapLogin: login.oneTapLogin,
  oneTapRequestNonce: login.oneTapRequestNonce,
  oneTapSave: login.oneTapSave,
  oneTapRemove: login.oneTapRemove,
  socialConfig: (d) => login.socialConfig(d),
  socialLogin: login.socialLogin,
  codeExchange: signup.codeExchange,
  socialProfile: signup.socialProfile,
  socialConnect: signup.socialConnect,
  socialSignup: signup.socialSignup,
  createAccount: signup.createAccount,
  sendSignupSms: signup.sendSignupSms,
  validateSignupSms: signup.validateSignupSms,
  contactPrefill: signup.contactPrefill,
  isContactTaken: signup.isContactTaken,
  usernameSuggestions: signup.usernameSuggestions,
  sendConfirmEmail: signup.sendConfirmEmail,
  confirmEmail: signup.confirmEmail,
  consentFetch: consent.consentFetch,
  consentNewUser: consent.consentNewUser,
  consentUpdate: consent.consentUpdate,
  consentAgeCheck: consent.consentAgeCheck,
  consentUpdateDob: consent.consentUpdateDob,
  consentParentalEmail: consent.consentParentalEmail,
  consentParentalInfo: consent.consentParentalInfo,
  consentParentalAction: consent.consentParentalAction,
  consentReset: consent.consentReset,
  termsAccept: (d) => consent.termsAccept(d),
  underageAppeal: consent.underageAppeal,
  recoveryOptions: recovery.recoveryOptions,
  recoverySend: recovery.recoverySend,
  passwordReset: recovery.passwordReset,
  downloadRequest: recovery.downloadRequest,
  downloadStatus: recovery.downloadStatus,
  contactOptoutRequest: contactOptout.contactOptoutRequest,
  contactOptoutConfirm: contactOptout.contactOptoutConfirm,
  contactOptoutStatus: contactOptout.contactOptoutStatus,
  linkshimVerdict: linkshim.linkshimVerdict,
  linkshimRefresh: linkshim.linkshimRefresh,
  accountForm: (d) => settings.accountForm(d),
  profileEdit: settings.profileEdit,
  passwordChange: settings.passwordChange,
  setPrivate: settings.setPrivate,
  setPresenceDisabled: settings.setPresenceDisabled,
  twoFactorStatus: (d) => settings.twoFactorStatus(d),
  twoFactorSendCode: settings.twoFactorSendCode,
  twoFactorEnable: settings.twoFactorEnable,
  twoFactorDisable: settings.twoFactorDisable,
  twoFactorBackupCodes: settings.twoFactorBackupCodes,
  twoFactorTotpSetup: (d) => settings.twoFactorTotpSetup(d),
  twoFactorTotpEnable: settings.twoFactorTotpEnable,
  commentFilter: (d) => settings.commentFilter(d),
  setCommentFilter: settings.setCommentFilter,
  setCommentFilterKeywords: settings.setCommentFilterKeywords,
  loginActivity: (d) => settings.loginActivity(d),
  logoutSession: settings.logoutSession,
  logoutOtherSessions: (d) => settings.logoutOtherSessions(d),
  reviewLogin: settings.reviewLogin,
  authorizeInfo: oauth.authorizeInfo,
  authorizeDecide: oauth.authorizeDecide,
  appsAndWebsites: (d) => oauth.appsAndWebsites(d),
  revokeAccess: oauth.revokeAccess,
  answerTesterInvite: oauth.answerTesterInvite,
  emailPreferences: (d) => settings.emailPreferences(d),
  setEmailPreference: settings.setEmailPreference,
  emailsSent: (d) => settings.emailsSent(d),
  accessToolSummary: (d) => accessTool.accessToolSummary(d),
  accessToolPage: accessTool.accessToolPage,
};

export function runAuthCall<N extends AuthCallName>(d: AuthFlowDeps, name: N, args: AuthCallArgs<N>): Promise<CallResult<AuthCallValue<N>>> {
  const handler = handlers[name] as Handler<N> | undefined;
  if (!handler) return Promise.resolve({ ok: false, statusCode: 0, message: `unknown auth call ${String(name)}`, errorType: null, body: null });
  return handler(d, args);
}

const LOGIN_CALLS: readonly AuthCallName[] = ['twoFactorLogin', 'oneTapLogin', 'socialLogin'];
const SIGNUP_CALLS: readonly AuthCallName[] = ['createAccount', 'socialSignup'];

function field(v: unknown, key: string): unknown {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
}

/** The viewer a successful login or sign-up call made, or undefined when it made none. */
export function viewerAfter<N extends AuthCallName>(name: N, args: AuthCallArgs<N>, result: CallResult<AuthCallValue<N>>): string | undefined {
  if (!result.ok) return undefined;
  const v: unknown = result.value;
  if (LOGIN_CALLS.includes(name) && field(v, 'authenticated') === true) {
    const id = field(v, 'userId') ?? field(v, 'user_id') ?? field(args, 'userId');
    return typeof id === 'string' && id !== '' ? id : undefined;
  }
  if (SIGNUP_CALLS.includes(name) && field(v, 'account_created') === true) {
    const id = field(v, 'user_id');
    return typeof id === 'string' && id !== '' ? id : undefined;
  }
  return undefined;
}
