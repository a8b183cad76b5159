/**
 * A page's first screen as markup (issue 16, benchmark 9: the feed; issue 13, benchmark 13c:
 * the inbox; FIRST_SCREEN_PAGES lists them): the app keeps the rendered markup
 * of its feed's first screen in the HTML cache ('html-v2', emptied at logout with the media
 * cache), and the service worker, serving the app's HTML for `/` from its cache, puts it into
 * the root element, so the first post paints with the HTML instead of after the app's bundle
 * and worker (≈ 300 ms later). The app then renders over it (createRoot replaces the children).
 *
 *   page (feed shown) ──capture (src/lib/first-screen)──▶ html-v2 /__lumen/first-screen
 *                                                          + viewer id, build, schema
 *   navigation to / offline ──▶ cached HTML ──same viewer, build, schema?──▶ markup in #root
 *                                            └─ otherwise the page as it was (snapshot dropped
 *                                               when the page names another viewer or none)
 *
 * The pure parts are here (shared by the page and the service worker): the tag, the bound,
 * the injection and its last safety check.
 */

/**
 * A page whose first screen is kept: the path the service worker serves it for, where its
 * snapshot is kept in the HTML cache, and, in the page, the list whose first rows are kept
 * (`rows`: its row elements; `topRow`: when given, the first row must match it, or the list is
 * not at its top and nothing is kept: the feed's rows are virtualised).
 */
export interface FirstScreenPage {
  path: string;
  key: string;
  list: string;
  rows: string;
  topRow?: string;
}

/**
 * The pages with a first screen, one entry each: the capture (src/lib/first-screen), the
 * page's hook and the service worker read them from here. Issue 16 (bench 9): the feed; issue
 * 13 (bench 13c): the inbox.
 */
export const FIRST_SCREEN_PAGES = {
  feed: { path: '/', key: '/__lumen/first-screen', list: '.feed__list', rows: ':scope > [data-index]', topRow: '[data-index="0"]' },
  inbox: { path: '/direct/inbox/', key: '/__lumen/first-screen/direct-inbox', list: '.direct-list__rows[aria-label="Conversations"]', rows: ':scope > li' },
} as const satisfies Record<string, FirstScreenPage>;

export type FirstScreenPageName = keyof typeof FIRST_SCREEN_PAGES;

/** Where the feed's snapshot is kept in the HTML cache. */
export const FIRST_SCREEN_KEY = FIRST_SCREEN_PAGES.feed.key;

/** The page with a first screen served for this path, or null. */
export function firstScreenPageOf(pathname: string): FirstScreenPage | null {
  return Object.values<FirstScreenPage>(FIRST_SCREEN_PAGES).find((p) => p.path === pathname) ?? null;
}

/**
 * The snapshot's format: its markup goes into the root of a page whose stylesheet and class
 * names are the build's (the build is tagged separately); bumped when the capture changes.
 */
export const FIRST_SCREEN_SCHEMA = '1';

/** Ours to choose: the largest snapshot kept (the first screen is a header and a few posts: ≈ 10–25 KB). */
export const FIRST_SCREEN_MAX_BYTES = 64 * 1024;

/** Attribute on the root while it holds the snapshot (removed when the app renders). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export const FirstScreenHeader = {
  viewer: 'x-lumen-viewer',
  build: 'x-lumen-build',
  schema: 'x-lumen-schema',
} as const;

/** Who and which build a page or a snapshot belongs to. */
export interface FirstScreenTag {
  viewerId: string;
  /** The bootstrap's rollout_hash: a hash of the build's index.html. */
  build: string;
}

const BOOTSTRAP_START = 'window._sharedData=';
/** The bootstrap's JSON escapes `<` (server/html/render-shell.ts), so this ends it. */
const BOOTSTRAP_END = ';</script>';

/** The viewer and build of a page from its bootstrap script, or null (none, logged out, unreadable). */
export function readPageTag(html: string): FirstScreenTag | null {
  const start = html.indexOf(BOOTSTRAP_START);
  if (start < 0) return null;
  const end = html.indexOf(BOOTSTRAP_END, start);
  if (end < 0) return null;
  let data: unknown;
  try {
    data = JSON.parse(html.slice(start + BOOTSTRAP_START.length, end));
  } catch {
    return null;
  }
  return tagOfBootstrap(data);
}

/** The viewer and build of a bootstrap (window._sharedData), or null when it names no viewer. */
export function tagOfBootstrap(data: unknown): FirstScreenTag | null {
  if (typeof data !== 'object' || data === null) return null;
  const { viewerId, rollout_hash: build } = data as { viewerId?: unknown; rollout_hash?: unknown };
  return typeof viewerId === 'string' && viewerId !== '' && typeof build === 'string' && build !== '' ? { viewerId, build } : null;
}

export function snapshotHeaders(tag: FirstScreenTag): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    [FirstScreenHeader.viewer]: tag.viewerId,
    [FirstScreenHeader.build]: tag.build,
    [FirstScreenHeader.schema]: FIRST_SCREEN_SCHEMA,
  };
}

