/**
 * The paths of 000 §7 these flows call: the server's (sync/api/auth-paths.ts, sync/api/paths.ts)
 * under the names this folder uses, plus two that are ours where neither the spec nor the
 * server shows one (marked).
 */
import { AuthPath as Wire } from '../../sync/api/auth-paths';
import { ApiPath } from '../../sync/api/paths';

export const AuthPath = {
  twoFactorLogin: Wire.twoFactorLogin,
  twoFactorSms: Wire.twoFactorSendSms,
  socialConfig: Wire.socialLoginConfig,
  socialLogin: Wire.fbLogin,
  googleLogin: Wire.googleLogin,
  codeExchange: Wire.fbCodeExchange,
  oneTapLogin: Wire.oneTapLogin,
  oneTapNonce: Wire.oneTapRequestNonce,
  oneTapRemove: Wire.oneTapRemoveNonce,
  passwordReset: Wire.passwordReset,
  recoveryOptions: Wire.accountRecovery,
  recoveryEmail: Wire.sendRecoveryEmail,
  recoverySms: Wire.sendRecoverySms,
  signup: ApiPath.signup,
  signupDryRun: ApiPath.signupDryRun,
  socialSignup: Wire.fbCreate,
  socialSignupDryRun: Wire.fbCreateDryRun,
  socialConnect: Wire.fbConnect,
  socialProfile: Wire.fbProfile,
  sendSignupSms: Wire.sendSignupSmsCode,
  validateSignupSms: Wire.validateSignupSmsCode,
  contactPrefill: Wire.contactPointPrefill,
  isContactTaken: Wire.isContactTaken,
  usernameSuggestions: Wire.usernameSuggestions,
  checkPhoneNumber: Wire.checkPhoneNumber,
  /** 000 §7 lists POST /accounts/send_confirm_email/ (not served yet). */
  sendConfirmEmail: '/accounts/send_confirm_email/',
  /** Ours (000 §2 /accounts/confirm_email/ link target; the call is not shown; not served yet). */
  confirmEmail: '/accounts/confirm_email/ajax/',
  consentParentalReg: Wire.consentFetchReg,
  consentRoadblocking: Wire.consentRoadblocking,
  consentAgeCheck: Wire.consentCheckAge,
  termsAccept: Wire.termsAccept,
  consentNewUser: Wire.consentNewUserFlow,
  consentUpdate: Wire.consentUpdate,
  consentParentalInfo: Wire.consentParentalInfo,
  consentParentalAction: Wire.consentParentalAction,
  consentReset: Wire.consentReset,
  consentUpdateDob: Wire.consentUpdateDob,
  consentParentalEmail: Wire.consentSendParentalEmail,
  downloadRequest: Wire.downloadRequest,
  downloadStatus: Wire.downloadStatus,
  /** Ours: the underage appeal form (000 §2; the call is not shown; not served yet). */
  underageAppeal: '/integrity/checkpoint/checkpoint_underage_appeal/ajax/',
} as const;
