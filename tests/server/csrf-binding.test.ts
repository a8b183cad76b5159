import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { Cookie } from '../../sync/api/headers';
import { body, loggedIn, makeUser, PASSWORD, startEntryServer, visitor } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// Issue 11 item 7: the CSRF token is bound to who asks (the session, or the machine id when
// logged out), so a token an attacker chose, or took from another session, does not pass even
// when cookie and header agree; it changes at login and logout; and an unsafe request whose
// Origin (or Referer, without Origin) is another site is refused.

let server: TestServer;
let publicServer: TestServer;
beforeAll(async () => {
  ({ server } = await startEntryServer());
  ({ server: publicServer } = await startEntryServer({ publicUrl: 'https://lumen.example' }));
  await makeUser(server, 'bound.alice');
  await makeUser(server, 'bound.bob');
});
afterAll(async () => {
  await server.close();
  await publicServer.close();
});

/** A POST any logged-in or logged-out visitor may make, which needs CSRF and changes nothing. */
const probe = (client: Client, opts: Parameters<Client['post']>[2] = {}) =>
  client.post('/accounts/username_suggestions/', { email: 'probe@example.test', name: 'Probe' }, opts);

async function expectCsrfFailure(res: Response): Promise<void> {
  expect(res.status).toBe(403);
  expect(await body(res)).toEqual({ status: 'fail', message: expect.any(String), error_type: 'csrf_failed' });
}

describe('a CSRF token bound to the session (issue 11 item 7)', () => {
  it('refuses a token the attacker chose, even with cookie and header equal', async () => {
    const client = await visitor(server);
    const chosen = 'attackerChosenToken_0123456789abcdef';
    client.cookies.set(Cookie.csrf, chosen);
    await expectCsrfFailure(await probe(client));
    // The answer hands out a token of this visitor's own, which works.
    expect(client.csrfToken).not.toBe(chosen);
    expect((await probe(client)).status).toBe(200);
  });

  it("refuses another logged-out visitor's token", async () => {
    const mine = await visitor(server);
    const theirs = await visitor(server);
    const stolen = theirs.csrfToken ?? '';
    expect(stolen).not.toBe('');
    mine.cookies.set(Cookie.csrf, stolen);
    await expectCsrfFailure(await probe(mine));
  });

  it("refuses another session's token", async () => {
    const alice = await loggedIn(server, 'bound.alice');
    const bob = await loggedIn(server, 'bound.bob');
    expect((await probe(alice)).status).toBe(200);
    bob.cookies.set(Cookie.csrf, alice.csrfToken ?? '');
    await expectCsrfFailure(await probe(bob));
  });

  it('rotates the token at login and at logout; the old one stops working', async () => {
    const client = await visitor(server);
    const before = client.csrfToken ?? '';
    const login = await client.post('/accounts/login/ajax/', { username: 'bound.alice', password: PASSWORD });
    expect(login.status).toBe(200);
    const during = client.csrfToken ?? '';
    expect(during).not.toBe(before);
    await expectCsrfFailure(await probe(client, { headers: { cookie: client.cookieHeader.replace(during, before) }, csrf: before }));
    expect((await probe(client)).status).toBe(200);

    expect((await client.post('/accounts/logout/ajax/', {})).status).toBe(200);
    const after = client.csrfToken ?? '';
    expect(after).not.toBe(during);
    await expectCsrfFailure(await probe(client, { headers: { cookie: client.cookieHeader.replace(after, during) }, csrf: during }));
    expect((await probe(client)).status).toBe(200);
  });

  it('answers a session ended elsewhere as logged out, not as a CSRF failure, and hands out a new token', async () => {
    const client = await loggedIn(server, 'bound.bob');
    const during = client.csrfToken ?? '';
    // As a password reset on another device does: the session row goes, the cookie stays.
    server.app.lumen.repos.sessions.delete(hashToken(client.cookies.get(Cookie.session) ?? ''));
    const like = await client.post('/web/likes/1/like/');
    expect(like.status).toBe(401);
    expect((await body(like))['error_type']).toBe('login_required');
    expect(client.csrfToken).not.toBe(during);
    expect(client.cookies.has(Cookie.session)).toBe(false);
    expect((await client.post('/accounts/logout/ajax/', {})).status).toBe(200);
  });

  it('refuses a session-bound token once the session cookie is gone (the answer hands out a new one)', async () => {
    const client = await loggedIn(server, 'bound.bob');
    client.cookies.delete(Cookie.session);
    await expectCsrfFailure(await probe(client));
    expect((await probe(client)).status).toBe(200);
  });
});

describe('Origin and Referer of unsafe requests (issue 11 item 7)', () => {
  it('refuses another site with a valid token', async () => {
    const client = await visitor(server);
    await expectCsrfFailure(await probe(client, { headers: { origin: 'https://evil.example' } }));
    await expectCsrfFailure(await probe(client, { headers: { referer: 'https://evil.example/page' } }));
    // A look-alike: same host, another port or scheme.
    const own = new URL(server.url);
    await expectCsrfFailure(await probe(client, { headers: { origin: `https://${own.host}` } }));
    await expectCsrfFailure(await probe(client, { headers: { origin: `http://${own.hostname}:1` } }));
  });

  it('refuses an opaque origin (Origin: null) for unsafe methods', async () => {
    const client = await visitor(server);
    await expectCsrfFailure(await probe(client, { headers: { origin: 'null' } }));
  });

  it('lets the same origin through, by Origin or by Referer', async () => {
    const client = await visitor(server);
    const port = new URL(server.url).port;
    expect((await probe(client, { headers: { origin: server.url } })).status).toBe(200);
    expect((await probe(client, { headers: { origin: `http://localhost:${port}` } })).status).toBe(200);
    expect((await probe(client, { headers: { referer: `${server.url}/accounts/emailsignup/?x=1` } })).status).toBe(200);
  });

  it('lets PUBLIC_URL through (the origin a proxy serves the site on)', async () => {
    const client = await visitor(publicServer);
    expect((await probe(client, { headers: { origin: 'https://lumen.example' } })).status).toBe(200);
    await expectCsrfFailure(await probe(client, { headers: { origin: 'https://evil.example' } }));
  });

  it('takes the scheme of X-Forwarded-Proto for the own origin only from a trusted proxy (TRUST_PROXY)', async () => {
    const { server: proxied } = await startEntryServer({ trustProxy: ['loopback'] });
    try {
      const behindTls = { origin: `https://${new URL(proxied.url).host}`, 'x-forwarded-proto': 'https' };
      expect((await probe(await visitor(proxied), { headers: behindTls })).status).toBe(200);
      await expectCsrfFailure(await probe(await visitor(server), { headers: behindTls }));
    } finally {
      await proxied.close();
    }
  });

  it('lets a request with neither Origin nor Referer through on a valid token (non-browser clients)', async () => {
    const client = await visitor(server);
    expect((await probe(client)).status).toBe(200);
  });

  it('leaves safe methods alone', async () => {
    const client = await visitor(server);
    const res = await client.get('/accounts/is_contact_taken/?check_email=x@example.test', { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
  });
});
