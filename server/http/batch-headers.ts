import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Header } from '../../sync/api/headers';
import { SecurityHeader } from './security-headers';

/**
 * The headers of POST /web/batch/'s items (../routes/batch.ts), pure. Each item is sent to the
 * app with the batch's own headers, so it is checked as the batch was (session, CSRF, Origin,
 * Sec-Fetch-*, forwarded headers, user agent), and answers with its own headers, less those
 * that describe one HTTP message or a page.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1, and the old ones proxies still send): of one connection, never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization'];

/**
 * Request headers of the batch that an item does not inherit: those of one connection, and
 * those that describe the batch's body rather than the item's (its length, type and encoding,
 * `expect`). `accept-encoding` is left out too, so an item's answer is always read as text;
 * the cookie and the mutation id are the item's own (innerRequestHeaders).
 */
const NOT_INHERITED = new Set([...HOP_BY_HOP, 'content-length', 'content-type', 'content-encoding', 'expect', 'accept-encoding', 'cookie', Header.mutationId.toLowerCase()]);

/**
 * Answer headers an item's result leaves out: of one message, the cookies (they go on the
 * batch's answer), those that matter on a page only, and the password-encryption key headers:
 * every answer carries the server's one key (./conventions.ts), the batch's own answer too,
 * and the client reads them from that answer (sync/transport/batch.ts sends the batch through
 * its transport, which reads every answer's headers), so a copy per item is only bytes.
 */
const NOT_ANSWERED = new Set([
  ...HOP_BY_HOP,
  'content-length',
  'set-cookie',
  Header.encKeyId,
  Header.encPubKey,
  Header.encKeyVersion,
  SecurityHeader.csp,
  SecurityHeader.frameOptions,
  SecurityHeader.contentTypeOptions,
  SecurityHeader.referrerPolicy,
  SecurityHeader.hsts,
]);

/** Also hop-by-hop: the headers a `Connection` header names. */
function connectionNamed(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Set<string> {
  const value = headers['connection'];
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return new Set(text.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== ''));
}

/** The headers an item is sent with: the batch's inherited ones, the cookies of the moment, its own body's type and length, its mutation id. */
export function innerRequestHeaders(
  outer: IncomingHttpHeaders,
  item: { cookie: string; contentType: string; contentLength: number; mutationId: string },
): Record<string, string | string[]> {
  const named = connectionNamed(outer);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(outer)) {
    const key = name.toLowerCase();
    if (value === undefined || key.startsWith(':') || NOT_INHERITED.has(key) || named.has(key)) continue;
    headers[key] = value;
  }
  if (item.cookie !== '') headers['cookie'] = item.cookie;
  headers['content-type'] = item.contentType;
  // Stated even for an empty body, as a browser does (a POST without it is read differently).
  headers['content-length'] = String(item.contentLength);
  headers[Header.mutationId.toLowerCase()] = item.mutationId;
  return headers;
}

/** An item's answer headers: lower-cased, values as text (a list joined with ", "), less NOT_ANSWERED. */
export function itemAnswerHeaders(inner: OutgoingHttpHeaders | IncomingHttpHeaders): Record<string, string> {
  const named = connectionNamed(inner);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(inner)) {
    const key = name.toLowerCase();
    if (value === undefined || NOT_ANSWERED.has(key) || named.has(key)) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** An item's Set-Cookie lines, as a list. */
export function setCookieLines(inner: OutgoingHttpHeaders | IncomingHttpHeaders): string[] {
  const value = inner['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * The cookies a browser would send with the next item: the batch's Cookie header, as sent
 * (first of a repeated name kept, as the server reads it), then each item's Set-Cookie lines
 * applied in order (an empty value or one already expired removes the cookie). Raw text
 * throughout, so nothing is decoded and encoded again.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(header: string | undefined) {
    for (const part of (header ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      if (name !== '' && !this.cookies.has(name)) this.cookies.set(name, part.slice(eq + 1).trim());
    }
  }

  /** Sets a cookie the batch's own answer set (the conventions' mid, csrftoken). */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** `nowMs`: an Expires date at or before it removes the cookie. */
  apply(setCookies: readonly string[], nowMs: number): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => isExpiring(a, nowMs))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function isExpiring(attribute: string, nowMs: number): boolean {
  const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
  if (/^max-age$/i.test(key)) return Number(value) <= 0;
  if (/^expires$/i.test(key)) return Date.parse(value) <= nowMs;
  return false;
}
