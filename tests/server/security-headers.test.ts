import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

// Issue 11 item 5: security headers, through real HTTP on the real server.
let server: TestServer;
const distDir = mkdtempSync(join(tmpdir(), 'lumen-dist-'));
beforeAll(async () => {
  // Shaped like a Vite build: a module script in the head besides the bootstrap marker.
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><!--app-bootstrap--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  vi.stubEnv('TRUST_PROXY', '');
  server = await startServer({ distDir });
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

/** The CSP's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map((policy ?? '').split(';').map((d) => {
    const [name = '', ...values] = d.trim().split(/\s+/);
    return [name, values];
  }));
}

function expectEveryAnswerHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers (issue 11 item 5)', () => {
  it('an HTML page carries a nonce CSP, frame protection, nosniff and Referrer-Policy, and no HSTS over http', async () => {
    const client = new Client(server.url);
    for (const path of ['/', '/accounts/login/', '/p/abc123/', '/accounts/password/reset/confirm/?uidb36=1&token=t']) {
      const res = await client.get(path, html);
      expect(res.status).toBe(200);
      expectEveryAnswerHeaders(res);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice("'nonce-".length, -1));
      expect(nonces).toHaveLength(1);

      // The nonce in the policy is the one on every script of the page, and the bootstrap's.
      const page = await res.text();
      const tags = page.match(/<script\b[^>]*>/g) ?? [];
      expect(tags).toHaveLength(2);
      for (const tag of tags) expect(/\snonce="([^"]*)"/.exec(tag)?.[1]).toBe(nonces[0]);
      expect(page).toContain(`"nonce":"${nonces[0]}"`);
    }
  });

  it('each page gets a fresh nonce', async () => {
    const client = new Client(server.url);
    const policies = await Promise.all([1, 2, 3].map(async () => (await client.get('/', html)).headers.get('content-security-policy')));
    expect(new Set(policies).size).toBe(3);
  });

  it('JSON answers, errors included, carry nosniff and Referrer-Policy', async () => {
    const { client } = await registerUser(server, 'headers.user');
    const ok = await client.get('/api/v1/igtv/drafts/');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
    expectEveryAnswerHeaders(ok);

    const bad = await client.get('/graphql/query/?query_hash=nope');
    expect(bad.status).toBe(400);
    expectEveryAnswerHeaders(bad);

    const framework = await fetch(`${server.url}/%ff`);
    expect(framework.status).toBe(400);
    expectEveryAnswerHeaders(framework);
  });

  it("the HTTP parser's own refusals carry nosniff and Referrer-Policy too", async () => {
    const { hostname, port } = new URL(server.url);
    const head = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(Number(port), hostname, () => socket.end('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? ''));
    });
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(head.toLowerCase()).toContain('\r\nreferrer-policy: same-origin\r\n');
  });

  it('built files carry nosniff and Referrer-Policy; the worker scripts carry no page policy', async () => {
    for (const path of ['/sw.js', '/assets/index-abc123.js']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expectEveryAnswerHeaders(res);
      // A worker's policy is its own script's: a page CSP here would cut the worker's fetches.
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('a client claiming HTTPS through X-Forwarded-Proto gets no HSTS unless its proxy is trusted', async () => {
    const res = await fetch(`${server.url}/`, { headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('behind a trusted TLS proxy, every answer carries HSTS', async () => {
    const proxied = await startServer({ distDir, trustProxy: ['loopback'] });
    try {
      for (const [path, headers] of [['/', html], ['/graphql/query/', {}]] as const) {
        const res = await fetch(`${proxied.url}${path}`, { headers: { ...headers, 'x-forwarded-proto': 'https' } });
        expect([path, res.status, res.headers.get('strict-transport-security')]).toEqual([path, res.status, 'max-age=31536000; includeSubDomains']);
      }
      expect((await fetch(`${proxied.url}/`, { headers: html })).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
