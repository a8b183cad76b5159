import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Header, WEB_APP_ID } from '../api/headers';
import { makeDeps, makeSession, TEST_ORIGIN } from './test-kit';
import { needsCsrf } from './conventions';
import { createTransport } from './transport';

interface Seen { method: string; url: URL; headers: Headers; body: string }
const seen: Seen[] = [];
const responseHeaders = new Headers();

const server = setupServer(
  http.all('*', async ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() });
    return HttpResponse.json({ status: 'ok' }, { headers: responseHeaders });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  [...responseHeaders.keys()].forEach((k) => responseHeaders.delete(k));
});
afterAll(() => server.close());

const last = (): Seen => {
  const s = seen.at(-1);
  if (s === undefined) throw new Error('no request seen');
  return s;
};

describe('request conventions (000 §7)', () => {
  it('sends X-CSRFToken on same-origin POST (000 §5)', async () => {
    const t = createTransport(makeDeps(makeSession({ csrfToken: 'tok' })));
    await t.request({ method: 'POST', path: '/web/likes/1/like/' });
    expect(last().headers.get(Header.csrf)).toBe('tok');
  });

  it('does not send X-CSRFToken on GET (000 §5)', async () => {
    const t = createTransport(makeDeps());
    await t.request({ method: 'GET', path: '/graphql/query/' });
    expect(last().headers.has(Header.csrf)).toBe(false);
  });

  it('does not send X-CSRFToken to another origin (000 §5)', async () => {
    const t = createTransport(makeDeps());
    await t.request({ method: 'POST', path: 'https://cdn.other.test/upload/' });
    expect(last().url.origin).toBe('https://cdn.other.test');
    expect(last().headers.has(Header.csrf)).toBe(false);
  });

  it('exempts GET, HEAD, OPTIONS and TRACE from CSRF, case-insensitively (000 §5)', () => {
    const same = new URL('/x/', TEST_ORIGIN);
    for (const m of ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'trace']) expect(needsCsrf(m, same, TEST_ORIGIN)).toBe(false);
    for (const m of ['POST', 'DELETE', 'PUT', 'PATCH']) expect(needsCsrf(m, same, TEST_ORIGIN)).toBe(true);
    expect(needsCsrf('POST', new URL('http://lumen.test/x/'), TEST_ORIGIN)).toBe(false);
  });

  it('sends the rollout-hash header on non-GET only', async () => {
    const t = createTransport(makeDeps(makeSession({ rolloutHash: 'r42' })));
    await t.request({ method: 'POST', path: '/a/' });
    expect(last().headers.get(Header.rolloutHash)).toBe('r42');
    await t.request({ method: 'DELETE', path: '/a/' });
    expect(last().headers.get(Header.rolloutHash)).toBe('r42');
    await t.request({ method: 'GET', path: '/a/' });
    expect(last().headers.has(Header.rolloutHash)).toBe(false);
  });

  it('sends the app-id, www-claim and X-Requested-With headers on every request', async () => {
    const t = createTransport(makeDeps(makeSession({ wwwClaim: 'claim-0' })));
    for (const method of ['GET', 'POST'] as const) {
      await t.request({ method, path: '/a/' });
      expect(last().headers.get(Header.appId)).toBe(WEB_APP_ID);
      expect(last().headers.get(Header.wwwClaim)).toBe('claim-0');
      expect(last().headers.get(Header.requestedWith)).toBe('XMLHttpRequest');
    }
  });

  it('updates the www claim from the response header and sends the new one next time', async () => {
    const deps = makeDeps();
    const t = createTransport(deps);
    responseHeaders.set(Header.setWwwClaim, 'hmac.NEW');
    await t.request({ method: 'GET', path: '/a/' });
    expect(deps.updates).toEqual([{ wwwClaim: 'hmac.NEW' }]);
    await t.request({ method: 'GET', path: '/a/' });
    expect(last().headers.get(Header.wwwClaim)).toBe('hmac.NEW');
    // Unchanged value: no further update.
    expect(deps.updates).toHaveLength(1);
  });

  it('sends X-Mid only while consent is pending (000 §7)', async () => {
    const pending = createTransport(makeDeps(makeSession({ consentPending: true, mid: 'M1' })));
    await pending.request({ method: 'GET', path: '/a/' });
    expect(last().headers.get(Header.mid)).toBe('M1');
    const done = createTransport(makeDeps(makeSession({ consentPending: false, mid: 'M1' })));
    await done.request({ method: 'GET', path: '/a/' });
    expect(last().headers.has(Header.mid)).toBe(false);
  });

  it('appends hl to POST bodies when the page url has one (000 §7)', async () => {
    const t = createTransport(makeDeps(makeSession({ hl: 'fr' })));
    await t.request({ method: 'POST', path: '/web/comments/1/add/', form: { comment_text: 'salut' } });
    expect(new URLSearchParams(last().body).get('hl')).toBe('fr');
    expect(new URLSearchParams(last().body).get('comment_text')).toBe('salut');
    await t.request({ method: 'GET', path: '/a/', query: { q: '1' } });
    expect(last().url.searchParams.has('hl')).toBe(false);
    expect(last().body).toBe('');
  });

  it('does not add hl when the page url has none', async () => {
    const t = createTransport(makeDeps(makeSession({ hl: null })));
    await t.request({ method: 'POST', path: '/a/', form: { a: '1' } });
    expect(last().body).toBe('a=1');
  });

  it('updates the encryption keys from the response headers (000 §7)', async () => {
    const deps = makeDeps();
    responseHeaders.set(Header.encKeyId, '87');
    responseHeaders.set(Header.encPubKey, 'PUBKEY');
    responseHeaders.set(Header.encKeyVersion, '10');
    await createTransport(deps).request({ method: 'GET', path: '/a/' });
    expect(deps.session.encryption).toEqual({ keyId: '87', publicKey: 'PUBKEY', version: '10' });
  });

  it('sends X-Mutation-Id when given (DESIGN.md rule 2)', async () => {
    const t = createTransport(makeDeps());
    await t.request({ method: 'POST', path: '/a/', mutationId: 'uuid-1' });
    expect(last().headers.get(Header.mutationId)).toBe('uuid-1');
    await t.request({ method: 'POST', path: '/a/' });
    expect(last().headers.has(Header.mutationId)).toBe(false);
  });

  it('form-encodes bodies and encodes query params', async () => {
    const t = createTransport(makeDeps());
    await t.request({ method: 'POST', path: '/a/', form: { text: 'a b&c=d' } });
    expect(last().headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(last().body).get('text')).toBe('a b&c=d');
    await t.request({ method: 'GET', path: '/graphql/query/', query: { query_hash: 'h', variables: '{"first":12}' } });
    expect(last().url.searchParams.get('variables')).toBe('{"first":12}');
  });

  it('sends credentials same-origin', async () => {
    const inits: RequestInit[] = [];
    const deps = makeDeps(makeSession(), {
      fetch: (_input, init) => {
        inits.push(init ?? {});
        return Promise.resolve(Response.json({ status: 'ok' }));
      },
    });
    await createTransport(deps).request({ method: 'POST', path: '/a/' });
    expect(inits[0]?.credentials).toBe('same-origin');
  });

  it('answers the parsed JSON of a 2xx, and null for an empty body', async () => {
    const t = createTransport(makeDeps());
    await expect(t.request({ method: 'GET', path: '/a/' })).resolves.toEqual({ status: 'ok' });
    server.use(http.get(`${TEST_ORIGIN}/empty/`, () => new HttpResponse(null, { status: 204 })));
    await expect(t.request({ method: 'GET', path: '/empty/' })).resolves.toBeNull();
  });
});
