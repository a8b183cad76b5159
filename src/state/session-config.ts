/**
 * The SessionConfig the transport needs (000 §7 request conventions), from the bootstrap, the
 * cookies and the page url. The CSRF token comes from the csrftoken cookie first (the server
 * rotates it), else the bootstrap. The viewer is the bootstrap's (a fresh page's, or the last
 * one seen when the page came from the cache): null when logged out or none was ever seen.
 */
import type { Bootstrap } from '../../sync/api/bootstrap';
import { Cookie, WEB_APP_ID } from '../../sync/api/headers';
import type { SessionConfig } from '../../sync/transport/types';

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function buildSession(bootstrap: Bootstrap | null, cookies: string, href: string): SessionConfig {
  const enc = bootstrap?.encryption;
  return {
    csrfToken: readCookie(cookies, Cookie.csrf) ?? bootstrap?.csrf_token ?? '',
    rolloutHash: bootstrap?.rollout_hash ?? '',
    appId: WEB_APP_ID,
    wwwClaim: '0',
    mid: readCookie(cookies, Cookie.mid) ?? bootstrap?.device_id ?? '',
    consentPending: bootstrap?.consent_required ?? false,
    hl: new URL(href).searchParams.get('hl'),
    encryption: enc && enc.public_key ? { keyId: enc.key_id, publicKey: enc.public_key, version: enc.version } : null,
    viewerId: bootstrap?.viewerId ?? null,
  };
}
