/**
 * The one normaliser of free text the server stores (issue 11 item 9): comments, captions,
 * alt text, IGTV titles, place names, people's names. OUR CHOICE where the issue is silent.
 *
 *   refuse  lone surrogates (JSON may carry "\ud800"; SQLite would store U+FFFD, so what is
 *           read back would differ from what was accepted), NUL and the other C0 controls
 *           except tab and newline, DEL and the C1 controls;
 *   fix     CR LF and lone CR → LF (a browser form sends CR LF for a textarea's newline);
 *   strip   bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 *           they reorder the text around them (a file name or a link can be made to read
 *           backwards);
 *           zero-width characters (U+200B, U+2060, U+FEFF) always; the joiners U+200C ZWNJ
 *           and U+200D ZWJ unless they do their real job: ZWJ inside an emoji sequence
 *           (👨‍👩‍👧), ZWJ/ZWNJ between two letters of a non-Latin script (Persian, Indic);
 *   compose NFC, so "e" + U+0301 and "é" are the same stored text.
 *
 * The result is what is stored and what is read back. The comment policy
 * (./comment-policy.ts) also ignores every default-ignorable character when it looks for
 * blocked words, so a joiner that is kept cannot hide a word either.
 */
export type TextVerdict = { ok: true; text: string } | { ok: false; message: string };

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- these control characters are what is refused.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/gu;
const JOINERS = /[\u200C\u200D]/gu;

const EMOJI_BEFORE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;
const JOINING_LETTER_BEFORE = /(?![\p{Script=Latin}])[\p{L}\p{M}]$/u;
const JOINING_LETTER_AFTER = /^(?![\p{Script=Latin}])[\p{L}\p{M}]/u;

export const TextMessage = {
  loneSurrogate: 'contains characters that are not valid text',
  control: 'contains a control character that is not allowed',
} as const;

function keepJoiner(joiner: string, before: string, after: string): boolean {
  if (joiner === '\u200D' && EMOJI_BEFORE.test(before) && EMOJI_AFTER.test(after)) return true;
  return JOINING_LETTER_BEFORE.test(before) && JOINING_LETTER_AFTER.test(after);
}

export function cleanUserText(raw: string): TextVerdict {
  if (LONE_SURROGATE.test(raw)) return { ok: false, message: TextMessage.loneSurrogate };
  const text = raw.replace(/\r\n?/g, '\n');
  if (CONTROL.test(text)) return { ok: false, message: TextMessage.control };
  const stripped = text
    .replace(BIDI_CONTROLS, '')
    .replace(ZERO_WIDTH, '')
    .replace(JOINERS, (joiner: string, at: number, all: string) =>
      keepJoiner(joiner, all.slice(Math.max(0, at - 2), at), all.slice(at + 1, at + 3)) ? joiner : '',
    );
  return { ok: true, text: stripped.normalize('NFC') };
}
