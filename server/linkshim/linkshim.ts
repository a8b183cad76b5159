import { createHmac } from 'node:crypto';
import { LinkshimLimits, shimmedPath } from '../../sync/api/linkshim-wire';
import type { WireLinkshimVerdict } from '../../sync/api/linkshim-wire';
import { signTimed, verifyTimed } from '../auth/timed-signature';
import { checkLink } from '../direct/link-preview';

/**
 * Added (links): the link shim's rules (sync/api/linkshim-wire.ts; ../routes/linkshim.ts).
 * - A signature is "<issued at, seconds>.<hex HMAC-SHA-256 of the address and that time>", with
 *   a key derived from the server's HMAC secret for this purpose only. It is made for the start
 *   of the hour (LinkshimLimits.issuedEverySeconds), so the same address is served with the same
 *   shimmed form all hour long (answers stay cacheable, and tests comparing two reads agree).
 * - Only http and https addresses without a user name or password are shimmed (the rules of a
 *   link message, ../direct/link-preview.ts); anything else is not a link Lumen opens.
 * - Addresses on the site's own origin are trusted: served as they are.
 * - Blocked hosts (LINKSHIM_BLOCKED_HOSTS, a comma-separated list; a name blocks its subdomains
 *   too) are never opened, whatever the signature: a host found harmful after its links were
 *   served is blocked from then on.
 */
/** An address as Lumen opens it (normalised by readUrl), and its host in lower case. */
export interface ReadLink {
  url: string;
  host: string;
}

export interface Linkshim {
  /** The form to serve for this address: shimmed, itself (own origin), or null (not a web address). */
  shim(url: string | null, nowSeconds: number): string | null;
  /** A fresh shimmed form for an address read, given a signature Lumen made for it (any age); null when it is not. */
  refresh(read: ReadLink, signature: string, nowSeconds: number): string | null;
  /** What opening an address read with this signature does. */
  verdict(read: ReadLink, signature: string, nowSeconds: number): WireLinkshimVerdict;
  /** The address as it is opened (normalised), or null when it is not a web address Lumen opens. */
  readUrl(raw: string): ReadLink | null;
}

export interface LinkshimOptions {
  serverSecret: Buffer;
  /** The site's public origin, now (it may be known only once listening). */
  publicOrigin: () => string;
  blockedHosts: readonly string[];
}

/** LINKSHIM_BLOCKED_HOSTS as host names (lower case, no dots at the ends); unset or '' is none. */
export function parseBlockedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/^\.+|\.+$/g, '')).filter((h) => h !== '');
}

export function createLinkshim(opts: LinkshimOptions): Linkshim {
  const key = createHmac('sha256', opts.serverSecret).update('lumen link shim v1').digest();
  const message = (url: string, issuedAt: number) => `${issuedAt}.${url}`;
  /** When the signature is Lumen's for this address, the time it was made; else null. */
  const signedAt = (url: string, signature: string): number | null => verifyTimed(key, signature, (issuedAt) => message(url, issuedAt));
  const readUrl = (raw: string): ReadLink | null => {
    const checked = checkLink(raw);
    return checked.ok ? { url: checked.url, host: checked.host.toLowerCase() } : null;
  };
  /** What to serve for an address read: itself on the site's origin, else its shimmed form signed for the start of the hour. */
  const formOf = (url: string, now: number): string => {
    if (new URL(url).origin === opts.publicOrigin()) return url;
    const issuedAt = now - (now % LinkshimLimits.issuedEverySeconds);
    return shimmedPath(url, signTimed(key, issuedAt, message(url, issuedAt)));
  };
  const blocked = (host: string) => opts.blockedHosts.some((b) => host === b || host.endsWith(`.${b}`));

  return {
    readUrl,
    shim: (raw, now) => {
      const read = raw === null ? null : readUrl(raw);
      return read ? formOf(read.url, now) : null;
    },
    refresh: (read, signature, now) => (signedAt(read.url, signature) === null ? null : formOf(read.url, now)),
    verdict: (read, signature, now) => {
      if (blocked(read.host)) return 'blocked';
      const at = signedAt(read.url, signature);
      return at !== null && at <= now && now - at < LinkshimLimits.freshSeconds ? 'open' : 'ask';
    },
  };
}
