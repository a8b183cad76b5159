/**
 * The request conventions of 000 §7, as pure functions of the request and the session:
 * which headers go on a request, what its body is, and what a response's headers change.
 */
import { Header } from '../api/headers';
import { isSameOrigin } from './safe-url';
import type { SessionConfig, TransportRequest } from './types';

/** 000 §5: the CSRF token is not sent with these methods. */
const CSRF_EXEMPT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Ours to choose: the key version assumed when a response sets a key without a version. */
export const DEFAULT_ENC_KEY_VERSION = '10';

export function buildUrl(origin: string, req: TransportRequest): URL {
  const url = new URL(req.path, origin);
  for (const [key, value] of Object.entries(req.query ?? {})) url.searchParams.set(key, value);
  return url;
}

/** 000 §5 and §7: CSRF only on same-origin requests whose method is not GET/HEAD/OPTIONS/TRACE. */
export function needsCsrf(method: string, url: URL, origin: string): boolean {
  return !CSRF_EXEMPT_METHODS.has(method.toUpperCase()) && isSameOrigin(url, origin);
}

export function buildHeaders(req: TransportRequest, url: URL, origin: string, session: SessionConfig): Headers {
  const headers = new Headers();
  headers.set(Header.requestedWith, 'XMLHttpRequest');
  headers.set(Header.appId, session.appId);
  headers.set(Header.wwwClaim, session.wwwClaim);
  if (req.method !== 'GET') headers.set(Header.rolloutHash, session.rolloutHash);
  if (needsCsrf(req.method, url, origin)) headers.set(Header.csrf, session.csrfToken);
  if (session.consentPending && session.mid !== '') headers.set(Header.mid, session.mid);
  if (req.mutationId !== undefined) headers.set(Header.mutationId, req.mutationId);
  if (req.method !== 'GET') headers.set('Content-Type', req.json === undefined ? 'application/x-www-form-urlencoded' : 'application/json');
  return headers;
}

/** Form-encoded body; 000 §7: hl is appended to POSTs when the page url has one. */
export function buildBody(req: TransportRequest, session: SessionConfig): URLSearchParams | string | undefined {
  if (req.method === 'GET') return undefined;
  if (req.json !== undefined) return JSON.stringify(req.json);
  const body = new URLSearchParams(req.form ?? {});
  if (req.method === 'POST' && session.hl !== null && session.hl !== '' && !body.has('hl')) {
    body.set('hl', session.hl);
  }
  return body;
}

/**
 * 000 §7: the www-claim response header updates the claim; the password-encryption key
 * headers update the stored keys. Answers only what changed (empty when nothing did).
 */
export function sessionPatchFromHeaders(headers: Headers, session: SessionConfig): Partial<SessionConfig> {
  const patch: Partial<SessionConfig> = {};
  const claim = headers.get(Header.setWwwClaim);
  if (claim !== null && claim !== '' && claim !== session.wwwClaim) patch.wwwClaim = claim;

  const keyId = headers.get(Header.encKeyId);
  const publicKey = headers.get(Header.encPubKey);
  if (keyId !== null && keyId !== '' && publicKey !== null && publicKey !== '') {
    const version = headers.get(Header.encKeyVersion) ?? session.encryption?.version ?? DEFAULT_ENC_KEY_VERSION;
    const current = session.encryption;
    if (current?.keyId !== keyId || current.publicKey !== publicKey || current.version !== version) {
      patch.encryption = { keyId, publicKey, version };
    }
  }
  return patch;
}
