import { takeAll } from '../auth/flow-errors';
import { createWindowLimiter } from '../auth/rate-limit';
import type { WindowRule } from '../auth/rate-limit';

/**
 * Per-account rate limits of what a signed-in person does (issue 11; our numbers, the spec
 * shows none; server/README.md "Throttles and rate limits"). Each kind of action has one or
 * more sliding windows; a person never meets them, a script does. Past one: 429
 * rate_limited with retry_after_seconds and Retry-After (000 §8), which the client's outbox
 * retries after that wait. A route declares its limit in one line: it passes
 * `ctx.actionLimits.<kind>` to sendMutation (./idempotency.ts), which takes from it after an
 * X-Mutation-Id replay has been answered, so a replay is never refused. A new kind (follows,
 * messages) is one more entry in ActionRules.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ActionRules = {
  /** Likes and saves of posts, likes of comments, and undoing them. */
  reactions: [{ max: 120, windowMs: MINUTE }, { max: 1000, windowMs: HOUR }],
  /** New comments. */
  comments: [{ max: 30, windowMs: MINUTE }, { max: 200, windowMs: HOUR }],
  /** New places named at configure (a place picked from the search is not counted). */
  places: [{ max: 10, windowMs: HOUR }],
  /** Follow, unfollow, block, unblock, approve, ignore, remove a follower, follow_all, follow a hashtag (issue 12). */
  relationships: [{ max: 60, windowMs: MINUTE }, { max: 500, windowMs: HOUR }],
  /** Direct messages sent, new threads, group renames, leaves and unsends (issue 13). */
  messages: [{ max: 100, windowMs: MINUTE }, { max: 1500, windowMs: HOUR }],
  /** Make, rename or delete a collection of saved posts (adding and removing posts are reactions). */
  collections: [{ max: 20, windowMs: MINUTE }, { max: 200, windowMs: HOUR }],
  /** Related profiles (chaining) read by a signed-in person: the people read that walks the follow graph (issue 12). */
  lookups: [{ max: 120, windowMs: MINUTE }, { max: 2000, windowMs: HOUR }],
  /** Added (stories): the stories tray and reel media read by a signed-in person. */
  storyReads: [{ max: 120, windowMs: MINUTE }, { max: 2000, windowMs: HOUR }],
  /** Added (stories): stories marked seen (a person watching quickly marks one every second or so). */
  storyViews: [{ max: 300, windowMs: MINUTE }, { max: 5000, windowMs: HOUR }],
  /** Added (two-factor settings): codes asked for, two-factor turned on or off, backup codes made (texts have their own 30 s limit too). */
  twoFactorSettings: [{ max: 10, windowMs: MINUTE }, { max: 50, windowMs: HOUR }],
  /** Added (login activity): sessions ended from Login activity (one, or all others). */
  sessionLogouts: [{ max: 20, windowMs: MINUTE }, { max: 100, windowMs: HOUR }],
  /** Added (email preferences): email switches turned on or off. */
  emailPreferences: [{ max: 30, windowMs: MINUTE }, { max: 300, windowMs: HOUR }],
  /** Added (reports): reports of posts, comments, accounts and messages (a person reports a few, a script many). */
  reports: [{ max: 20, windowMs: MINUTE }, { max: 100, windowMs: HOUR }],
  /** Added (highlights): story highlights made, edited or deleted (the archive and highlight reads count as storyReads). */
  highlights: [{ max: 30, windowMs: MINUTE }, { max: 300, windowMs: HOUR }],
  /** Added (usertags): photo-of-you tags removed or approved, and the "Manually approve tags" switch. */
  usertags: [{ max: 60, windowMs: MINUTE }, { max: 500, windowMs: HOUR }],
  /** Added (login review): "This was me", its undo and "This wasn't me" on Login activity. */
  loginReviews: [{ max: 20, windowMs: MINUTE }, { max: 100, windowMs: HOUR }],
  /** Added (OAuth): apps authorized or denied, removed, and tester invites accepted or declined. */
  oauthGrants: [{ max: 30, windowMs: MINUTE }, { max: 300, windowMs: HOUR }],
  /** Added (access data): the Access Data page's summary and lists read (each a few queries over the person's own rows). */
  accessToolReads: [{ max: 60, windowMs: MINUTE }, { max: 600, windowMs: HOUR }],
  /**
   * Added (contacts): contact uploads (address_book/link: up to 500 contacts a call, each point
   * matched against every account). Uploads are what would let a script walk phone numbers
   * and emails to learn who has an account, so they are few: a person connects once and may
   * pick again now and then (a pick of more than 500 contacts is a few calls in a row).
   */
  contactUploads: [{ max: 10, windowMs: MINUTE }, { max: 20, windowMs: HOUR }],
  /**
   * Added (contacts): "delete all" (address_book/unlink). A limit of its own, generous, not the
   * uploads': deleting one's data must never wait behind uploads already made (and the outbox
   * sends it again after any 429). It finds nobody, so a script gains nothing from it: the
   * uploads limit alone bounds the probing, with or without deletions in between.
   */
  contactDeletions: [{ max: 30, windowMs: MINUTE }, { max: 200, windowMs: HOUR }],
  /** Added (contacts): the matches and the contact history read (a few queries over the person's own rows, as accessToolReads). */
  contactReads: [{ max: 60, windowMs: MINUTE }, { max: 600, windowMs: HOUR }],
} as const satisfies Record<string, readonly WindowRule[]>;

export type ActionKind = keyof typeof ActionRules;

export const ACTION_LIMIT_MESSAGE = "You're doing that too often. Please wait a moment and try again.";

export interface ActionLimit {
  /** Counts one action of the account, or throws 429 with the longest wait (counting nothing). */
  take(userId: number): void;
}

export type ActionLimits = Record<ActionKind, ActionLimit>;

export function createActionLimit(rules: readonly WindowRule[], now: () => number): ActionLimit {
  const limiters = rules.map((rule) => createWindowLimiter(rule, now));
  return {
    take: (userId) => takeAll(limiters.map((limiter) => ({ limiter, key: String(userId) })), ACTION_LIMIT_MESSAGE),
  };
}

export function createActionLimits(now: () => number, overrides: Partial<Record<ActionKind, readonly WindowRule[]>> = {}): ActionLimits {
  const kinds = Object.keys(ActionRules) as ActionKind[];
  return Object.fromEntries(kinds.map((k) => [k, createActionLimit(overrides[k] ?? ActionRules[k], now)])) as ActionLimits;
}
