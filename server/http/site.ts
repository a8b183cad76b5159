import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Where the site is (issue 11): the public origin that mailed links are built on, that cookies
 * take their Secure flag from and that unsafe requests must come from. PUBLIC_URL names it;
 * without it, it is the address the server listens on (http://localhost:PORT on a loopback or
 * wildcard address, as the start-up banner prints it). The request's Host header never
 * chooses it.
 */
export interface Site {
  /** PUBLIC_URL's origin, else the listening address's (http://localhost before listening). */
  publicOrigin(): string;
  /** PUBLIC_URL is on https: every cookie is Secure, whatever the request came over. */
  httpsOnly: boolean;
}

/** PUBLIC_URL as an origin (no trailing slash or path); undefined or '' is unset. */
export function parsePublicUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http or https: ${value}`);
  return url.origin;
}

const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', '0.0.0.0', '::']);

/** The origin a person opens for this listening address: loopback and wildcard are localhost. */
export function listeningOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const host = LOCAL_ADDRESSES.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function createSite(publicUrl: string | null, address: () => AddressInfo | string | null): Site {
  return {
    publicOrigin: () => publicUrl ?? listeningOrigin(address()),
    httpsOnly: publicUrl?.startsWith('https:') ?? false,
  };
}

/**
 * Fastify's trustProxy from TRUST_PROXY (issue 11): off unless set; only then do
 * X-Forwarded-For, -Proto and -Host count, and only from the proxies named. `1` (or `true`,
 * `on`, `yes`) names a proxy on this machine or a private network (`loopback, linklocal,
 * uniquelocal`); anything else is a comma-separated list of proxy addresses or CIDR ranges
 * (`10.0.0.5`, `172.16.0.0/12`, `loopback`). A hop count is not accepted: Fastify would trust
 * no one with it, since a count cannot tell the proxy from a client that sends the header.
 */
export type TrustProxy = false | string[];

export const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(v)) return false;
  if (['1', 'true', 'on', 'yes'].includes(v)) return PRIVATE_PROXIES;
  if (/^\d+$/.test(v)) throw new Error(`TRUST_PROXY: name the proxy's address (or 1 for one on this machine or a private network), not a hop count: ${value}`);
  return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * The origins a request of this site may come from: the public origin, and the request's own
 * origin as the server sees it (its scheme, by TLS or a trusted proxy, and its Host). A browser
 * cannot send a cross-site request whose Origin equals the Host it sends to, so the second is
 * safe for the CSRF decision; it lets 127.0.0.1 and localhost (or a LAN address) both work.
 */
export function siteOrigins(site: Site, req: FastifyRequest): string[] {
  const own = ownOrigin(req);
  return own === null ? [site.publicOrigin()] : [site.publicOrigin(), own];
}

function ownOrigin(req: FastifyRequest): string | null {
  try {
    return new URL(`${req.protocol.toLowerCase()}://${req.host}`).origin;
  } catch {
    return null;
  }
}

/** The origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}
