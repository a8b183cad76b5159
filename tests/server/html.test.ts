import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../sync/api/bootstrap';
import { Header } from '../../sync/api/headers';
import { AuthFlowPaths, Paths } from '../../src/routes';
import { Client, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let noDist: TestServer;
const distDir = mkdtempSync(join(tmpdir(), 'lumen-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"Lumen"}');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startServer({ distDir });
  noDist = await startServer();
});
afterAll(async () => {
  await server.close();
  await noDist.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

function bootstrapOf(page: string): Bootstrap {
  const script = /<script[^>]*>(window\._sharedData=.*?)<\/script>/s.exec(page)?.[1];
  if (!script) throw new Error('no bootstrap');
  const window: { _sharedData?: Bootstrap } = {};
  runInNewContext(script, { window });
  if (!window._sharedData) throw new Error('bootstrap not set');
  return window._sharedData;
}

describe('app routes and the page bootstrap (000 §3)', () => {
  it('answers app routes with index.html and a logged-out bootstrap', async () => {
    const client = new Client(server.url);
    for (const path of ['/', '/accounts/login/', '/p/abc123/', '/maya.chen/', '/tv/drafts', '/tv/drafts/', '/tv/upload/']) {
      const res = await client.get(path, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const page = await res.text();
      expect(page).not.toContain('<!--app-bootstrap-->');
      const boot = bootstrapOf(page);
      expect(boot.viewer).toBeNull();
      expect(boot.viewerId).toBeNull();
      expect(boot.csrf_token).toBe(client.csrfToken);
      expect(boot.encryption.public_key).toBe(res.headers.get(Header.encPubKey));
    }
  });

  it("answers every page of the app's route tables (src/routes.ts) with the app shell, not an API 404", async () => {
    const client = new Client(server.url);
    const pages = [...Object.values(Paths), ...Object.values(AuthFlowPaths)].filter((p) => !/[:*]/.test(p));
    expect(pages).toContain('/push/web/settings/');
    for (const path of pages) {
      const res = await client.get(path, html);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('puts the viewer in the bootstrap when logged in, escaped so it cannot break out', async () => {
    const { client } = await registerUser(server, 'html.user');
    const res = await client.get('/', html);
    const page = await res.text();
    const boot = bootstrapOf(page);
    expect(boot.viewer?.username).toBe('html.user');
    expect(boot.viewerId).toBe(boot.viewer?.id);
    expect(Object.keys(boot.entry_data)).toEqual(['FeedPage']);
    const script = /<script[^>]*>(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(script.slice(1)).not.toContain('<');
  });

  it('serves dist files: sw.js no-cache, /assets immutable', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/manifest.webmanifest`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/missing.js`, { headers: html })).status).toBe(404);
  });

  it('does not answer API paths or non-HTML requests with the app shell', async () => {
    const api = await fetch(`${server.url}/web/likes/1/like/`, { headers: html });
    expect(api.status).toBe(404);
    expect((await json(api))['error_type']).toBe('not_found');
    const jsonReq = await fetch(`${server.url}/some/page/`, { headers: { accept: 'application/json' } });
    expect(jsonReq.status).toBe(404);
    // A plain fetch (a service worker precaching /index.html) gets the shell.
    const precache = await fetch(`${server.url}/index.html`, { headers: { accept: '*/*' } });
    expect(precache.status).toBe(200);
    expect(await precache.text()).toContain('<div id="root">');
  });

  it('answers /index.html, the service worker\'s offline fallback, with no bootstrap: not even a logged-in viewer\'s, its scripts under the CSP nonce', async () => {
    const { client } = await registerUser(server, 'html.bare');
    for (const c of [new Client(server.url), client]) {
      const res = await c.get('/index.html', { accept: '*/*' });
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).not.toContain('_sharedData');
      expect(page).not.toContain('<!--app-bootstrap-->');
      expect(page).not.toContain('html.bare');
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
    }
  });

  it('answers 503 "Run npm run build first" without a build', async () => {
    const res = await fetch(`${noDist.url}/`, { headers: html });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Run npm run build first');
  });
});
