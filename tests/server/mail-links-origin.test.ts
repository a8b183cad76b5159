import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../sync/api/headers';
import { lastLink, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { TestServer } from './helpers';

// Issue 11 item 2: links in mail and SMS are built on the configured public origin
// (PUBLIC_URL, else the address the server listens on), never on the request's Host header:
// a reset asked for with `Host: evil.example` must not mail a link to evil.example.

const servers: TestServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const s of servers.splice(0)) await s.close();
});

async function serverWith(publicUrl?: string): Promise<TestServer> {
  vi.stubEnv('PUBLIC_URL', '');
  const { server } = await startEntryServer(publicUrl === undefined ? {} : { publicUrl });
  servers.push(server);
  await makeUser(server, 'hosted', { email: 'hosted@example.test' });
  return server;
}

/** POST over node:http with a forged Host (fetch does not let a caller set it). */
async function postWithHost(server: TestServer, path: string, form: Record<string, string>, headers: Record<string, string>): Promise<number> {
  const client = await visitor(server);
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      {
        method: 'POST',
        headers: {
          cookie: client.cookieHeader,
          [Header.csrf]: client.csrfToken ?? '',
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(new URLSearchParams(form).toString());
  });
}

const askReset = (server: TestServer, headers: Record<string, string>) =>
  postWithHost(server, '/accounts/send_account_recovery_email_ajax/', { query: 'hosted' }, headers);

describe('links in mail (issue 11 item 2)', () => {
  it('are on PUBLIC_URL whatever Host the request names', async () => {
    const server = await serverWith('https://lumen.example/');
    expect(await askReset(server, { host: 'evil.example' })).toBe(200);
    const link = await lastLink(server, 'hosted@example.test');
    expect(link.origin).toBe('https://lumen.example');
    expect(link.pathname).toBe('/accounts/password/reset/confirm/');
    expect(link.searchParams.get('token')).toMatch(/.{16,}/);
  });

  it('default to the address the server listens on, not the Host header', async () => {
    const server = await serverWith();
    const port = new URL(server.url).port;
    expect(await askReset(server, { host: 'evil.example' })).toBe(200);
    expect((await lastLink(server, 'hosted@example.test')).origin).toBe(`http://localhost:${port}`);
  });

  it('ignore forwarded host and protocol headers too', async () => {
    const server = await serverWith();
    const port = new URL(server.url).port;
    expect(await askReset(server, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(200);
    expect((await lastLink(server, 'hosted@example.test')).origin).toBe(`http://localhost:${port}`);
  });
});
