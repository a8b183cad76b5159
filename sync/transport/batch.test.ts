import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../api/constants';
import { Header } from '../api/headers';
import { ApiPath } from '../api/paths';
import { createBatchingTransport, readBatchAnswers } from './batch';
import type { BatchAnswer, BatchItem } from './batch';
import { makeDeps, makeSession, TEST_ORIGIN } from './test-kit';
import { createTransport } from './transport';
import { TransportError, isRetryable } from './transport-error';
import type { TransportRequest } from './types';

/** What reached the server: each request's path, and the items of each batch. */
let seen: { path: string; mutationId: string | null; csrf: string | null }[] = [];
let batches: BatchItem[][] = [];
/** How the test server answers a batch's item (default: ok with its path). */
let answerItem: (item: BatchItem) => BatchAnswer = (item) => ({ status: 200, headers: {}, body: JSON.stringify({ status: 'ok', path: item.path }) });

const server = setupServer(
  http.post(`${TEST_ORIGIN}${ApiPath.batch}`, async ({ request }) => {
    const { requests } = (await request.json()) as { requests: BatchItem[] };
    seen.push({ path: ApiPath.batch, mutationId: request.headers.get(Header.mutationId), csrf: request.headers.get(Header.csrf) });
    batches.push(requests);
    return HttpResponse.json({ status: 'ok', responses: requests.map((item) => answerItem(item)) });
  }),
  http.post(`${TEST_ORIGIN}/web/likes/:id/like/`, ({ request, params }) => {
    seen.push({ path: `/web/likes/${String(params['id'])}/like/`, mutationId: request.headers.get(Header.mutationId), csrf: request.headers.get(Header.csrf) });
    return HttpResponse.json({ status: 'ok', alone: true });
  }),
  http.get(`${TEST_ORIGIN}/ok/`, () => {
    seen.push({ path: '/ok/', mutationId: null, csrf: null });
    return HttpResponse.json({ status: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
  batches = [];
  answerItem = (item) => ({ status: 200, headers: {}, body: JSON.stringify({ status: 'ok', path: item.path }) });
});
afterAll(() => server.close());

const like = (id: string, extra: Partial<TransportRequest> = {}): TransportRequest => ({ method: 'POST', path: `/web/likes/${id}/like/`, form: {}, mutationId: `m-${id}`, ...extra });

function batching(session = makeSession({ csrfToken: 'tok' })) {
  const deps = makeDeps(session);
  return { deps, transport: createBatchingTransport(createTransport(deps), deps) };
}

async function settle<T>(promises: Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(promises);
}

describe('the mutations of one task leave as one request (issue 17, bench 7)', () => {
  it('sends the mutations asked for in one task as ONE batch, and answers each caller with its own item', async () => {
    const { transport } = batching();
    const answers = await Promise.all([transport.request(like('1')), transport.request(like('2')), transport.request(like('3'))]);
    expect(seen.map((s) => s.path)).toEqual([ApiPath.batch]);
    expect(seen[0]?.csrf).toBe('tok'); // the batch carries the session's conventions
    expect(batches[0]?.map((i) => [i.method, i.path, i.mutation_id, i.content_type])).toEqual([
      ['POST', '/web/likes/1/like/', 'm-1', 'application/x-www-form-urlencoded'],
      ['POST', '/web/likes/2/like/', 'm-2', 'application/x-www-form-urlencoded'],
      ['POST', '/web/likes/3/like/', 'm-3', 'application/x-www-form-urlencoded'],
    ]);
    expect(answers).toEqual([1, 2, 3].map((n) => ({ status: 'ok', path: `/web/likes/${n}/like/` })));
  });

  it('sends a mutation alone when it is the only one of its task, with its own X-Mutation-Id', async () => {
    const { transport } = batching();
    await expect(transport.request(like('7'))).resolves.toEqual({ status: 'ok', alone: true });
    expect(seen).toEqual([{ path: '/web/likes/7/like/', mutationId: 'm-7', csrf: 'tok' }]);
  });

  it('never batches a read, a request with no mutation id, or one the caller may abort', async () => {
    const { transport } = batching();
    await Promise.all([
      transport.request({ method: 'GET', path: '/ok/' }),
      transport.request({ method: 'POST', path: '/web/likes/1/like/', form: {} }),
      transport.request(like('2', { signal: new AbortController().signal })),
    ]);
    expect(seen.map((s) => s.path).sort()).toEqual(['/ok/', '/web/likes/1/like/', '/web/likes/2/like/']);
    expect(batches).toEqual([]);
  });

  it('carries each item body as the request alone would (form with hl, query in the path, JSON)', async () => {
    const { transport } = batching(makeSession({ hl: 'fr' }));
    await Promise.all([
      transport.request(like('1', { form: { text: 'a b' }, query: { x: '1' } })),
      transport.request({ method: 'DELETE', path: '/web/thing/2/', json: { a: 1 }, mutationId: 'm-2' }),
    ]);
    expect(batches[0]).toEqual([
      { method: 'POST', path: '/web/likes/1/like/?x=1', body: 'text=a+b&hl=fr', content_type: 'application/x-www-form-urlencoded', mutation_id: 'm-1' },
      { method: 'DELETE', path: '/web/thing/2/', body: '{"a":1}', content_type: 'application/json', mutation_id: 'm-2' },
    ]);
  });

  it("reads each item's answer as alone: a refusal, a 429's Retry-After, a session header", async () => {
    answerItem = (item) => {
      if (item.mutation_id === 'm-1') return { status: 400, headers: {}, body: JSON.stringify({ status: 'fail', message: 'No.', error_type: 'bad_request' }) };
      if (item.mutation_id === 'm-2') return { status: 429, headers: { 'retry-after': '30' }, body: JSON.stringify({ status: 'fail', message: 'Wait.', error_type: 'rate_limited' }) };
      return { status: 200, headers: { [Header.setWwwClaim.toLowerCase()]: 'claim-9' }, body: '' };
    };
    const { transport, deps } = batching();
    const [refused, limited, done] = await settle([transport.request(like('1')), transport.request(like('2')), transport.request(like('3'))]);
    const reason = (r: PromiseSettledResult<unknown> | undefined): TransportError => (r as PromiseRejectedResult).reason as TransportError;
    expect(reason(refused).statusCode).toBe(400);
    expect(reason(refused).errorType).toBe('bad_request');
    expect(isRetryable(reason(refused))).toBe(false);
    expect(reason(limited).statusCode).toBe(429);
    expect(reason(limited).retryAfterMs).toBe(30_000);
    expect(done).toEqual({ status: 'fulfilled', value: null });
    expect(deps.session.wwwClaim).toBe('claim-9');
  });

  it("takes the password-encryption key from the batch's own answer (the server sends it there once, not per item)", async () => {
    const key = { [Header.encKeyId]: '41', [Header.encPubKey]: 'MIIB', [Header.encKeyVersion]: '10' };
    server.use(
      http.post(`${TEST_ORIGIN}${ApiPath.batch}`, async ({ request }) => {
        const { requests } = (await request.json()) as { requests: BatchItem[] };
        return HttpResponse.json({ status: 'ok', responses: requests.map((item) => answerItem(item)) }, { headers: key });
      }),
    );
    const { transport, deps } = batching();
    await Promise.all([transport.request(like('1')), transport.request(like('2'))]);
    expect(deps.session.encryption).toEqual({ keyId: '41', publicKey: 'MIIB', version: '10' });
  });

  it(`splits a task's mutations into batches of at most ${Limits.batchMaxItems}`, async () => {
    const { transport } = batching();
    const count = Limits.batchMaxItems * 2 + 1;
    await Promise.all(Array.from({ length: count }, (_, i) => transport.request(like(String(i)))));
    // The last one alone goes as itself, not as a batch of one.
    expect(batches.map((b) => b.length)).toEqual([Limits.batchMaxItems, Limits.batchMaxItems]);
    expect(seen.filter((s) => s.path !== ApiPath.batch)).toHaveLength(1);
  });
});

describe('a batch that fails fails each of its requests as it would have failed alone', () => {
  it('no answer: each caller gets a network error (statusCode 0: retried, never dropped)', async () => {
    server.use(http.post(`${TEST_ORIGIN}${ApiPath.batch}`, () => HttpResponse.error()));
    const { transport } = batching();
    const results = await settle([transport.request(like('1')), transport.request(like('2'))]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(((r as PromiseRejectedResult).reason as TransportError).statusCode).toBe(0);
    }
  });

  it('a session error on the batch is each caller’s (403 csrf_failed)', async () => {
    server.use(http.post(`${TEST_ORIGIN}${ApiPath.batch}`, () => HttpResponse.json({ status: 'fail', message: 'CSRF token missing or incorrect.', error_type: 'csrf_failed' }, { status: 403 })));
    const { transport } = batching();
    const results = await settle([transport.request(like('1')), transport.request(like('2'))]);
    expect(results.map((r) => ((r as PromiseRejectedResult).reason as TransportError).errorType)).toEqual(['csrf_failed', 'csrf_failed']);
  });

  it('a server without the batch route (404): each is sent alone', async () => {
    server.use(http.post(`${TEST_ORIGIN}${ApiPath.batch}`, () => HttpResponse.json({ status: 'fail', message: 'Not found', error_type: 'not_found' }, { status: 404 })));
    const { transport } = batching();
    const answers = await Promise.all([transport.request(like('1')), transport.request(like('2'))]);
    expect(answers).toEqual([{ status: 'ok', alone: true }, { status: 'ok', alone: true }]);
    expect(seen.map((s) => [s.path, s.mutationId])).toEqual([['/web/likes/1/like/', 'm-1'], ['/web/likes/2/like/', 'm-2']]);
  });

  it('an answer of the wrong shape is no answer for any of them (retried)', () => {
    expect(() => readBatchAnswers({ responses: [{ status: 200, headers: {}, body: '' }] }, 2)).toThrow(TransportError);
    expect(() => readBatchAnswers({ responses: [{ status: '200', headers: {}, body: '' }] }, 1)).toThrow(TransportError);
    expect(() => readBatchAnswers({ responses: [{ status: 200, headers: { a: 1 }, body: '' }] }, 1)).toThrow(TransportError);
    expect(() => readBatchAnswers(null, 1)).toThrow(TransportError);
    const thrown = ((): unknown => {
      try {
        return readBatchAnswers('nope', 1);
      } catch (err) {
        return err;
      }
    })();
    expect(thrown).toBeInstanceOf(TransportError);
    expect((thrown as TransportError).statusCode).toBe(0);
  });
});
