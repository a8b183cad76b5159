import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request is a person's navigation (a typed address, a link, a reload) rather than
 * an API call: a GET or HEAD that the browser marks `Sec-Fetch-Mode: navigate`, or, from a
 * client that sends no Sec-Fetch-* headers, one whose Accept names text/html at least as
 * highly as JSON and that does not say it is an XMLHttpRequest. Such a request that ends in
 * 404 gets the app's not-found page, not the JSON error body (issue 11, "what a person hit").
 */
export function isNavigation(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const mode = headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  if (headers['x-requested-with'] !== undefined) return false;
  const html = acceptQuality(headers.accept, 'text/html');
  return html > 0 && html >= acceptQuality(headers.accept, 'application/json');
}

/** The q of a media type named explicitly in an Accept header (wildcards do not count), else 0. */
export function acceptQuality(accept: string | undefined, type: string): number {
  let best = 0;
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value)) best = Math.max(best, Math.min(1, Math.max(0, value)));
  }
  return best;
}
