import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, startServer } from './helpers';
import type { TestServer } from './helpers';

// Issue 14: the logging endpoints of 000 §7 and /client_error/, over real HTTP and SQLite.

let server: TestServer;
let off: TestServer;
beforeAll(async () => {
  server = await startServer({ entry: { devRoutes: true }, analytics: { caps: { batches: { max: 5, windowMs: 60_000 }, errors: { max: 2, windowMs: 60_000 } } } });
  off = await startServer({ entry: { devRoutes: false } });
});
afterAll(async () => {
  await server.close();
  await off.close();
});

const event = (id: string, name = 'page_view', extra: Record<string, unknown> = { path: '/' }) => ({ id, name, time: 1_700_000_000_000, extra, session_id: 's1', seq: 1 });
const graphForm = (data: unknown[]) => ({
  access_token: '936619743392459|web',
  message: JSON.stringify({ app_uid: '', app_id: '936619743392459', app_ver: 'x', data, log_type: 'client_event', seq: 1, session_id: 's1', device_id: 'd' }),
});
const errorReport = (over: Record<string, unknown> = {}) => ({
  line: 3, column: 9, name: 'TypeError', message: 'x is undefined', script: '/assets/a.js', stack: 'at a', timestamp: 1, ref: '/',
  deployment_stage: 'prod', is_canary: false, rollout_hash: 'r', is_prerelease: false, bundle_variant: 'es2022', request_url: '', response_status_code: 0, ...over,
});
const failShape = { status: 'fail', message: expect.any(String), error_type: expect.any(String) };

async function devJson(s: TestServer) {
  const res = await fetch(`${s.url}/dev/analytics.json`);
  return { status: res.status, body: (await res.json()) as { counts: { name: string; count: number }[]; recent: { name: string; deviceId: string; channel: string }[]; errors: { message: string; script: string; count: number }[] } };
}

