import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { body, loggedIn, makeUser, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
let userId: string;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer({ loginLimits: { perAccount: 100, perAddress: 1000 } }));
  userId = String((await makeUser(server, 'tapper')).id);
  await makeUser(server, 'other.one');
});
afterAll(async () => {
  await server.close();
});

const oneTap = (nonce: string, id = userId) => async () => {
  const client = await visitor(server);
  const res = await client.post('/accounts/one_tap_web_login/', { user_id: id, login_nonce: nonce, queryParams: '{}' });
  return { client, res, json: await body(res) };
};

describe('password login with optIntoOneTap (000 §2 one-tap prompt)', () => {
  it('answers oneTapPrompt true with a nonce, and false without the flag', async () => {
    const client = await visitor(server);
    const res = await client.post('/accounts/login/ajax/', { username: 'tapper', password: PASSWORD, optIntoOneTap: 'true' });
    expect(await body(res)).toMatchObject({ status: 'ok', oneTapPrompt: true, nonce: expect.any(String), username: 'tapper', userId });
    const plain = await (await visitor(server)).post('/accounts/login/ajax/', { username: 'tapper', password: PASSWORD });
    const json = await body(plain);
    expect(json['oneTapPrompt']).toBe(false);
    expect(json).not.toHaveProperty('nonce');
  });
});

describe('one-tap nonces (000 §7 One-tap)', () => {
  it('requires a login to request a nonce', async () => {
    const res = await (await visitor(server)).post('/accounts/request_one_tap_login_nonce/', {});
    expect(res.status).toBe(401);
  });

  it('logs in with a requested nonce and rotates it: the old one is then invalid_one_tap_nonce', async () => {
    const owner = await loggedIn(server, 'tapper');
    const issued = await body(await owner.post('/accounts/request_one_tap_login_nonce/', {}));
    expect(issued).toMatchObject({ status: 'ok', login_nonce: expect.any(String), user_id: userId, username: 'tapper' });
    const nonce = String(issued['login_nonce']);

    const first = await oneTap(nonce)();
    expect(first.res.status).toBe(200);
    expect(first.json).toMatchObject({ status: 'ok', authenticated: true, user: true, userId, login_nonce: expect.any(String) });
    expect(first.json['nonce']).toBe(first.json['login_nonce']);
    expect(first.json['login_nonce']).not.toBe(nonce);
    expect(first.client.cookies.get(Cookie.session)).toBeDefined();
    expect((await first.client.graphql(QueryHash.feed, { first: 12 })).status).toBe(200);

    const reused = await oneTap(nonce)();
    expect(reused.res.status).toBe(400);
    expect(reused.json).toMatchObject({ status: 'fail', error_type: 'invalid_one_tap_nonce', authenticated: false });

    const rotated = await oneTap(String(first.json['login_nonce']))();
    expect(rotated.res.status).toBe(200);
  });

  it('keeps only the HMAC of a nonce at rest', async () => {
    const owner = await loggedIn(server, 'tapper');
    const nonce = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    const db = new Database(join(server.dataDir, 'app.db'), { readonly: true });
    const stored = db.prepare('SELECT nonce_hash FROM one_tap_nonces').pluck().all() as string[];
    db.close();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).not.toContain(nonce);
    expect(stored.join()).not.toContain(nonce);
  });

  it('refuses a nonce of another user and an expired nonce (90 days)', async () => {
    const owner = await loggedIn(server, 'tapper');
    const nonce = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    const otherId = String(server.app.lumen.repos.users.byUsername('other.one')?.id);
    expect((await oneTap(nonce, otherId)()).res.status).toBe(400);
    clock.advance(90 * 24 * 3600_000 + 1);
    const late = await oneTap(nonce)();
    expect(late.json['error_type']).toBe('invalid_one_tap_nonce');
  });

  it('keeps one nonce per device: a new request on the same device replaces the old one', async () => {
    const owner = await loggedIn(server, 'tapper');
    const a = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    const b = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    expect((await oneTap(a)()).res.status).toBe(400);
    expect((await oneTap(b)()).res.status).toBe(200);
  });

  it('removes a nonce: removed true once, then false; a removed nonce no longer logs in', async () => {
    const owner = await loggedIn(server, 'tapper');
    const nonce = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    const stranger = await visitor(server);
    const remove = () => stranger.post('/accounts/one_tap_web_remove_nonce/', { user_id: userId, login_nonce: nonce });
    expect(await body(await remove())).toEqual({ status: 'ok', removed: true });
    expect(await body(await remove())).toEqual({ status: 'ok', removed: false });
    expect((await oneTap(nonce)()).res.status).toBe(400);
  });

  it('removes this device’s nonce when only user_id comes', async () => {
    const owner = await loggedIn(server, 'tapper');
    const nonce = String((await body(await owner.post('/accounts/request_one_tap_login_nonce/', {})))['login_nonce']);
    await owner.post('/accounts/logout/ajax/', { one_tap_app_login: 1 });
    expect(await body(await owner.post('/accounts/one_tap_web_remove_nonce/', { user_id: userId }))).toEqual({ status: 'ok', removed: true });
    expect((await oneTap(nonce)()).res.status).toBe(400);
  });
});

describe('one-tap failures per address', () => {
  it('answers 429 after too many bad nonces from one address', async () => {
    const { server: s } = await startEntryServer({ entry: { limits: { oneTapFailuresPerIp: { max: 2, windowMs: 60_000 } } } });
    try {
      const client = await visitor(s);
      const bad = () => client.post('/accounts/one_tap_web_login/', { user_id: '1', login_nonce: 'nope' });
      expect((await bad()).status).toBe(400);
      expect((await bad()).status).toBe(400);
      const res = await bad();
      expect(res.status).toBe(429);
      expect(await body(res)).toMatchObject({ error_type: 'rate_limited', retry_after_seconds: expect.any(Number) });
    } finally {
      await s.close();
    }
  });
});
