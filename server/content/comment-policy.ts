/**
 * The server's comment content policy. OUR CHOICE: the spec names the invalid_comment
 * outcome but not the rules (001 §8, "not shown"). We reject a comment that
 * - contains a blocked word (whole word, any case; "spamword" is on the list for tests), or
 * - carries more than 30 hashtags or more than 10 @mentions (bulk tagging spam).
 * Length and emptiness are checked by the route (Limits.maxCommentLength).
 * Invisible characters (default-ignorable code points: zero-width spaces, joiners, soft
 * hyphens) are ignored when looking for words, so "sp\u200Bamword" is "spamword" (issue 11
 * item 9; the text itself is cleaned before by ./user-text.ts).
 */
export const BLOCKED_WORDS = ['spamword', 'buyfollowers', 'freefollowers', 'clickbaitlink'] as const;
export const MAX_HASHTAGS = 30;
export const MAX_MENTIONS = 10;

export const POLICY_MESSAGE = "This comment can't be posted because it goes against our guidelines.";

export type PolicyVerdict = { ok: true } | { ok: false; reason: 'blocked_word' | 'too_many_hashtags' | 'too_many_mentions' };

export function checkComment(text: string): PolicyVerdict {
  const words = text.replace(/\p{Default_Ignorable_Code_Point}/gu, '').toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u);
  if (words.some((w) => (BLOCKED_WORDS as readonly string[]).includes(w))) return { ok: false, reason: 'blocked_word' };
  if ((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length > MAX_HASHTAGS) return { ok: false, reason: 'too_many_hashtags' };
  if ((text.match(/@[\w.]+/g) ?? []).length > MAX_MENTIONS) return { ok: false, reason: 'too_many_mentions' };
  return { ok: true };
}
