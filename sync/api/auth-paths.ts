/**
 * API paths of the logged-out entry flows (000 §7 Auth, Sign-up, Consent, Data download),
 * plus the paths that were ours to choose where the spec shows none (marked "ours").
 * The foundation paths (login, logout, web_create_ajax) stay in ./paths.ts.
 */
export const AuthPath = {
  // Two-factor (000 §7 Auth)
  twoFactorLogin: '/accounts/login/ajax/two_factor/',
  twoFactorSendSms: '/accounts/send_two_factor_login_sms/',
  // One-tap (000 §7 Auth)
  oneTapLogin: '/accounts/one_tap_web_login/',
  oneTapRequestNonce: '/accounts/request_one_tap_login_nonce/',
  oneTapRemoveNonce: '/accounts/one_tap_web_remove_nonce/',
  // Social login (000 §7 Auth and Sign-up)
  socialLoginConfig: '/accounts/social_login_config/', // ours: GET, what the client needs to open the OAuth dialog
  fbCodeExchange: '/accounts/fb_code_exchange/',
  fbLogin: '/accounts/login/ajax/facebook/',
  googleLogin: '/accounts/login/ajax/google/',
  fbProfile: '/accounts/fb_profile/', // 000 §7 "the social info fetch (path not shown)": ours
  fbCreate: '/fb/create/ajax/',
  fbCreateDryRun: '/fb/create/ajax/attempt/',
  fbConnect: '/fb/connect/ajax/',
  // Phone sign-up and contact checks (000 §7 Sign-up)
  sendSignupSmsCode: '/accounts/send_signup_sms_code_ajax/',
  validateSignupSmsCode: '/accounts/validate_signup_sms_code_ajax/',
  checkPhoneNumber: '/accounts/check_phone_number/',
  checkEmail: '/accounts/check_email/',
  isContactTaken: '/accounts/is_contact_taken/', // GET
  usernameSuggestions: '/accounts/username_suggestions/',
  contactPointPrefill: '/accounts/contact_point_prefill/',
  getEncryptedCredentials: '/accounts/get_encrypted_credentials/', // 000 §7 {payload}; the rest ours
  processContactPointSignals: '/accounts/process_contact_point_signals/', // 000 §7 {google_tokens}; the rest ours
  // Consent (000 §7 Consent)
  consentFetchReg: '/web/consent/fetch_parental_consent_reg/', // GET
  consentRoadblocking: '/web/consent/get/roadblocking', // GET
  consentCheckAge: '/web/consent/check_age_eligibility/',
  consentNewUserFlow: '/web/consent/new_user_flow/',
  consentUpdate: '/web/consent/update/',
  consentUpdateDob: '/web/consent/update_dob/',
  consentSendParentalEmail: '/web/consent/send_parental_consent_email/',
  consentParentalInfo: '/web/consent/parental_consent_info/', // ours: GET ?nonce= for the ask-a-parent page
  consentParentalAction: '/web/consent/parental_consent_action/',
  consentReset: '/web/consent/reset_gdpr_consent/',
  termsAccept: '/terms/accept/', // POST (GET /terms/accept/ is the client page)
  // Recovery (000 §7 Auth)
  accountRecovery: '/accounts/account_recovery_ajax/',
  sendRecoveryEmail: '/accounts/send_account_recovery_email_ajax/',
  sendRecoverySms: '/accounts/send_account_recovery_sms_ajax/',
  passwordReset: '/accounts/recovery/password_reset/',
  // Data download (000 §7 Data download)
  downloadRequest: '/download/request_download_data_ajax/',
  downloadStatus: '/download/status/', // ours: GET [?token=]
  downloadData: '/download/data/', // ours: GET ?token= → the JSON file (owner only)
  // Confirmation and appeal (000 §7 send_confirm_email; the other two are ours, 000 §2 pages)
  sendConfirmEmail: '/accounts/send_confirm_email/',
  confirmEmail: '/accounts/confirm_email/ajax/', // ours: {code, uid} from the mailed link
  underageAppeal: '/integrity/checkpoint/checkpoint_underage_appeal/ajax/', // ours: {day, month, year, contact_point}
  // Development only (404 when NODE_ENV is production)
  devOutbox: '/dev/outbox',
  devOutboxJson: '/dev/outbox.json',
} as const;

/**
 * Client pages that mailed and texted links point at (ours to choose, 000 §2 lists the
 * routes without their query parameters).
 */
export const AuthLink = {
  /** Password reset from the recovery email or SMS: ?uid=<user id>&token=<token>. */
  passwordResetConfirm: '/accounts/password/reset/confirm/',
  /** Parental consent email: ?nonce=<nonce>&pc_id=<consent session id>. */
  askAParent: '/accounts/ask_a_parent/',
  /** Email confirmation: ?code=<token>&uid=<user id>. */
  confirmEmail: '/accounts/confirm_email/',
  /** Data download email: ?token=<token>. */
  downloadConfirm: '/download/confirm/',
  /** Where the OAuth provider sends the browser back (000 §2 social sign-up landing page). */
  socialReturn: '/accounts/fbsignup/',
  /** Parental consent ends here (000 §2). */
  termsStartReg: '/terms/start/?entry_point=reg',
} as const;
