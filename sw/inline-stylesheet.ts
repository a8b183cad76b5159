/**
 * The build's stylesheet inside the page the service worker serves with a first screen (issue 16,
 * benchmark 9). The first screen's markup comes with the page (./first-screen.ts), but the page
 * cannot paint before its render-blocking `<link rel="stylesheet">` has come back through the
 * service worker (a second fetch event, ≈ 40 ms after the HTML on the bench's machine). So the
 * page the worker serves carries the stylesheet's text instead, read from the precache.
 *
 *   cached page + first screen ──link rel=stylesheet href=/assets/….css──▶ precache text
 *     ──fits, self-contained?──▶ <style>text</style> in its place
 *                                + 'sha256-…' of that text added to the page's style-src
 *     └─ otherwise the page as it was (its link loads the stylesheet as before)
 *
 * The policy: the page's Content-Security-Policy (server/http/security-headers.ts) allows
 * styles from 'self' only, no inline style. The worker adds the hash of exactly the text it
 * inlines, text that 'self' already allowed as a file; nothing else inline is allowed by it
 * ('unsafe-inline' is never added). A page whose policy has no style-src (nor default-src to
 * extend), or more than one policy, is served as it was; a page with no policy needs no hash.
 */

/** Ours to choose: the largest stylesheet inlined (the build's is ≈ 50 KB). */
export const INLINE_STYLESHEET_MAX_BYTES = 256 * 1024;

export const CSP_HEADER = 'content-security-policy';

/** A stylesheet link of the build (Vite writes `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const LINK = /<link\b[^>]*>/gi;
const STYLESHEET_REL = /\srel\s*=\s*["']?stylesheet["'\s>/]/i;
const HREF = /\shref\s*=\s*"(\/assets\/[^"<>?#]+\.css)"/i;

/** The build's stylesheet links of a page: each tag and the same-origin path it loads. */
export function stylesheetLinks(html: string): { tag: string; href: string }[] {
  const out: { tag: string; href: string }[] = [];
  for (const m of html.matchAll(LINK)) {
    const tag = m[0];
    const href = HREF.exec(tag)?.[1];
    if (STYLESHEET_REL.test(tag) && href !== undefined && !/\smedia\s*=/i.test(tag)) out.push({ tag, href });
  }
  return out;
}

/**
 * A stylesheet that reads the same inline as from its file: no `</style` to end the element
 * early, and no URL that resolves against the file's folder (relative url() or @import), which
 * would resolve against the page instead.
 */
export function isInlinableCss(css: string): boolean {
  if (new TextEncoder().encode(css).length > INLINE_STYLESHEET_MAX_BYTES) return false;
  if (/<\/style/i.test(css)) return false;
  const relativeUrl = /url\(\s*["']?(?=[^"'\s])(?![a-z][a-z0-9+.-]*:|\/|#)/i;
  const relativeImport = /@import\s+["'](?![a-z][a-z0-9+.-]*:|\/)/i;
  return !relativeUrl.test(css) && !relativeImport.test(css);
}

/**
 * The policy with these hash sources added to its style-src (or, with none, to a style-src made
 * from its default-src); null when it cannot say so exactly: several policies in one header, or
 * neither directive (styles unrestricted needs no hash, but we do not inline into a page whose
 * policy we do not understand).
 */
export function allowStyleHashes(policy: string, hashes: readonly string[]): string | null {
  if (policy.includes(',')) return null;
  const directives = policy.split(';').map((d) => d.trim()).filter((d) => d !== '');
  const name = (d: string) => d.split(/\s+/)[0]?.toLowerCase() ?? '';
  const sources = hashes.map((h) => `'sha256-${h}'`).join(' ');
  const style = directives.findIndex((d) => name(d) === 'style-src');
  if (style >= 0) {
    directives[style] = `${directives[style]} ${sources}`;
    return directives.join('; ');
  }
  const fallback = directives.find((d) => name(d) === 'default-src');
  if (fallback === undefined) return null;
  directives.push(`style-src ${fallback.slice('default-src'.length).trim()} ${sources}`);
  return directives.join('; ');
}

/** base64 of the SHA-256 of the text's UTF-8 bytes: a CSP hash source's value. */
export async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A page's markup with its stylesheets inline, its policy allowing them, and the stylesheets to load after its first frame. */
export interface InlinedStyles {
  html: string;
  /** The policy to serve it with (null: the page had none). */
  policy: string | null;
  /** The build's stylesheets left out (a first screen's rules came inline instead): for the page to load later. */
  later: string[];
}

/**
 * The page's markup with its build stylesheets inline and their hashes in its policy; with
 * `firstScreenCss` (the rules its first screen uses, src/lib/first-screen/first-screen-css.ts),
 * that text inline in place of the first stylesheet, the stylesheets' links removed and listed
 * in `later`. Null when a stylesheet cannot be read or inlined, or the policy cannot allow it.
 */
export async function inlineStylesheetText(html: string, policy: string | null, read: (href: string) => Promise<string | undefined>, firstScreenCss?: string): Promise<InlinedStyles | null> {
  const links = stylesheetLinks(html);
  if (links.length === 0) return null;
  const partial = firstScreenCss !== undefined && isInlinableCss(firstScreenCss);
  const sheets = partial
    ? links.map((link, i) => ({ ...link, css: i === 0 ? firstScreenCss : '' }))
    : await Promise.all(links.map(async (link) => ({ ...link, css: await read(link.href) })));
  if (sheets.some((s) => s.css === undefined || !isInlinableCss(s.css))) return null;
  const texts = sheets.map((s) => s.css ?? '').filter((_, i) => !partial || i === 0);
  const allowed = policy === null ? null : allowStyleHashes(policy, await Promise.all(texts.map(sha256Base64)));
  if (policy !== null && allowed === null) return null;
  let out = html;
  sheets.forEach((s, i) => {
    // A function, so `$` in the stylesheet is not read as a replacement pattern.
    out = out.replace(s.tag, () => (partial && i > 0 ? '' : `<style>${s.css ?? ''}</style>`));
  });
  return { html: out, policy: allowed, later: partial ? links.map((l) => l.href) : [] };
}
