import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie, Header } from '../../sync/api/headers';
import { Client, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('request conventions (000 §7)', () => {
  it('hands out csrftoken (readable, 1 year, SameSite=Lax) and mid on a first visit', async () => {
    const res = await fetch(`${server.url}/graphql/query/`);
    const cookies = res.headers.getSetCookie();
    const csrf = cookies.find((c) => c.startsWith(`${Cookie.csrf}=`)) ?? '';
    expect(csrf).toMatch(/Max-Age=31536000/);
    expect(csrf).toMatch(/SameSite=Lax/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith(`${Cookie.mid}=`))).toBe(true);
  });

  it('does not set cookies again when the request has them', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.get('/graphql/query/');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('rejects an unsafe method without X-CSRFToken with 403 and the error body', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.post('/accounts/logout/ajax/', {}, { csrf: null });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'csrf_failed' });
  });

  it('rejects a wrong X-CSRFToken with 403', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.post('/accounts/login/ajax/', { username: 'x', password: 'y' }, { csrf: 'wrong-token-wrong-token' });
    expect(res.status).toBe(403);
    expect((await json(res))['error_type']).toBe('csrf_failed');
  });

  it('rejects a token header when there is no csrftoken cookie', async () => {
    const res = await fetch(`${server.url}/accounts/logout/ajax/`, {
      method: 'POST',
      headers: { [Header.csrf]: 'abcdefghijklmnopqrstuvwx' },
    });
    expect(res.status).toBe(403);
  });

  it('sends the password-encryption key headers on every response', async () => {
    const res = await fetch(`${server.url}/no/such/api`, { method: 'GET' });
    expect(res.headers.get(Header.encKeyId)).toMatch(/^\d+$/);
    expect(res.headers.get(Header.encKeyVersion)).toBe('10');
    expect(Buffer.from(res.headers.get(Header.encPubKey) ?? '', 'base64').length).toBeGreaterThan(250);
  });

  it("sets the www-claim when the request's claim is '0' or differs, and not when it matches", async () => {
    const { client } = await registerUser(server, 'claimer');
    const first = await client.get('/graphql/query/', { [Header.wwwClaim]: '0' });
    const claim = first.headers.get(Header.setWwwClaim);
    expect(claim).toMatch(/^hmac\./);
    const same = await client.get('/graphql/query/', { [Header.wwwClaim]: claim ?? '' });
    expect(same.headers.get(Header.setWwwClaim)).toBeNull();
    const other = await client.get('/graphql/query/', { [Header.wwwClaim]: 'hmac.other' });
    expect(other.headers.get(Header.setWwwClaim)).toBe(claim);
  });

  it('accepts hl on POSTs and echoes it', async () => {
    const client = await new Client(server.url).visit();
    const res = await client.post('/accounts/logout/ajax/?hl=pt-BR', { hl: 'pt-BR' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('pt-BR');
  });
});
