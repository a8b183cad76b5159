/**
 * The one check every post-login / post-sign-up target (`next`, the force URL, the social
 * login's return URL) goes through before the browser is sent there (000 §2, 000 §5; issue 11
 * item 4: no open redirect).
 *
 * A target is kept only when it is a path on this site however it is read: as typed, after the
 * URL parser's normalisation (`/.//x`, `/..//x`, `/%2e//x` all become `//x`, which a browser
 * reads as another host), and after each round of percent-decoding (`%2f%2f`, `%5c`, and their
 * double-encoded forms, which a router or proxy may decode on the way). Anything else — a
 * scheme (`javascript:`, `data:`, `https:`), `//`, `/\`, `\\`, control characters or white
 * space that browsers strip from URLs (`java\tscript:`), malformed percent-encoding — is
 * refused (null) and the caller falls back to the feed `/`.
 */

/** Base used only to parse relative paths; never navigated to. */
export const PARSE_BASE = 'https://app.invalid';
/** Rounds of percent-decoding checked; a path still encoded deeper than this is refused. */
const MAX_DECODES = 4;
/** In the raw value: C0 controls, DEL, any white space, and the backslash browsers read as '/'. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_RAW = /[\u0000-\u001f\u007f\s\\]/u;
/** In a decoded path: controls and backslash (a decoded space is harmless inside a path). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f\\]/u;

/** A safe relative path (normalised) from a raw `next` value, or null when unsafe or absent. */
export function validateNext(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const next = raw.trim();
  if (FORBIDDEN_RAW.test(next)) return null;
  const url = parseSameSitePath(next);
  if (url === null) return null;
  let path = url.pathname;
  for (let round = 0; ; round += 1) {
    const decoded = decodeOnce(path);
    if (decoded === null) return null;
    if (decoded === path) break;
    if (round === MAX_DECODES || FORBIDDEN_DECODED.test(decoded) || parseSameSitePath(decoded) === null) return null;
    path = decoded;
  }
  return url.pathname + url.search + url.hash;
}

/** The parsed URL when `path` is an absolute path that stays on this site once normalised. */
function parseSameSitePath(path: string): URL | null {
  if (!path.startsWith('/') || startsAnotherHost(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || startsAnotherHost(url.pathname)) return null;
  return url;
}

/** `//host` and `/\host` are network-path references in a browser. */
function startsAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
