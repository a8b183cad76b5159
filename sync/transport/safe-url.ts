/**
 * 000 §5: "A url is safe if it is relative or http(s) to the same host or the help host."
 * Resolving against the origin makes every relative url same-host, and exposes tricks such
 * as '//evil.test', '/\evil.test' or 'javascript:' for what they are.
 */
export function isSafeUrl(url: string, origin: string, helpHost = defaultHelpHost(origin)): boolean {
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return false;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return false;
  const host = new URL(origin).hostname;
  return resolved.hostname === host || resolved.hostname === helpHost;
}

/** Ours to choose (the spec names no host): the help host is `help.` + the site's domain. */
export function defaultHelpHost(origin: string): string {
  return `help.${new URL(origin).hostname.replace(/^www\./, '')}`;
}

/** True when `url` (absolute) has the same origin as `origin`. */
export function isSameOrigin(url: URL, origin: string): boolean {
  return url.origin === new URL(origin).origin;
}
