import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * Absolute links for mail and SMS: PUBLIC_URL when set (set it in production, so a forged
 * Host header cannot point a reset link elsewhere), else the request's own origin.
 */
export function absoluteLink(ctx: AppContext, req: FastifyRequest, path: string, params: Record<string, string>): string {
  const origin = ctx.entry.publicUrl ?? `${req.protocol}://${req.host}`;
  const qs = new URLSearchParams(params).toString();
  return `${origin}${path}${qs === '' ? '' : `?${qs}`}`;
}
