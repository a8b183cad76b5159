import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cookie } from '../../sync/api/headers';
import type { BuildServerOptions } from '../../server/app';
import { makeUser, PASSWORD, startEntryServer } from './entry-helpers';
import { Client } from './helpers';
import type { TestServer } from './helpers';

// Issue 11 item 6: cookies are Secure when the request is HTTPS (a TLS proxy's
// X-Forwarded-Proto counts only with TRUST_PROXY on) or when PUBLIC_URL is https. Forwarded
// headers are not trusted by default: not for the protocol, not for the client's address.

const servers: TestServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const s of servers.splice(0)) await s.close();
});

async function serverWith(opts: Partial<BuildServerOptions>): Promise<TestServer> {
  vi.stubEnv('PUBLIC_URL', '');
  vi.stubEnv('TRUST_PROXY', '');
  const { server } = await startEntryServer({ ...opts, entry: { limits: { contactChecksPerIp: { max: 2, windowMs: 60_000 } } } });
  servers.push(server);
  await makeUser(server, 'secured');
  return server;
}

/** Every Set-Cookie of a first visit, a login and a logout, sent with these headers. */
async function cookiesOf(server: TestServer, headers: Record<string, string>): Promise<string[]> {
  const client = new Client(server.url);
  const first = await client.get('/', { accept: 'application/json', ...headers });
  const login = await client.post('/accounts/login/ajax/', { username: 'secured', password: PASSWORD }, { headers });
  expect(login.status).toBe(200);
  const logout = await client.post('/accounts/logout/ajax/', {}, { headers });
  expect(logout.status).toBe(200);
  return [first, login, logout].flatMap((res) => res.headers.getSetCookie());
}

const names = (lines: string[]) => [...new Set(lines.map((l) => l.slice(0, l.indexOf('='))))].sort();
const secure = (line: string) => /;\s*Secure/i.test(line);
const httpsProxy = { 'x-forwarded-proto': 'https' };

/** Contact checks from one socket address naming three client addresses (the budget is 2). */
async function checksFromThreeAddresses(server: TestServer): Promise<number[]> {
  const statuses: number[] = [];
  for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const res = await fetch(`${server.url}/accounts/is_contact_taken/?check_email=x@example.test`, { headers: { 'x-forwarded-for': ip } });
    statuses.push(res.status);
  }
  return statuses;
}

describe('Secure cookies and TRUST_PROXY (issue 11 item 6)', () => {
  it('by default, X-Forwarded-Proto: https is not trusted: no cookie is Secure', async () => {
    const server = await serverWith({});
    const lines = await cookiesOf(server, httpsProxy);
    expect(names(lines)).toEqual([Cookie.csrf, Cookie.userId, Cookie.mid, Cookie.session].sort());
    expect(lines.filter(secure)).toEqual([]);
  });

  it('by default, X-Forwarded-For does not name the client: one address, one budget', async () => {
    const server = await serverWith({});
    expect(await checksFromThreeAddresses(server)).toEqual([200, 200, 429]);
  });

  it('with TRUST_PROXY on, X-Forwarded-Proto: https makes every cookie Secure', async () => {
    const server = await serverWith({ trustProxy: ['loopback'] });
    const lines = await cookiesOf(server, httpsProxy);
    expect(names(lines)).toEqual([Cookie.csrf, Cookie.userId, Cookie.mid, Cookie.session].sort());
    expect(lines.filter((l) => !secure(l))).toEqual([]);
    // Plain http through the same proxy stays without Secure (the cookie would be lost).
    expect((await cookiesOf(server, { 'x-forwarded-proto': 'http' })).filter(secure)).toEqual([]);
  });

  it('with TRUST_PROXY on, X-Forwarded-For names the client', async () => {
    const server = await serverWith({ trustProxy: ['loopback'] });
    expect(await checksFromThreeAddresses(server)).toEqual([200, 200, 200]);
  });

  it('with PUBLIC_URL on https, every cookie is Secure', async () => {
    const server = await serverWith({ publicUrl: 'https://lumen.example' });
    const lines = await cookiesOf(server, {});
    expect(names(lines)).toEqual([Cookie.csrf, Cookie.userId, Cookie.mid, Cookie.session].sort());
    expect(lines.filter((l) => !secure(l))).toEqual([]);
  });

  it('reads TRUST_PROXY from the environment', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    const { server } = await startEntryServer({});
    servers.push(server);
    const res = await fetch(`${server.url}/`, { headers: { accept: 'application/json', ...httpsProxy } });
    expect(res.headers.getSetCookie().every(secure)).toBe(true);
  });
});
