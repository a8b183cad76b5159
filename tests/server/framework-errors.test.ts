import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../../sync/api/headers';
import { registerUser, startServer } from './helpers';
import type { Client, TestServer } from './helpers';

/**
 * Issue 11 item 10: whatever the framework refuses (a bad URL, a bad body, a method no route
 * has, a request Node's HTTP parser rejects) answers the error body of 000 §8, never
 * Fastify's own shape and never a 5xx. Requests are written on a raw socket so that nothing
 * between the test and the server fixes them up.
 */
let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startServer();
  client = (await registerUser(server, 'frank')).client;
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `head` (and `body`) on a fresh connection and reads the whole answer. */
function rawRequest(head: string, body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(head + body);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const headers = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body: split === -1 ? '' : dechunk(headers, text.slice(split + 4)) });
    });
  });
}

/** The body of a `Transfer-Encoding: chunked` answer, or the body as it is. */
function dechunk(headers: string, body: string): string {
  if (!/transfer-encoding: chunked/i.test(headers)) return body;
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

const line = (method: string, path: string, headers: Record<string, string> = {}): string => {
  const all: Record<string, string> = { host: 'localhost', connection: 'close', ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
};

/** An unsafe request that passes the CSRF check, so the framework's own refusal is what answers. */
const signed = (): Record<string, string> => ({ cookie: client.cookieHeader, [Header.csrf]: client.csrfToken ?? '' });

const CASES: { name: string; request: () => [string, string?]; status: number }[] = [
  { name: 'GET /%ff (a URL that does not decode)', request: () => [line('GET', '/%ff')], status: 400 },
  { name: 'GET /% (a broken escape)', request: () => [line('GET', '/%')], status: 400 },
  { name: 'GET /graphql/query/%zz', request: () => [line('GET', '/graphql/query/%zz', { accept: 'application/json' })], status: 400 },
  {
    name: 'malformed JSON',
    request: () => {
      const body = '{"username": ';
      return [line('POST', '/accounts/login/ajax/', { ...signed(), 'content-type': 'application/json', 'content-length': String(body.length) }), body];
    },
    status: 400,
  },
  {
    name: 'a content type no route reads',
    request: () => {
      const body = '<a/>';
      return [line('POST', '/accounts/login/ajax/', { ...signed(), 'content-type': 'application/xml', 'content-length': String(body.length) }), body];
    },
    status: 415,
  },
  {
    name: 'a content type that does not parse',
    request: () => {
      const body = 'x';
      return [line('POST', '/accounts/login/ajax/', { ...signed(), 'content-type': ';;;', 'content-length': '1' }), body];
    },
    status: 415,
  },
  { name: 'OPTIONS on an API path', request: () => [line('OPTIONS', '/graphql/query/')], status: 404 },
  { name: 'TRACE on an API path', request: () => [line('TRACE', '/api/v1/users/1/info/')], status: 404 },
  { name: 'DELETE on an API path', request: () => [line('DELETE', '/web/likes/1/like/', signed())], status: 404 },
  { name: 'PUT on an app path', request: () => [line('PUT', '/accounts/login/', { ...signed(), 'content-length': '0' })], status: 404 },
  { name: 'an invalid Content-Length', request: () => [line('POST', '/accounts/login/ajax/', { ...signed(), 'content-length': 'abc' }), 'x'], status: 400 },
  {
    name: 'two different Content-Lengths',
    request: () => [`POST /accounts/login/ajax/ HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\n`, 'xy'],
    status: 400,
  },
  { name: 'headers over the size limit', request: () => [line('GET', '/graphql/query/', { 'x-big': 'a'.repeat(20_000) })], status: 431 },
  { name: 'a request line that is not HTTP', request: () => ['HELLO\r\n\r\n'], status: 400 },
];

describe('framework errors answer the error body of 000 §8 (issue 11 item 10)', () => {
  it.each(CASES)('$name → $status', async ({ request, status }) => {
    const [head, body] = request();
    const res = await rawRequest(head, body);
    expect(res.status, res.headers + res.body).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    const parsed = JSON.parse(res.body) as Record<string, unknown>;
    expect(parsed).toEqual({ status: 'fail', message: expect.any(String), error_type: expect.any(String) });
    expect(JSON.stringify(parsed)).not.toMatch(/FST_|statusCode/);
  });
});

// Found by the API fuzz (issue 17): a HEAD whose request line Node's parser refuses (a raw
// non-ASCII byte in the query) was answered with the error body after its headers; a HEAD
// answer has no content (RFC 9110 §9.3.2), so a client reading it saw garbage after the answer.
describe('a HEAD the HTTP parser refuses', () => {
  it('HEAD /media/1?\\xf0 answers 400 with the headers of the error body and no content', async () => {
    const res = await rawRequest(line('HEAD', '/media/1?\xf0'));
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(res.body).toBe('');
  });
});
