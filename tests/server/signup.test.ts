import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie, Header } from '../../sync/api/headers';
import { QueryHash } from '../../sync/api/paths';
import { encryptPasswordLikeBrowser } from './browser-encrypt';
import { Client, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await registerUser(server, 'taken.name');
});
afterAll(async () => {
  await server.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  email: 'fresh@example.com',
  password: 'good-password',
  username: 'fresh.user',
  first_name: 'Fresh User',
  month: '4',
  day: '20',
  year: '1995',
  client_id: 'device-1',
  seamless_login_enabled: '1',
  tos_version: 'default',
  opt_into_one_tap: 'false',
  ...over,
});

const attempt = async (body: Record<string, unknown>) => {
  const client = await new Client(server.url).visit();
  return client.post('/accounts/web_create_ajax/attempt/', body);
};

describe('sign-up dry run (000 §4 "a dry run is followed by the real submit")', () => {
  it('passes a valid form with username suggestions that are free', async () => {
    const res = await attempt(form());
    expect(res.status).toBe(200);
    const body = await json<{ status: string; dryrun_passed: boolean; account_created: boolean; username_suggestions: string[] }>(res);
    expect(body).toMatchObject({ status: 'ok', dryrun_passed: true, account_created: false });
    expect(body.username_suggestions.length).toBeGreaterThan(0);
    expect(body.username_suggestions).not.toContain('taken.name');
    expect(server.app.lumen.repos.users.byUsername('fresh.user')).toBeUndefined();
  });

  it('answers per-field errors with codes (000 §5)', async () => {
    const res = await attempt(form({ email: 'not-an-email', username: 'Bad Name!', password: '123', year: '2020' }));
    expect(res.status).toBe(400);
    const body = await json<{ status: string; account_created: boolean; errors: Record<string, { code: string }[]>; error_type: string; message: string }>(res);
    expect(body.status).toBe('fail');
    expect(body.account_created).toBe(false);
    expect(body.error_type).toBe('bad_request');
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors['email']?.[0]?.code).toBe('invalid_email');
    expect(body.errors['username']?.[0]?.code).toBe('username_invalid');
    expect(body.errors['password']?.[0]?.code).toBe('password_too_short');
    expect(body.errors['birthday']?.[0]?.code).toBe('underage');
    expect(body).not.toHaveProperty('code');
  });

  it('answers code 3 when the email belongs to an existing account (000 §9)', async () => {
    const res = await attempt(form({ email: 'TAKENNAME@example.test' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body['code']).toBe(3);
    expect(body['errors']).toHaveProperty('email');
  });

  it('answers a username error and suggestions, without code 3, when only the username is taken', async () => {
    const res = await attempt(form({ username: 'taken.name' }));
    const body = await json<{ code?: number; errors: Record<string, unknown>; username_suggestions: string[] }>(res);
    expect(body.code).toBeUndefined();
    expect(body.errors).toHaveProperty('username');
    expect(body.username_suggestions.length).toBeGreaterThan(0);
    expect(body.username_suggestions).not.toContain('taken.name');
  });
});

describe('sign-up create', () => {
  it('creates the account and logs the new user in', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.post('/accounts/web_create_ajax/', form({ username: 'Brand.New', email: 'brand@example.com' }));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      status: 'ok',
      account_created: true,
      user_id: expect.any(String),
      username: 'brand.new',
      profile_picture_url: expect.any(String),
    });
    expect(client.cookies.get(Cookie.userId)).toBe(body['user_id']);
    expect((await client.graphql(QueryHash.feed, { first: 12 })).status).toBe(200);
    const login = await new Client(server.url).visit();
    expect((await login.post('/accounts/login/ajax/', { username: 'brand.new', password: 'good-password' })).status).toBe(200);
  });

  it('refuses a second account with the same username', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.post('/accounts/web_create_ajax/', form({ username: 'brand.new', email: 'other@example.com' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toMatchObject({ account_created: false });
    expect(body['code']).toBeUndefined();
    expect(body['errors']).toHaveProperty('username');
  });

  it('accepts enc_password in place of password', async () => {
    const probe = await fetch(`${server.url}/graphql/query/`);
    const enc = await encryptPasswordLikeBrowser(
      'secret-enc-1',
      probe.headers.get(Header.encPubKey) ?? '',
      probe.headers.get(Header.encKeyVersion) ?? '',
    );
    const client = await new Client(server.url).visit();
    const body = form({ username: 'enc.user', email: 'enc@example.com', enc_password: enc });
    delete (body as Record<string, unknown>)['password'];
    expect((await client.post('/accounts/web_create_ajax/', body)).status).toBe(200);
    const login = await new Client(server.url).visit();
    expect((await login.post('/accounts/login/ajax/', { username: 'enc.user', password: 'secret-enc-1' })).status).toBe(200);
  });
});
