import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OAuth 2.0 provider for tests (server tests and browser tests): an in-process HTTP
 * server with
 * - GET  /authorize?client_id&redirect_uri&state&scope&response_type&locale → a page with a
 *   "Continue as <name>" link per profile and a "Cancel" link;
 * - GET  /authorize/approve?profile&client_id&redirect_uri&state → 302 to
 *   redirect_uri?code=&state= (a code is used once, for that client and redirect_uri);
 * - POST /token (form or JSON: grant_type=authorization_code, code, redirect_uri, client_id,
 *   client_secret) → {access_token, token_type, expires_in}, or 400 invalid_grant / 401
 *   invalid_client;
 * - GET  /me (Authorization: Bearer, or ?access_token=) → {id, name, email, mobile_phone,
 *   picture: {data: {url, is_silhouette}}}, or 401 (a graph-style profile: facebook);
 * - GET  /userinfo (the same tokens) → {sub, name, email, email_verified, picture} (OpenID
 *   Connect userinfo, as Google answers), or 401.
 * Start it, pass `provider.config` as buildServer's entry.oauth (or the OAUTH_* env), and/or
 * `googleAt(provider.url, clientId, clientSecret)` as entry.google (or GOOGLE_OAUTH_URL,
 * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET): one provider can play both.
 */
export interface OAuthTestProfile {
  id: string;
  name: string;
  email?: string;
  mobile_phone?: string;
  picture?: { url: string; is_silhouette: boolean };
  /** OpenID Connect email_verified (default true when there is an email). */
  email_verified?: boolean;
}

export interface OAuthTestProvider {
  url: string;
  config: { providerUrl: string; clientId: string; clientSecret: string };
  profiles: Map<string, OAuthTestProfile>;
  /** A code as /authorize/approve would hand out. */
  issueCode(profileId: string, redirectUri: string): string;
  /** An access token for the profile, as /token would hand out. */
  issueToken(profileId: string): string;
  /** While true every endpoint answers 500. */
  outage: boolean;
  /** While true the profile endpoints answer 403 (the provider refuses this app). */
  forbidden: boolean;
  close(): Promise<void>;
}

export const DEFAULT_TEST_PROFILES: OAuthTestProfile[] = [
  { id: '1000001', name: 'Sofia Social', email: 'sofia.social@example.test', picture: { url: 'https://example.test/sofia.jpg', is_silhouette: false } },
  { id: '1000002', name: 'Nils Noemail' },
];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(text || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startOAuthProvider(
  opts: { clientId?: string; clientSecret?: string; profiles?: OAuthTestProfile[]; host?: string } = {},
): Promise<OAuthTestProvider> {
  const clientId = opts.clientId ?? 'lumen-test-client';
  const clientSecret = opts.clientSecret ?? 'lumen-test-secret';
  const profiles = new Map((opts.profiles ?? DEFAULT_TEST_PROFILES).map((p) => [p.id, p]));
  const codes = new Map<string, { profileId: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const token = () => randomBytes(16).toString('hex');

  const provider: OAuthTestProvider = {
    url: '',
    config: { providerUrl: '', clientId, clientSecret },
    profiles,
    outage: false,
    forbidden: false,
    issueCode(profileId, redirectUri) {
      const code = token();
      codes.set(code, { profileId, redirectUri });
      return code;
    },
    issueToken(profileId) {
      const t = token();
      tokens.set(t, profileId);
      return t;
    },
    close: async () => {},
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://provider.test');
    const q = url.searchParams;
    if (provider.outage) return sendJson(res, 500, { error: 'server_error' });
    if (req.method === 'GET' && url.pathname === '/authorize') {
      if (q.get('client_id') !== clientId) return sendJson(res, 400, { error: 'invalid_client' });
      const keep = ['client_id', 'redirect_uri', 'state'].map((k) => `${k}=${encodeURIComponent(q.get(k) ?? '')}`).join('&');
      const items = [...profiles.values()]
        .map((p) => `<li><a href="/authorize/approve?profile=${encodeURIComponent(p.id)}&amp;${keep.replace(/&/g, '&amp;')}">Continue as ${escapeHtml(p.name)}</a></li>`)
        .join('');
      const cancel = `${q.get('redirect_uri') ?? '/'}?error=access_denied&state=${encodeURIComponent(q.get('state') ?? '')}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>TestBook login</title><h1>Log in with TestBook</h1><ul>${items}</ul><a href="${escapeHtml(cancel)}">Cancel</a>`);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/authorize/approve') {
      const profileId = q.get('profile') ?? '';
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== clientId || !profiles.has(profileId) || !/^https?:\/\//.test(redirectUri)) {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
      const target = new URL(redirectUri);
      target.searchParams.set('code', provider.issueCode(profileId, redirectUri));
      target.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const body = await readBody(req);
      if (body['client_id'] !== clientId || body['client_secret'] !== clientSecret) return sendJson(res, 401, { error: 'invalid_client' });
      const grant = codes.get(body['code'] ?? '');
      codes.delete(body['code'] ?? '');
      if (body['grant_type'] !== 'authorization_code' || !grant || grant.redirectUri !== body['redirect_uri']) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      return sendJson(res, 200, { access_token: provider.issueToken(grant.profileId), token_type: 'bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && (url.pathname === '/me' || url.pathname === '/userinfo')) {
      if (provider.forbidden) return sendJson(res, 403, { error: 'access_denied' });
      const auth = req.headers.authorization ?? '';
      const t = auth.startsWith('Bearer ') ? auth.slice(7) : (q.get('access_token') ?? '');
      const profile = profiles.get(tokens.get(t) ?? '');
      if (!profile) return sendJson(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } });
      if (url.pathname === '/userinfo') {
        return sendJson(res, 200, {
          sub: profile.id,
          name: profile.name,
          ...(profile.email ? { email: profile.email, email_verified: profile.email_verified ?? true } : {}),
          ...(profile.picture && !profile.picture.is_silhouette ? { picture: profile.picture.url } : {}),
        });
      }
      return sendJson(res, 200, {
        id: profile.id,
        name: profile.name,
        ...(profile.email ? { email: profile.email } : {}),
        ...(profile.mobile_phone ? { mobile_phone: profile.mobile_phone } : {}),
        picture: { data: profile.picture ?? { url: 'https://example.test/silhouette.png', is_silhouette: true } },
      });
    }
    sendJson(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider.url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  provider.config.providerUrl = provider.url;
  provider.close = () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  return provider;
}
