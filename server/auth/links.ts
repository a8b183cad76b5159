import type { AppContext } from '../app-context';

/**
 * Absolute links for mail and SMS (issue 11): always on the site's public origin (PUBLIC_URL,
 * else the address the server listens on), never on the request's Host or forwarded headers,
 * so a forged Host cannot point a reset link at another site.
 */
export function absoluteLink(ctx: AppContext, path: string, params: Record<string, string>): string {
  const qs = new URLSearchParams(params).toString();
  return `${ctx.site.publicOrigin()}${path}${qs === '' ? '' : `?${qs}`}`;
}
