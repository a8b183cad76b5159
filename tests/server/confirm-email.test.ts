import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL, CONFIRM_EMAIL_TTL_MS } from '../../server/routes/confirm-email';
import { body, lastLink, loggedIn, makeUser, outbox, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'confirmer', { email: 'confirmer@example.test' });
  await makeUser(server, 'mover', { email: 'mover@example.test' });
  await makeUser(server, 'often', { email: 'often@example.test' });
});
afterAll(async () => {
  await server.close();
});

const send = async (email: string) => (await visitor(server)).post('/accounts/send_confirm_email/', { email });
const confirm = async (code: string, uid: string) => (await visitor(server)).post('/accounts/confirm_email/ajax/', { code, uid });
const linkParams = (link: URL) => ({ code: link.searchParams.get('code') ?? '', uid: link.searchParams.get('uid') ?? '' });

describe('POST /accounts/send_confirm_email/ (000 §7)', () => {
  it('mails a confirmation link to the account with that email; the link confirms it once', async () => {
    const sent = await send('Confirmer@Example.test');
    expect(sent.status).toBe(200);
    expect(await body(sent)).toEqual({ status: 'ok' });
    const link = await lastLink(server, 'confirmer@example.test');
    expect(link.pathname).toBe('/accounts/confirm_email/');
    const { code, uid } = linkParams(link);
    expect(code).not.toBe('');
    const ok = await confirm(code, uid);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ status: 'ok', email: 'confirmer@example.test' });
    const row = server.app.lumen.entry.stores.codes.latestUnused(CONFIRM_EMAIL, uid);
    expect(row).toBeUndefined(); // the row is used: the confirmation is recorded

    const again = await confirm(code, uid);
    expect(again.status).toBe(400);
    expect((await body(again))['error_type']).toBe('invalid_confirm_email_link');
  });

  it('answers ok for an unknown address and sends nothing (no enumeration)', async () => {
    const res = await send('nobody-here@example.test');
    expect(await body(res)).toEqual({ status: 'ok' });
    expect(await outbox(server, 'nobody-here@example.test')).toEqual([]);
  });

  it('uses the viewer\'s own email when logged in and none is given', async () => {
    const client = await loggedIn(server, 'mover');
    const res = await client.post('/accounts/send_confirm_email/', {});
    expect(await body(res)).toEqual({ status: 'ok' });
    expect(await outbox(server, 'mover@example.test')).toHaveLength(1);
  });

  it('rejects a malformed email with invalid_email', async () => {
    const res = await send('not-an-email');
    expect(res.status).toBe(400);
    expect((await body(res))['error_type']).toBe('invalid_email');
  });

  it('sends at most one link a minute per account (429 with retry_after_seconds)', async () => {
    expect((await send('often@example.test')).status).toBe(200);
    const second = await send('often@example.test');
    expect(second.status).toBe(429);
    expect((await body(second))['retry_after_seconds']).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await send('often@example.test')).status).toBe(200);
  });
});

describe('POST /accounts/confirm_email/ajax/', () => {
  it('refuses a wrong code, another uid, and a link older than 7 days', async () => {
    await send('mover@example.test');
    clock.advance(61_000);
    await send('mover@example.test'); // a new link revokes the older one
    const { code, uid } = linkParams(await lastLink(server, 'mover@example.test'));
    for (const [c, u] of [[`${code}x`, uid], [code, String(Number(uid) + 1)]] as const) {
      const res = await confirm(c, u);
      expect(res.status).toBe(400);
      expect((await body(res))['error_type']).toBe('invalid_confirm_email_link');
    }
    clock.advance(CONFIRM_EMAIL_TTL_MS + 1);
    expect((await confirm(code, uid)).status).toBe(400);
  });

  it('refuses a link once the account\'s email changed since it was sent', async () => {
    const user = await makeUser(server, 'changer', { email: 'changer@example.test' });
    await send('changer@example.test');
    const { code, uid } = linkParams(await lastLink(server, 'changer@example.test'));
    // No email change exists yet: a second connection to the same database plays it.
    const db = new Database(join(server.app.lumen.dataDir, 'app.db'));
    db.prepare('UPDATE users SET email = ? WHERE id = ?').run('changed@example.test', user.id);
    db.close();
    const res = await confirm(code, uid);
    expect(res.status).toBe(400);
  });
});
