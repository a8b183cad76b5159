import { LinkshimLimits, LinkshimPath, shimIssuedAt } from '../../../sync/api/linkshim-wire';

/**
 * Added (links): what an outbound link's anchor points at (sync/api/linkshim-wire.ts). The server
 * serves each web address someone put in (a website, a link message) with its shimmed form; the
 * anchor opens that. Without one that is this address's (an old cache, a website just edited
 * here), the anchor opens the address's unsigned form, whose page names it and asks first:
 * never the address itself, which would skip the server's check of blocked hosts.
 */

/** The address and signature a shimmed form carries; null for anything else (an own-origin address). */
export function shimParts(shimmed: string): { url: string; signature: string } | null {
  if (!shimmed.startsWith(`${LinkshimPath.open}?`)) return null;
  const q = new URLSearchParams(shimmed.slice(LinkshimPath.open.length + 1));
  const url = q.get('u');
  return url === null ? null : { url, signature: q.get('e') ?? '' };
}

/** The address as a URL reads it (so "https://a.example" and "https://a.example/" agree); null when it is none. */
function normalized(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/**
 * The href for `url`, given what the server served with it (`shimmed`, when it did) and the
 * site's origin (the server serves its own addresses as they are, never any other unshimmed).
 */
export function linkHref(url: string, shimmed: string | null | undefined, siteOrigin: string): string {
  const own = normalized(url);
  if (shimmed && own !== null) {
    const parts = shimParts(shimmed);
    if (parts ? normalized(parts.url) === own : shimmed === own && new URL(own).origin === siteOrigin) return shimmed;
  }
  return `${LinkshimPath.open}?${new URLSearchParams({ u: url }).toString()}`;
}

/** A shimmed form whose signature no longer opens at once (the server's page would ask): refresh it first. */
export function shimIsStale(href: string, nowSeconds: number): boolean {
  const parts = shimParts(href);
  if (!parts || parts.signature === '') return false;
  const at = shimIssuedAt(href);
  // A margin of an hour: a form about to age is refreshed before a tap finds it old.
  return at === null || nowSeconds - at > LinkshimLimits.freshSeconds - 3_600;
}
