import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../api/constants';
import { ErrorType } from '../api/errors';
import { errorBody, fail } from '../../fixtures/msw/handlers';
import { makeDeps, makeSession, TEST_ORIGIN } from './test-kit';
import { createTransport } from './transport';
import { TransportError, isRetryable } from './transport-error';

let hits = 0;
const count = (): void => {
  hits += 1;
};
const server = setupServer(
  http.get(`${TEST_ORIGIN}/ok/`, () => HttpResponse.json({ status: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hits = 0;
});
afterAll(() => server.close());

async function caught(p: Promise<unknown>): Promise<TransportError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TransportError) return err;
    throw err;
  }
  throw new Error('expected a TransportError');
}

describe('timeouts and retries (000 §9: 10 s default; GET retried once)', () => {
  it('uses a 10 s timeout by default', async () => {
    const delays: number[] = [];
    const deps = makeDeps(makeSession(), { setTimeout: (fn, ms) => { delays.push(ms); return setTimeout(fn, ms); } });
    await createTransport(deps).request({ method: 'GET', path: '/ok/' });
    expect(delays).toEqual([Limits.httpTimeoutMs]);
    expect(Limits.httpTimeoutMs).toBe(10_000);
  });

  it('aborts a request that outlives its timeout with a statusCode 0 error', async () => {
    server.use(fail.hang('post', '/slow/', { onRequest: count }));
    const err = await caught(createTransport(makeDeps()).request({ method: 'POST', path: '/slow/', timeoutMs: 30 }));
    expect(err.statusCode).toBe(0);
    expect(err.timedOut).toBe(true);
    expect(err.networkError).toMatch(/timeout/);
    expect(hits).toBe(1);
  });

  it('retries a timed-out GET once, then fails', async () => {
    server.use(fail.hang('get', '/slow/', { onRequest: count }));
    const err = await caught(createTransport(makeDeps()).request({ method: 'GET', path: '/slow/', timeoutMs: 30 }));
    expect(err.timedOut).toBe(true);
    expect(hits).toBe(2);
  });

  it('retries a GET once after a network error, and answers the second response', async () => {
    server.use(
      fail.network('get', '/flaky/', { once: true, onRequest: count }),
      http.get(`${TEST_ORIGIN}/flaky/`, () => {
        count();
        return HttpResponse.json({ n: 2 });
      }),
    );
    await expect(createTransport(makeDeps()).request({ method: 'GET', path: '/flaky/' })).resolves.toEqual({ n: 2 });
    expect(hits).toBe(2);
  });

  it('never retries a POST after a network error', async () => {
    server.use(fail.network('post', '/web/likes/1/like/', { onRequest: count }));
    const err = await caught(createTransport(makeDeps()).request({ method: 'POST', path: '/web/likes/1/like/' }));
    expect(err.statusCode).toBe(0);
    expect(hits).toBe(1);
  });

  it('does not retry a GET that got an HTTP answer (5xx)', async () => {
    server.use(fail.serverError('get', '/broken/', { onRequest: count }));
    const err = await caught(createTransport(makeDeps()).request({ method: 'GET', path: '/broken/' }));
    expect(err.statusCode).toBe(500);
    expect(hits).toBe(1);
  });

  it('does not retry a GET the caller aborted', async () => {
    server.use(fail.hang('get', '/slow/', { onRequest: count }));
    const controller = new AbortController();
    const pending = createTransport(makeDeps()).request({ method: 'GET', path: '/slow/', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const err = await caught(pending);
    expect(err.aborted).toBe(true);
    expect(hits).toBe(1);
  });
});

describe('the transport error object (000 §8)', () => {
  it('carries status code, response text, parsed message, url and body for a non-2xx', async () => {
    const body = errorBody('Comments are disabled', ErrorType.commentsDisabled);
    server.use(fail.status('post', '/web/comments/1/add/', 400, body));
    const err = await caught(createTransport(makeDeps()).request({ method: 'POST', path: '/web/comments/1/add/', form: { comment_text: 'x' } }));
    expect(err).toBeInstanceOf(Error);
    expect(err.statusCode).toBe(400);
    expect(err.networkError).toBeNull();
    expect(JSON.parse(err.responseText)).toEqual(body);
    expect(err.responseMessage).toBe('Comments are disabled');
    expect(err.url).toBe(`${TEST_ORIGIN}/web/comments/1/add/`);
    expect(err.body).toEqual(body);
    expect(err.errorType).toBe(ErrorType.commentsDisabled);
  });

  it('treats any non-2xx as a failure, with a non-JSON body kept as text', async () => {
    server.use(http.get(`${TEST_ORIGIN}/html/`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    const err = await caught(createTransport(makeDeps()).request({ method: 'GET', path: '/html/' }));
    expect(err.statusCode).toBe(502);
    expect(err.responseText).toBe('<h1>Bad gateway</h1>');
    expect(err.responseMessage).toBeNull();
    expect(err.body).toBeUndefined();
  });

  it('reports a network failure as statusCode 0 with the network error text', async () => {
    server.use(fail.network('post', '/a/'));
    const err = await caught(createTransport(makeDeps()).request({ method: 'POST', path: '/a/' }));
    expect(err.statusCode).toBe(0);
    expect(err.networkError).toEqual(expect.any(String));
    expect(err.networkError).not.toBe('');
    expect(err.responseText).toBe('');
    expect(err.url).toBe(`${TEST_ORIGIN}/a/`);
  });

  it('classifies network errors, timeouts, 5xx and 429 as retryable, other 4xx as final (DESIGN.md rule 3)', () => {
    const http = (s: number): TransportError => TransportError.http('u', s, '');
    expect(isRetryable(TransportError.network('u', 'Failed to fetch'))).toBe(true);
    expect(isRetryable(TransportError.network('u', 'timeout', { timedOut: true }))).toBe(true);
    expect(isRetryable(http(500))).toBe(true);
    expect(isRetryable(http(503))).toBe(true);
    expect(isRetryable(http(429))).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 413]) expect(isRetryable(http(s))).toBe(false);
  });
});

describe('redirects from errors (000 §4)', () => {
  it('follows a checkpoint_url in an error answer to a non-GET request', async () => {
    server.use(fail.checkpoint('post', '/web/likes/1/like/', '/challenge/abc/'));
    const deps = makeDeps();
    await caught(createTransport(deps).request({ method: 'POST', path: '/web/likes/1/like/' }));
    expect(deps.redirects).toEqual(['/challenge/abc/']);
  });

  it('follows a redirect_url to the same host', async () => {
    server.use(fail.status('post', '/a/', 403, errorBody('no', ErrorType.forbidden, { redirect_url: `${TEST_ORIGIN}/accounts/login/` })));
    const deps = makeDeps();
    await caught(createTransport(deps).request({ method: 'POST', path: '/a/' }));
    expect(deps.redirects).toEqual([`${TEST_ORIGIN}/accounts/login/`]);
  });

  it('ignores a checkpoint_url in an answer to a GET', async () => {
    server.use(fail.checkpoint('get', '/a/', '/challenge/abc/'));
    const deps = makeDeps();
    await caught(createTransport(deps).request({ method: 'GET', path: '/a/' }));
    expect(deps.redirects).toEqual([]);
  });

  it('ignores an unsafe redirect url (000 §5)', async () => {
    for (const url of ['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)']) {
      server.use(fail.checkpoint('post', '/a/', url));
      const deps = makeDeps();
      await caught(createTransport(deps).request({ method: 'POST', path: '/a/' }));
      expect(deps.redirects).toEqual([]);
    }
  });
});
