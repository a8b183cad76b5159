import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Security headers (issue 11 item 5; OWASP ASVS 14.4).
 *
 * Every answer: `X-Content-Type-Options: nosniff` (a JSON or media answer is never read as
 * script or HTML), `Referrer-Policy: same-origin` (reset and download pages carry tokens in
 * their URL: no other site sees them), and HSTS when the request came over HTTPS
 * (`req.protocol`, which honours X-Forwarded-Proto only when the server trusts its proxy).
 *
 * HTML answers (the app shell) also carry a Content-Security-Policy built on the page's nonce
 * (the bootstrap's `nonce`, set on each of the page's script elements) and
 * `X-Frame-Options: DENY` for browsers that predate frame-ancestors.
 */
export const SecurityHeader = {
  csp: 'content-security-policy',
  frameOptions: 'x-frame-options',
  contentTypeOptions: 'x-content-type-options',
  referrerPolicy: 'referrer-policy',
  hsts: 'strict-transport-security',
} as const;

/** One year, subdomains included (ASVS 14.4.5). Sent only over HTTPS, where browsers heed it. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** A nonce as the CSP grammar allows it (base64 or base64url). */
const NONCE_SHAPE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The app shell's policy. Why each directive:
 * - default-src 'self': anything not named below (fonts, frames, prefetch) comes from this site.
 * - script-src 'self' 'nonce-…': the built modules and their chunks from this site, and the one
 *   inline script (the bootstrap) by its nonce; no 'unsafe-inline', no 'unsafe-eval'.
 * - style-src 'self': the built stylesheet. React sets `style` props through the CSSOM, which
 *   style-src does not govern, and the app writes no `<style>` element nor `style="…"` markup,
 *   so 'unsafe-inline' is not needed. (Offline, the service worker serving a page with the
 *   feed's first screen inlines the built stylesheet and adds that text's sha256 to this
 *   directive of the stored page's policy: sw/inline-stylesheet.ts.)
 * - img-src 'self' data: blob: https: — media and avatars from /media/, data: for small inline
 *   pictures, blob: for the previews of picked files and of posts still uploading (object URLs),
 *   https: for the provider's profile picture on the social sign-up form (000 §9), whose host
 *   (the provider's CDN) is not known in advance. An image cannot run script.
 * - media-src 'self' blob: — videos from /media/ and the previews of picked videos.
 * - connect-src 'self': the page's own calls; in CSP 3 'self' also matches ws:/wss: of this
 *   host, so a same-origin WebSocket needs nothing more. (The Web Worker's own fetches follow
 *   the worker script's policy, not this one.)
 * - worker-src 'self': the module Web Worker (/assets/…) and the service worker (/sw.js).
 * - manifest-src 'self': /manifest.webmanifest.
 * - object-src 'none': no plugins.
 * - base-uri 'none': an injected <base> cannot redirect relative script URLs.
 * - form-action 'self': forms post only here (social login leaves by navigation, not a form).
 * - frame-ancestors 'none': no other page may frame this one (clickjacking).
 */
export function contentSecurityPolicy(nonce: string): string {
  if (!NONCE_SHAPE.test(nonce)) throw new Error('a CSP nonce must be base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers an HTML page with this nonce carries on top of those of every answer. */
export function htmlSecurityHeaders(nonce: string): Record<string, string> {
  return { [SecurityHeader.csp]: contentSecurityPolicy(nonce), [SecurityHeader.frameOptions]: 'DENY' };
}

/** Sent on every answer (server/http/error-handler.ts adds them to the framework's own errors). */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  [SecurityHeader.contentTypeOptions]: 'nosniff',
  [SecurityHeader.referrerPolicy]: 'same-origin',
};

/** The headers of every answer to this request: HSTS too when it came over HTTPS. */
export function everyAnswerHeaders(req: Pick<FastifyRequest, 'protocol'>): Record<string, string> {
  return req.protocol.toLowerCase() === 'https' ? { ...EVERY_ANSWER_HEADERS, [SecurityHeader.hsts]: HSTS_VALUE } : { ...EVERY_ANSWER_HEADERS };
}

/**
 * Headers for every routed answer, errors and not-found answers included. A route that sets a
 * referrer policy of its own keeps it (the link shim's redirect sends none: routes/linkshim.ts).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const headers = everyAnswerHeaders(req);
    if (reply.hasHeader(SecurityHeader.referrerPolicy)) delete headers[SecurityHeader.referrerPolicy];
    reply.headers(headers);
    return payload;
  });
}
