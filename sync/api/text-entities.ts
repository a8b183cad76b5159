/**
 * Hashtags and @mentions in captions and comments (issue 12: "indexed and become links").
 * One rule for the server's index and the client's links: a hashtag is `#` and letters,
 * digits or `_` (Unicode), not preceded by a word character; a mention is `@` and 1–30 of
 * `[A-Za-z0-9._]` (the username alphabet of 000 §5), not preceded by a word character, with
 * a trailing `.` left out. Names are compared lowercased.
 */
export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; name: string }
  | { kind: 'mention'; text: string; username: string };

const ENTITY = /(?<![\p{L}\p{N}_])(?:#([\p{L}\p{N}_]{1,100})|@([A-Za-z0-9._]{1,30}))/gu;

/** The text split into plain, hashtag and mention segments, in order (for links). */
export function textSegments(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(ENTITY)) {
    const [whole, tag, rawUser] = m;
    const user = rawUser?.replace(/\.+$/, '');
    if (user === '') continue;
    const matched = tag !== undefined ? whole : `@${user ?? ''}`;
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (tag !== undefined) out.push({ kind: 'hashtag', text: matched, name: tag.toLowerCase() });
    else out.push({ kind: 'mention', text: matched, username: (user ?? '').toLowerCase() });
    last = m.index + matched.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Distinct hashtag names (lowercase) in order of first use. */
export function hashtagsIn(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(textSegments(text).flatMap((s) => (s.kind === 'hashtag' ? [s.name] : [])))];
}

/** Distinct mentioned usernames (lowercase) in order of first use. */
export function mentionsIn(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(textSegments(text).flatMap((s) => (s.kind === 'mention' ? [s.username] : [])))];
}
