import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../../sync/api/constants';
import { Header } from '../../sync/api/headers';
import { Client, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startServer();
  client = (await registerUser(server, 'erin')).client;
});
afterAll(async () => {
  await server.close();
});

const raw = (path: string, init: { body: string; type: string }) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, [Header.csrf]: client.csrfToken ?? '', 'content-type': init.type },
    body: init.body,
  });

describe('the error body of 000 §8 on every failure', () => {
  it('answers 413 for a body over the limit', async () => {
    const res = await raw('/web/comments/1/add/', { type: 'application/json', body: JSON.stringify({ comment_text: 'x'.repeat(Limits.maxJsonBodyBytes) }) });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'payload_too_large' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await raw('/accounts/login/ajax/', { type: 'application/json', body: '{"username": ' });
    expect(res.status).toBe(400);
    expect((await json(res))['error_type']).toBe('bad_request');
  });

  it('answers 400 for a body of the wrong shape, naming the field', async () => {
    const res = await raw('/accounts/login/ajax/', { type: 'application/json', body: JSON.stringify({ username: { a: 1 }, password: 'x' }) });
    expect(res.status).toBe(400);
    expect((await json(res))['message']).toMatch(/^username/);
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await raw('/accounts/login/ajax/', { type: 'application/xml', body: '<a/>' });
    expect(res.status).toBe(415);
    expect((await json(res))['status']).toBe('fail');
  });

  it('answers 404 for an unknown API route', async () => {
    const res = await client.post('/web/nothing/here/');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'not_found' });
    const get = await client.get('/graphql/other/', { accept: 'text/html' });
    expect(get.status).toBe(404);
    expect((await json(get))['error_type']).toBe('not_found');
  });

  it('answers 500 without leaking the error', async () => {
    const users = server.app.lumen.repos.users;
    const original = users.byUsername;
    users.byUsername = () => {
      throw new Error('secret internal detail');
    };
    try {
      const anon = await new Client(server.url).visit();
      const res = await anon.post('/accounts/login/ajax/', { username: 'erin', password: 'whatever' });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('secret internal detail');
      expect(JSON.parse(text)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'server_error' });
    } finally {
      users.byUsername = original;
    }
  });
});
