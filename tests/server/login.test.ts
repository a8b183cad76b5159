import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie, Header } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { encryptPasswordLikeBrowser } from './browser-encrypt';
import { Client, json, registerUser, startServer, TEST_PASSWORD } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginLimits: { perAccount: 4, perAddress: 1000 } });
  await registerUser(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const loginAs = async (body: Record<string, unknown>, json = false) => {
  const client = await new Client(server.url).visit();
  return { client, res: await client.post('/accounts/login/ajax/', body, { json }) };
};

describe('POST /accounts/login/ajax/ (000 §3 Login response, 000 §4 failure types)', () => {
  it('logs in with the session, user-id and a rotated csrftoken cookie', async () => {
    const client = await new Client(server.url).visit();
    const before = client.csrfToken;
    const res = await client.post('/accounts/login/ajax/', { username: 'alice', password: TEST_PASSWORD, queryParams: '{}', optIntoOneTap: 'false' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      status: 'ok',
      authenticated: true,
      user: true,
      userId: expect.any(String),
      username: 'alice',
      profilePictureUrl: expect.stringMatching(/^\/media\//),
      oneTapPrompt: false,
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${Cookie.session}=`)) ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(client.cookies.get(Cookie.userId)).toBe(body['userId']);
    expect(client.csrfToken).not.toBe(before);
    expect((await client.graphql(QueryHash.feed, { first: 12 })).status).toBe(200);
  });

  it('stores the session only hashed', async () => {
    const { client } = await loginAs({ username: 'alice', password: TEST_PASSWORD });
    const token = client.cookies.get(Cookie.session) ?? '';
    const db = new Database(join(server.dataDir, 'app.db'), { readonly: true });
    const hashes = db.prepare('SELECT token_hash FROM sessions').pluck().all();
    db.close();
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('trims trailing whitespace of the identifier and accepts an email (000 §5)', async () => {
    expect((await loginAs({ username: 'alice   ', password: TEST_PASSWORD })).res.status).toBe(200);
    expect((await loginAs({ username: 'Alice@Example.test', password: TEST_PASSWORD })).res.status).toBe(200);
  });

  it('answers password_mismatch with user true for a wrong password', async () => {
    const { res } = await loginAs({ username: 'alice', password: 'nope-nope' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      status: 'fail',
      authenticated: false,
      user: true,
      error_type: 'password_mismatch',
      message: expect.any(String),
      showAccountRecoveryModal: true,
    });
  });

  it('answers user_not_found with user false for an unknown username', async () => {
    const { res } = await loginAs({ username: 'nobody', password: 'whatever1' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ status: 'fail', authenticated: false, user: false, error_type: 'user_not_found' });
  });

  it('answers password_required when no password came', async () => {
    const { res } = await loginAs({ username: 'alice' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ status: 'fail', error_type: 'password_required', user: true });
  });

  it('accepts JSON bodies as well as form bodies', async () => {
    expect((await loginAs({ username: 'alice', password: TEST_PASSWORD }, true)).res.status).toBe(200);
  });

  it('logs in with enc_password made like the browser does (000 §7)', async () => {
    const probe = await fetch(`${server.url}/graphql/query/`);
    const key = probe.headers.get(Header.encPubKey) ?? '';
    const version = probe.headers.get(Header.encKeyVersion) ?? '';
    const enc = await encryptPasswordLikeBrowser(TEST_PASSWORD, key, version);
    expect((await loginAs({ username: 'alice', enc_password: enc })).res.status).toBe(200);
    const wrong = await encryptPasswordLikeBrowser('not-it-123', key, version);
    expect((await loginAs({ username: 'alice', enc_password: wrong })).res.status).toBe(400);
    expect((await loginAs({ username: 'alice', enc_password: `#PWD_BROWSER:0:1:${TEST_PASSWORD}` })).res.status).toBe(200);
  });

  it('rate-limits repeated failures for one username with 429', async () => {
    await registerUser(server, 'bob');
    for (let i = 0; i < 4; i++) expect((await loginAs({ username: 'bob', password: 'bad-bad-bad' })).res.status).toBe(400);
    const { res } = await loginAs({ username: 'bob', password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect((await json(res))['error_type']).toBe('rate_limited');
  });
});

describe('POST /accounts/logout/ajax/', () => {
  it('deletes the session and clears the cookies', async () => {
    const { client } = await loginAs({ username: 'alice', password: TEST_PASSWORD });
    const sessionCookie = client.cookies.get(Cookie.session);
    expect(sessionCookie).toBeDefined();
    const res = await client.post('/accounts/logout/ajax/', { one_tap_app_login: 0 });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok' });
    expect(client.cookies.get(Cookie.session)).toBeUndefined();
    expect(client.cookies.get(Cookie.userId)).toBeUndefined();
    const replay = await fetch(`${server.url}/graphql/query/?query_hash=${QueryHash.feed}&variables={}`, {
      headers: { cookie: `${Cookie.session}=${sessionCookie ?? ''}` },
    });
    expect(replay.status).toBe(401);
  });
});
