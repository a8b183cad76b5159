import { CommentFilterLimits } from '../../sync/api/settings-wire';

/**
 * The comment filter of 001 §7 (set_comment_filter_web {config_value},
 * set_comment_filter_keywords_web {keywords}): which comments on a person's posts are hidden
 * from everyone but their author. Pure; the comment reads call it through SQL
 * (db/sqlite-comments.ts NOT_FILTERED).
 *
 * A keyword matches whole words, case- and width-insensitively ("spam" hides "SPAM!" but not
 * "spammer"); a keyword of several words matches them in a row; a keyword with no letters or
 * digits (an emoji) matches anywhere in the text. "Hide offensive comments" adds the small
 * built-in list below (ours; Instagram's list is not public).
 */
export const OFFENSIVE_WORDS: readonly string[] = [
  'idiot', 'idiots', 'stupid', 'moron', 'morons', 'loser', 'losers', 'dumbass', 'jerk', 'scum', 'pathetic', 'worthless',
  'shut up', 'kill yourself', 'kys', 'go die', 'you suck', 'ugly af', 'trash human', 'nobody likes you',
];

const normalize = (text: string): string => text.normalize('NFKC').toLowerCase();
const words = (text: string): string[] => normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** True when the comment's text matches one of the keywords (or an offensive word, when that switch is on). */
export function commentMatches(text: string, keywords: readonly string[], hideOffensive: boolean): boolean {
  const list = hideOffensive ? [...keywords, ...OFFENSIVE_WORDS] : keywords;
  if (list.length === 0) return false;
  const tokens = words(text);
  const flat = normalize(text);
  return list.some((k) => {
    const needle = words(k);
    return needle.length === 0 ? flat.includes(normalize(k).trim()) : containsRun(tokens, needle);
  });
}

export type KeywordsVerdict = { ok: true; keywords: string[] } | { ok: false; message: string };

/** The keywords field (comma separated) as kept: trimmed, lower-cased, no empties or repeats, within CommentFilterLimits. */
export function parseKeywords(raw: string): KeywordsVerdict {
  if ([...raw].length > CommentFilterLimits.maxKeywordsText) {
    return { ok: false, message: `Keep your keywords under ${CommentFilterLimits.maxKeywordsText} characters.` };
  }
  const out: string[] = [];
  for (const part of raw.split(/[,，\n]/)) {
    const k = normalize(part).replace(/\s+/g, ' ').trim();
    if (k === '' || out.includes(k)) continue;
    if ([...k].length > CommentFilterLimits.maxKeywordLength) {
      return { ok: false, message: `A keyword can be at most ${CommentFilterLimits.maxKeywordLength} characters.` };
    }
    out.push(k);
  }
  if (out.length > CommentFilterLimits.maxKeywords) return { ok: false, message: `You can filter at most ${CommentFilterLimits.maxKeywords} keywords.` };
  return { ok: true, keywords: out };
}
