/**
 * Keeps secrets out of the request log (000 §5 "Passwords and access tokens in referrer
 * URLs are replaced by a sanitized marker before logging"): mailed links carry tokens and
 * nonces in their query strings, so the logged URL has those values replaced.
 */
const SECRET_PARAMS = /^(?:token|nonce|login_nonce|code|access_token|accessToken|fb_access_token|password|enc_password|gdpr_s|uid|sms_code)$/;

export const REDACTED = '[redacted]';

export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's request log line, with the URL sanitised. */
export function logRequest(req: { method: string; url: string; host?: string; ip?: string }): Record<string, unknown> {
  return { method: req.method, url: sanitizeUrl(req.url), host: req.host, remoteAddress: req.ip };
}