describe('the logging endpoints (000 §7 Analytics)', () => {
  it('store the events of each channel once, with the device id of the mid cookie', async () => {
    const c = await new Client(server.url).visit();
    const mid = c.cookies.get('mid');
    expect((await c.post('/logging_client_events', graphForm([event('g1'), event('g2', 'like_tap')]))).status).toBe(200);
    expect(await json(await c.post('/ajax/bz', { q: JSON.stringify([event('b1', 'qe_exposure', { experiment: 'x' })]), ts: 1 }))).toMatchObject({ status: 'ok', added: 1 });
    expect((await c.post('/logging/falco', { q: JSON.stringify([event('f1', 'feed_load', { duration_ms: 120, sample_rate: 10000 })]), ts: 1 })).status).toBe(200);
    // Sent again (the client did not hear the answer): kept once.
    expect(await json(await c.post('/logging_client_events', graphForm([event('g1')])))).toMatchObject({ added: 0 });
    const { body } = await devJson(server);
    expect(body.recent.filter((e) => e.deviceId === mid).map((e) => `${e.channel}:${e.name}`).sort()).toEqual(['bz:qe_exposure', 'falco:feed_load', 'graph:like_tap', 'graph:page_view']);
  });

  it('refuse malformed batches with 400 in the error shape', async () => {
    const c = await new Client(server.url).visit();
    const bad: [string, Record<string, unknown>][] = [
      ['/logging_client_events', { access_token: 'x', message: '{not json' }],
      ['/logging_client_events', graphForm([])],
      ['/logging_client_events', graphForm([{ ...event('x'), name: 'bad name!' }])],
      ['/ajax/bz', { q: JSON.stringify([{ ...event('y'), extra: { nested: { a: 1 } } }]) }],
      ['/ajax/bz', { q: JSON.stringify(Array.from({ length: 101 }, (_, i) => event(`n${i}`))) }],
      ['/logging/falco', {}],
      ['/logging/falco', { q: JSON.stringify({ not: 'a list' }) }],
    ];
    for (const [path, body] of bad) {
      const res = await c.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(await res.json()).toEqual({ ...failShape, error_type: 'bad_request' });
    }
    const res = await c.post('/client_error/', errorReport({ line: 'three' }), { json: true });
    expect(res.status).toBe(400);
  });

  it('cap each device per minute: 429 with Retry-After', async () => {
    const c = await new Client(server.url).visit();
    for (let i = 0; i < 5; i += 1) expect((await c.post('/ajax/bz', { q: JSON.stringify([event(`cap${i}`)]) })).status).toBe(200);
    const res = await c.post('/ajax/bz', { q: JSON.stringify([event('cap-over')]) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ ...failShape, error_type: 'rate_limited' });
    // Another device is not held back.
    const other = await new Client(server.url).visit();
    expect((await other.post('/ajax/bz', { q: JSON.stringify([event('other')]) })).status).toBe(200);
  });

  it('take beacons without a CSRF token from the site itself (204), never from another site', async () => {
    const c = await new Client(server.url).visit();
    const body = graphForm([event('beacon1')]);
    const same = await c.post('/logging_client_events/beacon', body, { csrf: null, headers: { origin: server.url } });
    expect(same.status).toBe(204);
    const cross = await c.post('/logging_client_events/beacon', body, { csrf: null, headers: { origin: 'https://evil.test' } });
    expect(cross.status).toBe(403);
    const unstated = await c.post('/ajax/bz/beacon', { q: JSON.stringify([event('beacon2')]) }, { csrf: null });
    expect(unstated.status).toBe(403);
    // The plain endpoints still need the token.
    expect((await c.post('/ajax/bz', { q: JSON.stringify([event('beacon3')]) }, { csrf: null, headers: { origin: server.url } })).status).toBe(403);
  });

  it('take a beacon only as the site’s own page sends it: its Origin, Sec-Fetch-Site same-origin when sent, and the device cookie', async () => {
    const c = await new Client(server.url).visit();
    const q = (id: string) => ({ q: JSON.stringify([event(id)]) });
    const beacon = (client: Client, id: string, headers: Record<string, string>) => client.post('/ajax/bz/beacon', q(id), { csrf: null, headers });
    expect((await beacon(c, 'fetch-site-same', { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    for (const site of ['same-site', 'cross-site', 'none']) {
      expect((await beacon(c, `fetch-site-${site}`, { origin: server.url, 'sec-fetch-site': site })).status, site).toBe(403);
    }
    expect((await beacon(c, 'referer-only', { referer: `${server.url}/` })).status).toBe(403);
    expect((await beacon(c, 'null-origin', { origin: 'null' })).status).toBe(403);
    const noDevice = new Client(server.url);
    expect((await beacon(noDevice, 'no-mid', { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    const kept = (await devJson(server)).body.recent.map((e) => e.name);
    expect(kept).not.toContain('fetch-site-same-site');
  });
});

describe('/client_error/ (000 §7)', () => {
  it('stores reports, grouped by message and script on the dev page, capped per device', async () => {
    const c = await new Client(server.url).visit();
    expect((await c.post('/client_error/', errorReport(), { json: true })).status).toBe(200);
    expect((await c.post('/client_error/', errorReport({ line: 4 }), { json: true })).status).toBe(200);
    const over = await c.post('/client_error/', errorReport(), { json: true });
    expect(over.status).toBe(429);
    const { body } = await devJson(server);
    expect(body.errors).toContainEqual(expect.objectContaining({ message: 'x is undefined', script: '/assets/a.js', count: 2 }));
  });
});

describe('the development page /dev/analytics (issue 14)', () => {
  it('shows counts per event name and the last events', async () => {
    const page = await fetch(`${server.url}/dev/analytics`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Events per name');
    expect(html).toContain('page_view');
    const { body } = await devJson(server);
    expect(body.counts).toContainEqual({ name: 'page_view', count: expect.any(Number) });
  });

  it('is behind the dev routes guard: off without DEV_ROUTES, and through a proxy', async () => {
    expect((await devJson(off)).status).toBe(404);
    expect((await fetch(`${off.url}/dev/analytics`)).status).toBe(404);
    expect((await fetch(`${server.url}/dev/analytics.json`, { headers: { 'x-forwarded-for': '10.0.0.1' } })).status).toBe(404);
  });
});
