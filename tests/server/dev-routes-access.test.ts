import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server/app';
import type { LumenServer } from '../../server/app';

// Issue 11 item 1: the development mailbox (/dev/outbox, /dev/outbox.json) holds reset links
// and login codes of every account. It is off unless DEV_ROUTES asks for it, and even then it
// answers only requests that come from this machine (the socket's address, never a forwarded
// header), not through a proxy, and name it (a loopback Host, so a DNS-rebinding page cannot
// read it either). The unit table of the decision is server/dev/dev-access.test.ts.

const running: { app: LumenServer; dataDir: string }[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const { app, dataDir } of running.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** A server as `npm start` builds it (no test defaults), listening on `host`. */
async function start(host: string, devRoutes?: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-dev-'));
  const app = await buildServer({
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    seed: 'none',
    seedMedia: false,
    ...(devRoutes === undefined ? {} : { entry: { devRoutes } }),
  });
  running.push({ app, dataDir });
  await app.listen({ port: 0, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** GET over node:http, so that the Host header is the test's to choose. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const notFoundBody = { status: 'fail', message: expect.any(String), error_type: 'not_found' };

/** An address of this machine that is not loopback (a request to it comes from it too). */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

describe('development routes (issue 11 item 1)', () => {
  it('are off by default, whatever NODE_ENV says: 404 in the error shape', async () => {
    vi.stubEnv('DEV_ROUTES', '');
    vi.stubEnv('NODE_ENV', 'development');
    const port = await start('127.0.0.1');
    for (const path of ['/dev/outbox.json', '/dev/outbox']) {
      const res = await get(`http://127.0.0.1:${port}${path}`, { accept: 'application/json' });
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toEqual(notFoundBody);
    }
  });

  it('DEV_ROUTES=1 turns them on for requests from this machine', async () => {
    vi.stubEnv('DEV_ROUTES', '1');
    const port = await start('127.0.0.1');
    const res = await get(`http://127.0.0.1:${port}/dev/outbox.json`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok', messages: [] });
    expect((await get(`http://localhost:${port}/dev/outbox`, { accept: 'text/html' })).status).toBe(200);
  });

  it('refuses a loopback connection that names another host (DNS rebinding)', async () => {
    const port = await start('127.0.0.1', true);
    const res = await get(`http://127.0.0.1:${port}/dev/outbox.json`, { host: `evil.example:${port}` });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(notFoundBody);
  });

  it('refuses a request that came through a proxy (a forwarding header), though the proxy is local', async () => {
    const port = await start('127.0.0.1', true);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await get(`http://127.0.0.1:${port}/dev/outbox.json`, { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' });
      expect(res.status, header).toBe(404);
    }
  });

  it.skipIf(external === undefined)('refuses requests from another address, even when on', async () => {
    const port = await start('0.0.0.0', true);
    const res = await get(`http://${external}:${port}/dev/outbox.json`, { 'x-forwarded-for': '127.0.0.1' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(notFoundBody);
    expect((await get(`http://127.0.0.1:${port}/dev/outbox.json`)).status).toBe(200);
  });
});
