import { createHmac, timingSafeEqual } from 'node:crypto';
import { LinkshimLimits, shimmedPath } from '../../sync/api/linkshim-wire';
import type { WireLinkshimVerdict } from '../../sync/api/linkshim-wire';
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
export interface Linkshim {
  /** The form to serve for this address: shimmed, itself (own origin), or null (not a web address). */
  shim(url: string | null, nowSeconds: number): string | null;
  /** A fresh shimmed form for an address, given a signature Lumen made for it (any age); null when it is not. */
  refresh(url: string, signature: string, nowSeconds: number): string | null;
  /** What opening this address with this signature does. */
  verdict(url: string, signature: string, nowSeconds: number): WireLinkshimVerdict;
  /** The address as it is opened (normalised), or null when it is not a web address Lumen opens. */
  readUrl(raw: string): { url: string; host: string } | null;
}

export interface LinkshimOptions {
  serverSecret: Buffer;
  /** The site's public origin, now (it may be known only once listening). */
  publicOrigin: () => string;
  blockedHosts: readonly string[];
}

const SIGNATURE = /^(\d{1,12})\.([0-9a-f]{64})$/;

/** LINKSHIM_BLOCKED_HOSTS as host names (lower case, no dots at the ends); unset or '' is none. */
export function parseBlockedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/^\.+|\.+$/g, '')).filter((h) => h !== '');
}

export function createLinkshim(opts: LinkshimOptions): Linkshim {
  const key = createHmac('sha256', opts.serverSecret).update('lumen link shim v1').digest();
  const mac = (url: string, issuedAt: number) => createHmac('sha256', key).update(`${issuedAt}.${url}`).digest('hex');
  const sign = (url: string, now: number) => {
    const issuedAt = now - (now % LinkshimLimits.issuedEverySeconds);
    return `${issuedAt}.${mac(url, issuedAt)}`;
  };
  /** When the signature is Lumen's for this address, the time it was made; else null. */
  const signedAt = (url: string, signature: string): number | null => {
    const parts = SIGNATURE.exec(signature);
    if (!parts) return null;
    const issuedAt = Number(parts[1]);
    return timingSafeEqual(Buffer.from(mac(url, issuedAt), 'hex'), Buffer.from(parts[2] ?? '', 'hex')) ? issuedAt : null;
  };
  const readUrl = (raw: string) => {
    const checked = checkLink(raw);
    return checked.ok ? { url: checked.url, host: checked.host.toLowerCase() } : null;
  };
  const ownOrigin = (url: string) => new URL(url).origin === opts.publicOrigin();
  const blocked = (host: string) => opts.blockedHosts.some((b) => host === b || host.endsWith(`.${b}`));

  return {
    readUrl,
    shim: (raw, now) => {
      const read = raw === null ? null : readUrl(raw);
      if (!read) return null;
      return ownOrigin(read.url) ? read.url : shimmedPath(read.url, sign(read.url, now));
    },
    refresh: (url, signature, now) => {
      const read = readUrl(url);
      if (!read || signedAt(read.url, signature) === null) return null;
      return ownOrigin(read.url) ? read.url : shimmedPath(read.url, sign(read.url, now));
    },
    verdict: (url, signature, now) => {
      const read = readUrl(url);
      if (!read) return 'ask';
      if (blocked(read.host)) return 'blocked';
      const at = signedAt(read.url, signature);
      return at !== null && at <= now && now - at < LinkshimLimits.freshSeconds ? 'open' : 'ask';
    },
  };
}
