import { createWindowLimiter } from './rate-limit';
import type { WindowLimiter, WindowRule } from './rate-limit';

/**
 * Limits and lifetimes of the entry flows. Spec numbers carry their reference; the rest are
 * our choice (the spec shows none). Rules can be overridden per server (tests).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const EntryRules = {
  /** 000 §5 and the brief: an SMS to one number (or one challenge) at most once per 30 s. */
  smsCooldown: { max: 1, windowMs: 30_000 },
  smsPerNumber: { max: 5, windowMs: HOUR },
  smsPerIp: { max: 30, windowMs: HOUR },
  /** Wrong SMS / two-factor codes per address. */
  codeFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /** Wrong two-factor codes per account, across challenges. */
  twoFactorFailuresPerUser: { max: 10, windowMs: 15 * MINUTE },
  recoveryCooldown: { max: 1, windowMs: MINUTE },
  recoveryPerUser: { max: 5, windowMs: HOUR },
  recoveryPerIp: { max: 30, windowMs: HOUR },
  /** Wrong or stale reset tokens, parental nonces, download tokens per address. */
  tokenFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  contactChecksPerIp: { max: 300, windowMs: 15 * MINUTE },
  parentalEmailsPerSession: { max: 3, windowMs: HOUR },
  /** One-tap logins with a bad nonce per address. */
  oneTapFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, WindowRule>;

export type EntryRuleName = keyof typeof EntryRules;

export const EntryTtl = {
  /** SMS codes (sign-up and two-factor): 10 minutes. */
  smsCodeMs: 10 * MINUTE,
  twoFactorChallengeMs: 10 * MINUTE,
  /** Password reset links: 1 hour. */
  resetTokenMs: HOUR,
  /** One-tap nonces: 90 days. */
  oneTapNonceMs: 90 * DAY,
  parentalNonceMs: 7 * DAY,
  downloadLinkMs: 4 * DAY,
  /** After the under-age attempts, age checks are refused for 24 hours. */
  underageCooldownMs: DAY,
} as const;

/** Wrong tries per code before it is dead. */
export const CODE_ATTEMPTS = 5;
/** 000 §9 Maximum under-age sign-up attempts: 2, then blocked. */
export const MAX_UNDERAGE_ATTEMPTS = 2;

export type EntryLimiters = Record<EntryRuleName, WindowLimiter>;

export function createEntryLimiters(now: () => number, overrides: Partial<Record<EntryRuleName, WindowRule>> = {}): EntryLimiters {
  const names = Object.keys(EntryRules) as EntryRuleName[];
  return Object.fromEntries(
    names.map((n) => [n, createWindowLimiter(overrides[n] ?? EntryRules[n], now)]),
  ) as EntryLimiters;
}
