import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, outbox, startEntryServer } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  const { sender } = server.app.lumen.entry;
  await sender.send({ to: 'a@example.test', kind: 'email', subject: 'First <b>', text: 'Hello & welcome', link: 'http://127.0.0.1/accounts/ask_a_parent/?nonce=n1&pc_id=p' });
  clock.advance(1000);
  await sender.send({ to: '+15550001234', kind: 'sms', subject: 'Code', text: '123456 is your code' });
});
afterAll(async () => {
  await server.close();
});

describe('development outbox (DESIGN.md: a page under /dev/ in development only)', () => {
  it('GET /dev/outbox lists messages newest first with clickable, escaped links', async () => {
    const res = await fetch(`${server.url}/dev/outbox`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html.indexOf('+15550001234')).toBeLessThan(html.indexOf('a@example.test'));
    expect(html).toContain('<a href="http://127.0.0.1/accounts/ask_a_parent/?nonce=n1&amp;pc_id=p">');
    expect(html).toContain('First &lt;b&gt;');
    expect(html).toContain('Hello &amp; welcome');
  });

  it('GET /dev/outbox.json answers the messages, filterable by recipient and kind', async () => {
    const all = await outbox(server);
    expect(all.map((m) => m.kind)).toEqual(['sms', 'email']);
    expect(all[1]).toMatchObject({ to: 'a@example.test', subject: 'First <b>', link: expect.stringContaining('nonce=n1'), created_at: expect.any(Number) });
    expect(await outbox(server, 'a@example.test')).toHaveLength(1);
    const sms = await body(await fetch(`${server.url}/dev/outbox.json?kind=sms&limit=1`));
    expect((sms['messages'] as unknown[]).length).toBe(1);
    expect((await fetch(`${server.url}/dev/outbox.json?limit=0`)).status).toBe(400);
  });

  it('is 404 when the development routes are off, even for a browser asking for HTML', async () => {
    const { server: prod } = await startEntryServer({ entry: { devRoutes: false } });
    try {
      expect((await fetch(`${prod.url}/dev/outbox`, { headers: { accept: 'text/html' } })).status).toBe(404);
      expect((await fetch(`${prod.url}/dev/outbox.json`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
