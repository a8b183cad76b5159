import { DirectLimits } from '../../sync/api/direct-wire';

/**
 * A link message's URL and its preview (issue 13: "a link with a safe preview"). Our choice,
 * the simplest safe one: the server never fetches the URL (so it cannot be made to reach a
 * private address, a slow host or a huge page); the preview is the URL's host and path as
 * plain text, which the client renders as text (never as HTML). Only http and https URLs are
 * accepted, without user name or password (they would leak, and `https://bank@evil` deceives).
 */
export type LinkCheck =
  | { ok: true; url: string; host: string; path: string }
  | { ok: false; message: string };

const MAX_SUMMARY = 200;

export function checkLink(raw: string): LinkCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'link_url: Required' };
  if (text.length > DirectLimits.maxLinkLength) return { ok: false, message: `link_url: at most ${DirectLimits.maxLinkLength} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'link_url: not a web address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'link_url: only http and https links can be sent' };
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'link_url: a link may not carry a user name or password' };
  const path = decodeSafely(url.pathname + url.search);
  return {
    ok: true,
    url: url.href,
    host: url.hostname,
    path: path.length > MAX_SUMMARY ? `${path.slice(0, MAX_SUMMARY - 1)}…` : path,
  };
}

/** The path as a person reads it (percent-escapes decoded when they decode to text). */
function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
