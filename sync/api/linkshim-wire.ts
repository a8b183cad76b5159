/**
 * Added (links): the link shim. 001 §6 "POST /linkshim/link/ {u (target url), cs}; the response
 * field uri is the safe URL to open"; §9 "Trusted domains for direct opening …; link-shim hosts
 * are used for external links". A web address someone put into Lumen (a profile's website, a
 * link sent in a message) is served with a shimmed form of it: `/l/?u=<address>&e=<signature>`.
 * Opening that goes to the address with no referrer, once the server has checked it against
 * the hosts it blocks; the signature (which holds the time it was made) shows the link came from
 * Lumen, so `/l/` is no open redirect: an unsigned or old one shows a page that names the
 * address and asks before leaving. Addresses on the site's own origin are not shimmed.
 * Paths beyond the spec's are ours (server/README.md "Links"). Shared by the server
 * (server/routes/linkshim.ts), the worker (worker/linkshim/) and the page (src/screens/linkshim/).
 */

export const LinkshimPath = {
  /**
   * POST {u, cs} → WireLinkshimLinkResponse: a fresh shimmed form of `u`, given the signature
   * (`cs`, the `e` of a shimmed form Lumen served, of any age). 400 `cs: …` for a signature not
   * Lumen's for this address, 400 `u: …` for an address that is not a web address.
   */
  link: '/linkshim/link/',
  /**
   * GET ?u&e: to `u` (302, no referrer) when `e` is Lumen's, fresh, and the host is not blocked;
   * else the page that asks first (the app's HTML). With __a=1 (ours) →
   * WireLinkshimVerdictResponse, what that page shows.
   */
  open: '/l/',
} as const;

export const LinkshimLimits = {
  /** Shimmed links opened, checked or refreshed from one network address in an hour (more: 429). */
  checksPerAddressPerHour: 600,
  /** How long a shimmed form opens at once: older, its page asks first (refresh it with `link`). */
  freshSeconds: 7 * 86_400,
  /** Signatures are made for the start of the hour, so a link's shimmed form is the same all hour long. */
  issuedEverySeconds: 3_600,
} as const;

export interface WireLinkshimLinkResponse {
  status: 'ok';
  /** What to open: the shimmed form, or the address itself when it is on the site's own origin. */
  uri: string;
}

/**
 * What `/l/` would do with this link: `open` (it goes straight there), `ask` (not signed by
 * Lumen, or signed too long ago: the page names the address and asks), `blocked` (a host the
 * server blocks: not opened).
 */
export type WireLinkshimVerdict = 'open' | 'ask' | 'blocked';

export interface WireLinkshimVerdictResponse {
  status: 'ok';
  verdict: WireLinkshimVerdict;
  /** The address, as the server reads it. */
  url: string;
  host: string;
}

/** The time (seconds) a shimmed form's signature was made, read from its `e`; null when it has none. */
export function shimIssuedAt(shimmed: string): number | null {
  const query = shimmed.indexOf('?');
  if (query < 0) return null;
  const e = new URLSearchParams(shimmed.slice(query + 1)).get('e');
  const m = e === null ? null : /^(\d{1,12})\./.exec(e);
  return m ? Number(m[1]) : null;
}

/** The shimmed form of an address, as the server builds it (relative to the site). */
export function shimmedPath(url: string, signature: string): string {
  return `${LinkshimPath.open}?${new URLSearchParams({ u: url, e: signature }).toString()}`;
}