/**
 * Where a snapshot's stylesheet rules are kept (the rules its markup uses, made by the page:
 * src/lib/first-screen/first-screen-css.ts), beside the snapshot; served inline in place of the
 * whole stylesheet (./inline-stylesheet.ts) only with the markup they were made for.
 */
export const firstScreenStylesKey = (key: string): string => `${key}.css`;

/** Names, on the kept rules, the markup they were made for (markupFingerprint). */
export const FIRST_SCREEN_MARKUP_HEADER = 'x-lumen-markup';

/** A short fingerprint of a snapshot's markup (its length and FNV-1a hash): pairs the kept rules with it. */
export function markupFingerprint(markup: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < markup.length; i++) {
    hash ^= markup.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${markup.length}-${hash.toString(16)}`;
}

export type SnapshotVerdict = 'use' | 'other-build' | 'other-viewer';

/** A snapshot is used only for the page's own viewer, build and the current schema. */
export function judgeSnapshot(page: FirstScreenTag | null, headers: Pick<Headers, 'get'>): SnapshotVerdict {
  if (page === null || headers.get(FirstScreenHeader.viewer) !== page.viewerId) return 'other-viewer';
  if (headers.get(FirstScreenHeader.build) !== page.build || headers.get(FirstScreenHeader.schema) !== FIRST_SCREEN_SCHEMA) return 'other-build';
  return 'use';
}

const encoder = new TextEncoder();
export const byteLength = (s: string): number => encoder.encode(s).length;

/**
 * The first screen within the bound: the page around the feed (`before`, `after`) with as many
 * of the first rows as fit in `maxBytes`, at least one; null when not even one fits.
 */
export function fitFirstScreen(parts: { before: string; rows: readonly string[]; after: string }, maxBytes = FIRST_SCREEN_MAX_BYTES): string | null {
  let size = byteLength(parts.before) + byteLength(parts.after);
  let kept = 0;
  for (const row of parts.rows) {
    const next = size + byteLength(row);
    if (next > maxBytes) break;
    size = next;
    kept++;
  }
  if (kept === 0) return null;
  return parts.before + parts.rows.slice(0, kept).join('') + parts.after;
}

/**
 * What the capture never leaves in (it builds the markup from a sanitised copy of the DOM):
 * elements that load or run code or style, event-handler and style attributes (the page's CSP
 * refuses style attributes and inline script), script URLs. The last check before injecting.
 */
const UNSAFE_MARKUP = /<\s*\/?\s*(?:script|style|iframe|object|embed|link|meta|base|template|frame|frameset|svg:script)\b|<[^>]*\s(?:on[a-z]+|style)\s*=|javascript:/i;

export function isInjectableMarkup(markup: string): boolean {
  return markup.length > 0 && byteLength(markup) <= FIRST_SCREEN_MAX_BYTES && !UNSAFE_MARKUP.test(markup);
}

/** The empty root of the build's index.html. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the snapshot inside its root, marked (the app renders over it), inert (its
 * controls do nothing until then) and hidden from assistive technology (as inert content is:
 * a screen reader meets the app's own screen); null when the page has no empty root or the
 * markup is unsafe.
 */
export function injectFirstScreen(html: string, markup: string): string | null {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0 || !isInjectableMarkup(markup)) return null;
  const root = `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="" inert aria-hidden="true">${markup}</div>`;
  return html.slice(0, at) + root + html.slice(at + EMPTY_ROOT.length);
}

export interface SnapshotCache {
  match(key: string): Promise<Response | undefined>;
  delete(key: string): Promise<boolean>;
}

/** A page with its first screen in it: the markup, the snapshot injected, and the headers for its answer. */
export interface PageWithFirstScreen {
  html: string;
  /** The snapshot's markup (now in the root). */
  markup: string;
  /** The page's headers, less those of its old body. */
  headers: Headers;
}

/**
 * The cached page (by default the feed's, `/`) with the first screen kept under `key` in it
 * when the snapshot is this page's viewer's and build's; otherwise null (the page as it was).
 * A snapshot of another viewer, or met by a page of no viewer (logged out), is deleted. Never
 * fails: any error is a null.
 */
export async function pageWithFirstScreen(page: Response, cache: SnapshotCache, key: string = FIRST_SCREEN_KEY): Promise<PageWithFirstScreen | null> {
  try {
    // The snapshot and the page read together (the answer waits for both).
    const [snapshot, html] = await Promise.all([cache.match(key), page.clone().text()]);
    if (snapshot === undefined) return null;
    const verdict = judgeSnapshot(readPageTag(html), snapshot.headers);
    if (verdict === 'other-viewer') await cache.delete(key);
    if (verdict !== 'use') return null;
    const markup = await snapshot.text();
    const out = injectFirstScreen(html, markup);
    if (out === null) return null;
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return { html: out, markup, headers };
  } catch {
    return null;
  }
}

/** The cached page with the first screen in it (pageWithFirstScreen), as an answer; otherwise the page as it was. Never fails. */
export async function withFirstScreen(page: Response, cache: SnapshotCache, key: string = FIRST_SCREEN_KEY): Promise<Response> {
  const out = await pageWithFirstScreen(page, cache, key);
  return out === null ? page : new Response(out.html, { status: page.status, statusText: page.statusText, headers: out.headers });
}
