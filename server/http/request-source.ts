import { originOf } from './site';

/**
 * Where an unsafe request says it comes from (issue 11, OWASP's "verify the origin with
 * standard headers"): its Origin header, else its Referer. `same-site` when that origin is one
 * of the site's, `cross-site` when it is another or cannot be read (`Origin: null`, the opaque
 * origin of sandboxed frames, data: URLs and some redirects, is refused too), `unstated` when
 * neither header came (non-browser clients; the CSRF token still decides).
 */
export type RequestSource = 'same-site' | 'cross-site' | 'unstated';

export function requestSource(headers: { origin?: string | undefined; referer?: string | undefined }, siteOrigins: readonly string[]): RequestSource {
  const stated = headers.origin !== undefined && headers.origin !== '' ? headers.origin : headers.referer;
  if (stated === undefined || stated === '') return 'unstated';
  const origin = originOf(stated);
  return origin !== null && siteOrigins.includes(origin) ? 'same-site' : 'cross-site';
}
