import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';

/**
 * Issue 11, what a person hit: an address the server does not know, typed by a person,
 * answered raw JSON. A navigation now gets the app shell with status 404 (the client's router
 * shows its not-found screen); API calls keep the JSON error body of 000 §8.
 */
let server: TestServer;
let client: Client;
const distDir = mkdtempSync(join(tmpdir(), 'lumen-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body><div id="root"></div></body></html>');
  server = await startServer({ distDir });
  client = (await registerUser(server, 'wanderer')).client;
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const navigation = { accept: BROWSER_ACCEPT, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const UNKNOWN = ['/push/web/nothing/', '/web/nothing/here/', '/api/v1/not/a/route/', '/graphql/other/', '/assets/gone-123.js'];

/**
 * A request made with node:http: fetch() sets `Sec-Fetch-Mode: cors` itself, whatever the
 * test asks, so it cannot stand for a browser's navigation.
 */
function send(method: string, path: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
        resolve(new Response(method === 'HEAD' ? null : Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: out }));
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const get = (path: string, headers: Record<string, string>) => send('GET', path, headers);

async function expectShell404(res: Response, path: string): Promise<void> {
  expect(res.status, path).toBe(404);
  expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
  const page = await res.text();
  expect(page, path).toContain('<div id="root"></div>');
  expect(page, path).toContain('window._sharedData=');
}

async function expectJson404(res: Response, what: string): Promise<void> {
  expect(res.status, what).toBe(404);
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect(await json(res), what).toEqual({ status: 'fail', message: expect.any(String), error_type: 'not_found' });
}

describe('unknown paths: the app\'s not-found page to a person, JSON to API calls', () => {
  it('answers a navigation to an unknown path with the app shell and status 404', async () => {
    for (const path of UNKNOWN) {
      await expectShell404(await get(path, navigation), path);
      // Without Sec-Fetch-* headers, an Accept that asks for HTML first is a navigation too.
      await expectShell404(await get(path, { accept: BROWSER_ACCEPT }), path);
    }
    const head = await send('HEAD', '/push/web/nothing/', navigation);
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('puts the viewer in the not-found page\'s bootstrap, like any page', async () => {
    const res = await get('/push/web/nothing/', { ...navigation, cookie: client.cookieHeader });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('"username":"wanderer"');
  });

  it('answers API calls to the same paths with the JSON error body', async () => {
    for (const path of UNKNOWN) {
      await expectJson404(await get(path, { accept: 'application/json' }), `${path} json`);
      await expectJson404(await get(path, { accept: 'text/html', 'sec-fetch-mode': 'cors' }), `${path} fetch`);
      await expectJson404(await get(path, { accept: '*/*' }), `${path} any`);
      await expectJson404(await get(path, { accept: BROWSER_ACCEPT, 'x-requested-with': 'XMLHttpRequest' }), `${path} xhr`);
    }
    await expectJson404(await client.post('/push/web/nothing/', {}, { headers: { accept: BROWSER_ACCEPT } }), 'POST');
  });

  it('still answers app routes with the shell and status 200', async () => {
    const res = await get('/accounts/edit/', navigation);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
