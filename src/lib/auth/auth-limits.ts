/**
 * Constants of the logged-out entry flows, each with its spec reference (000 §9), and the
 * values that are ours to choose (marked so).
 */
export const AuthLimits = {
  /** 000 §9 Login, one-tap, two-factor, signup, contact-check timeouts: 10 s each. */
  callTimeoutMs: 10_000,
  /** Ours (issue 4): "Send code again" at most once per 30 s. */
  smsResendMs: 30_000,
  /** 000 §9 Minimum password length (to enable submit). */
  minPasswordLength: 6,
  /** 000 §9 Minimum age to attempt sign-up. */
  minAttemptAge: 6,
  /** 000 §9 Minimum age for the product. */
  minProductAge: 13,
  /** 000 §9 Minimum parent age. */
  minParentAge: 18,
  /** 000 §9 Maximum under-age sign-up attempts: 2, then blocked. */
  maxUnderAgeAttempts: 2,
  /** Ours (000 §4 Age: "a cooldown is applied", length not shown); the server's answer wins. */
  underAgeCooldownMs: 24 * 60 * 60 * 1000,
  /** 000 §9 Account-recovery options fetched when submission count is at least 1. */
  recoveryOptionsFromSubmission: 1,
  /** 000 §9 Sign-up account-exists code. */
  accountExistsCode: 3,
} as const;

/** 000 §9 Date-picker default offsets: 25 years, teen 16, under-age 12. */
export const DatePickerOffset = {
  default: 25,
  teen: 16,
  underAge: 12,
} as const;
export type DatePickerKind = keyof typeof DatePickerOffset;
