/**
 * The real server (server/app.ts buildServer) on the cached scale data, in this process, with
 * `demo` logged in through light-my-request (app.inject): a request goes the whole way through
 * Fastify (routing, hooks, session, CSRF, the handler, serialisation) without a socket, so its
 * time is the handler's and can be set beside a bare query of the same process.
 */
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';
import { buildServer } from '../../server/app';
import type { LumenServer } from '../../server/app';
import { Cookie, Header } from '../../sync/api/headers';
import { APP_DIST } from '../lib/app-server';
import { freePort } from '../lib/free-port';

export interface ScaleServer {
  app: LumenServer;
  /** GET as demo; resolves to the status and body (throws on a status other than 200). */
  get(url: string): Promise<string>;
  close(): Promise<void>;
}

const cookiesOf = (headers: Record<string, unknown>): Map<string, string> => {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return new Map(lines.map((l) => (l.split(';')[0] ?? '').split('=') as [string, string]));
};

/** Added (14b, 15b): the same server listening on a free port of 127.0.0.1 too, for a browser; answers its origin. */
export async function listenOnLoopback(server: ScaleServer): Promise<string> {
  const port = await freePort();
  await server.app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${port}`;
}

export async function startScaleServer(dataDir: string): Promise<ScaleServer> {
  const app = await buildServer({ dataDir, distDir: APP_DIST, seed: 'none', logger: false });
  await app.ready();
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const first = await app.inject({ method: 'GET', url: '/', headers: { accept: 'application/json' } });
  for (const [k, v] of cookiesOf(first.headers)) jar.set(k, v);
  const login = await app.inject({
    method: 'POST',
    url: '/accounts/login/ajax/',
    headers: { cookie: cookie(), [Header.csrf]: jar.get(Cookie.csrf) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: DEMO_USER, password: DEMO_PASSWORD }).toString(),
  });
  if (login.statusCode !== 200) throw new Error(`scale server: demo login answered ${login.statusCode} ${login.body.slice(0, 200)}`);
  for (const [k, v] of cookiesOf(login.headers)) jar.set(k, v);
  return {
    app,
    async get(url) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookie(), accept: 'application/json' } });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.body;
    },
    close: () => app.close(),
  };
}
