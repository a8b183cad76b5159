/**
 * 000 §5: "Passwords and access tokens in referrer URLs are replaced by a sanitized marker
 * before logging." The marker's text is not shown; ours is SANITIZED_MARKER. Which parameter
 * names count as secrets is ours too: any name containing one of SECRET_PARTS.
 */
export const SANITIZED_MARKER = '__sanitized__';

const SECRET_PARTS = ['password', 'passwd', 'pwd', 'token', 'nonce', 'secret'] as const;
/** Query names that are secrets only whole (an OAuth code, a signature), not inside `status_code`. */
const SECRET_NAMES = new Set(['code', 'sig', 'signature', 'pass', 'key']);
/** Keys of logged values that hold URLs (referrer and the like). */
const URL_KEYS = new Set(['ref', 'referrer', 'referer', 'url', 'href', 'request_url', 'from', 'to', 'path']);

const hasSecretPart = (name: string): boolean => {
  const n = name.toLowerCase();
  return SECRET_PARTS.some((part) => n.includes(part));
};
const isSecretParam = (name: string): boolean => hasSecretPart(name) || SECRET_NAMES.has(name.toLowerCase());

/** One URL (absolute or relative): the values of secret query and fragment parameters replaced. */
export function sanitizeUrl(raw: string): string {
  const scrub = (params: string): string =>
    params
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        let name = pair.slice(0, eq);
        try {
          name = decodeURIComponent(name.replace(/\+/g, ' '));
        } catch {
          // keep it raw
        }
        return isSecretParam(name) ? `${pair.slice(0, eq)}=${SANITIZED_MARKER}` : pair;
      })
      .join('&');
  const hashAt = raw.indexOf('#');
  const beforeHash = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const hash = hashAt < 0 ? null : raw.slice(hashAt + 1);
  const q = beforeHash.indexOf('?');
  const base = q < 0 ? beforeHash : `${beforeHash.slice(0, q)}?${scrub(beforeHash.slice(q + 1))}`;
  return hash === null ? base : `${base}#${hash.includes('=') ? scrub(hash) : hash}`;
}

/** Every logged value: URL-like ones sanitized, secret-named ones replaced outright. */
export function sanitizeExtra<T extends Record<string, string | number | boolean | null>>(extra: T): T {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(extra)) {
    if (hasSecretPart(key)) out[key] = SANITIZED_MARKER;
    else if (typeof value === 'string' && (URL_KEYS.has(key.toLowerCase()) || /^(?:https?:\/\/|\/)[^\s]*[?#]/.test(value))) out[key] = sanitizeUrl(value);
    else out[key] = value;
  }
  return out as T;
}
