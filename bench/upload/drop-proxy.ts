/**
 * Benchmark 5's forced drops, the same for both clients: a TCP proxy (node:net) in front of a
 * server that counts the request body bytes it forwards (./request-meter.ts) and, once armed
 * with a file size, cuts every connection when that count reaches 25 %, 50 % and 75 % of it.
 *
 *   client ──▶ proxy ──▶ server        forwarded body bytes since arm() reach the next mark:
 *                                      forward exactly up to the mark, then for every
 *                                      connection: the client gets a reset (RST), the server
 *                                      gets every byte forwarded, then FIN (it keeps them)
 * Bytes re-sent = body bytes forwarded − the file's size: exact, headers counted apart.
 */
import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { createRequestMeter } from './request-meter';
import type { RequestMeter } from './request-meter';

/** One request through the proxy, as the server saw it. */
export interface ProxiedRequest {
  /** `METHOD path`. */
  line: string;
  /** Its Offset (rupload) or Upload-Offset (tus) header, or null. */
  offset: number | null;
  /** Its Content-Length. */
  length: number;
  /** Body bytes forwarded. */
  forwarded: number;
  /** Cut by a drop before its body was through. */
  cut: boolean;
}

export interface ProxyCounts {
  bodyBytes: number;
  headBytes: number;
  requests: number;
  cuts: number;
  /** A request without Content-Length framing went through (its bytes counted as body). */
  unframed: boolean;
  log: ProxiedRequest[];
}

export interface DropProxy {
  origin: string;
  /** Count from zero, and cut at these fractions of `fileBytes` of forwarded body. */
  arm(fileBytes: number, fractions: readonly number[]): void;
  counts(): ProxyCounts;
  close(): Promise<void>;
}

interface Conn {
  client: Socket;
  upstream: Socket;
  meter: RequestMeter;
  cut: boolean;
  current: ProxiedRequest | null;
}

function requestOf(head: string): ProxiedRequest {
  const [first = ''] = head.split('\r\n', 1);
  const [method = '', path = ''] = first.split(' ');
  const header = (name: string) => new RegExp(`\r\n${name}:[ \t]*(\\d+)`, 'i').exec(head)?.[1];
  const offset = header('offset') ?? header('upload-offset');
  return { line: `${method} ${path}`, offset: offset === undefined ? null : Number(offset), length: Number(header('content-length') ?? 0), forwarded: 0, cut: false };
}

const LINGER_MS = 2000;

export async function startDropProxy(targetPort: number): Promise<DropProxy> {
  const conns = new Set<Conn>();
  const fresh = (): ProxyCounts => ({ bodyBytes: 0, headBytes: 0, requests: 0, cuts: 0, unframed: false, log: [] });
  let counts = fresh();
  let marks: number[] = [];

  function cutAll(): void {
    counts.cuts += 1;
    for (const conn of conns) {
      conn.cut = true;
      if (conn.current && conn.current.forwarded < conn.current.length) conn.current.cut = true;
      conn.client.resetAndDestroy();
      conn.upstream.end();
      setTimeout(() => conn.upstream.destroy(), LINGER_MS).unref();
      conns.delete(conn);
    }
  }

  function forward(conn: Conn, chunk: Buffer): void {
    if (chunk.length === 0) return;
    if (!conn.upstream.write(chunk)) {
      conn.client.pause();
      conn.upstream.once('drain', () => conn.client.resume());
    }
  }

  function fromClient(conn: Conn, chunk: Buffer): void {
    if (conn.cut) return;
    const before = conn.meter.requests;
    let at = 0;
    for (const seg of conn.meter.feed(chunk)) {
      if (seg.kind === 'head') {
        counts.headBytes += seg.length;
        at += seg.length;
        if (seg.head !== undefined) {
          conn.current = requestOf(seg.head);
          counts.log.push(conn.current);
        }
        continue;
      }
      const mark = marks[0];
      if (mark !== undefined && counts.bodyBytes + seg.length >= mark) {
        const room = mark - counts.bodyBytes;
        counts.bodyBytes += room;
        if (conn.current) conn.current.forwarded += room;
        marks = marks.slice(1);
        forward(conn, chunk.subarray(0, at + room));
        counts.requests += conn.meter.requests - before;
        cutAll();
        return;
      }
      counts.bodyBytes += seg.length;
      if (conn.current) conn.current.forwarded += seg.length;
      at += seg.length;
    }
    counts.requests += conn.meter.requests - before;
    counts.unframed ||= conn.meter.unframed;
    forward(conn, chunk);
  }

  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const conn: Conn = { client, upstream, meter: createRequestMeter(), cut: false, current: null };
    conns.add(conn);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.on('data', (chunk: Buffer) => fromClient(conn, chunk));
    upstream.on('data', (chunk: Buffer) => {
      if (conn.cut) return;
      if (!client.write(chunk)) {
        upstream.pause();
        client.once('drain', () => upstream.resume());
      }
    });
    client.on('end', () => conn.cut || upstream.end());
    upstream.on('end', () => conn.cut || client.end());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
    client.on('close', () => {
      conns.delete(conn);
      if (!conn.cut) upstream.destroy();
    });
    upstream.on('close', () => {
      conns.delete(conn);
      if (!conn.cut) client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the drop proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    arm(fileBytes, fractions) {
      counts = fresh();
      marks = fractions.map((f) => Math.round(fileBytes * f));
    },
    counts: () => ({ ...counts, log: [...counts.log] }),
    close() {
      for (const conn of conns) {
        conn.client.destroy();
        conn.upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
