/**
 * A slow, breakable link for the upload tests (issue 3: "a video of about 30 MB over a link
 * throttled to about 2 MB/s that is cut three times"): a TCP proxy on 127.0.0.1 (random port)
 * in front of the test server.
 *
 *   browser ──▶ proxy ──(token bucket, bytesPerSecond)──▶ server      client → server: throttled
 *   browser ◀────────────────────────────────────────── server        server → client: as is
 *
 * It reads the HTTP/1.1 request heads going up (Content-Length bodies; the browser sends uploads
 * that way), so it knows which bytes are request bodies of /rupload_ paths and counts only what
 * it has actually written to the server. cut() destroys every open connection at once, as a
 * dropped link would: bytes still queued in the proxy are lost, bytes written stay written.
 */
import net from 'node:net';

/** One request seen going up. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The Offset header (rupload POSTs), else null. */
  offset: number | null;
  /** The X-Mutation-Id header (outbox mutations, DESIGN.md rule 2), else null. */
  mutationId: string | null;
  contentLength: number;
  /** Body bytes written to the server (less than contentLength when cut). */
  forwardedBody: number;
  /** Date.now() when its head reached the proxy. */
  at: number;
}

export interface ThrottleProxy {
  origin: string;
  /** Request-body bytes of /rupload_ requests written to the server. */
  ruploadBodyBytes(): number;
  /** Every request seen so far, in order. */
  requests(): readonly SeenRequest[];
  /** Rupload POSTs only. */
  ruploadPosts(): SeenRequest[];
  /** Drops every open connection; answers how many sockets were cut. */
  cut(): number;
  /** Connections cut so far (cut() calls that found at least one socket). */
  cuts(): number;
  close(): Promise<void>;
}

export interface ThrottleOptions {
  upstreamPort: number;
  upstreamHost?: string;
  /** Client → server rate (default 2 MB/s). */
  bytesPerSecond?: number;
}

/** Our choice: 20 ms ticks; the bucket refills by the time passed and holds at most 50 ms of bytes. */
const TICK_MS = 20;
const BUCKET_MS = 50;
/** Stop reading from the browser while this much waits in the proxy (kernel buffers do the rest). */
const HIGH_WATER = 256 * 1024;

interface Parser {
  head: Buffer;
  bodyLeft: number;
  current: SeenRequest | null;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  queue: Buffer[];
  queued: number;
  parser: Parser;
  closed: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');

function parseHead(text: string, at: number): SeenRequest {
  const [requestLine = '', ...lines] = text.split('\r\n');
  const [method = '', path = ''] = requestLine.split(' ');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  if (headers.has('transfer-encoding')) throw new Error(`throttle-proxy: chunked request bodies are not supported (${method} ${path})`);
  const offset = headers.get('offset');
  return { method, path, offset: offset === undefined ? null : Number(offset), mutationId: headers.get('x-mutation-id') ?? null, contentLength: Number(headers.get('content-length') ?? 0), forwardedBody: 0, at };
}

export async function startThrottleProxy(options: ThrottleOptions): Promise<ThrottleProxy> {
  const rate = options.bytesPerSecond ?? 2_000_000;
  const host = options.upstreamHost ?? '127.0.0.1';
  const links = new Set<Link>();
  const seen: SeenRequest[] = [];
  let cutCount = 0;
  let tokens = 0;

  /** Accounts for bytes about to be written up: request heads parsed, body bytes counted. */
  function account(p: Parser, chunk: Buffer): void {
    let rest = chunk;
    while (rest.length > 0) {
      if (p.bodyLeft > 0 && p.current) {
        const n = Math.min(p.bodyLeft, rest.length);
        p.current.forwardedBody += n;
        p.bodyLeft -= n;
        rest = rest.subarray(n);
        continue;
      }
      p.head = Buffer.concat([p.head, rest]);
      rest = Buffer.alloc(0);
      const end = p.head.indexOf(HEAD_END);
      if (end < 0) return;
      const request = parseHead(p.head.subarray(0, end).toString('latin1'), Date.now());
      seen.push(request);
      p.current = request;
      p.bodyLeft = request.contentLength;
      rest = p.head.subarray(end + HEAD_END.length);
      p.head = Buffer.alloc(0);
    }
  }

  function drop(link: Link): void {
    link.closed = true;
    link.queue = [];
    link.queued = 0;
    link.client.destroy();
    link.upstream.destroy();
    links.delete(link);
  }

  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    tokens = Math.min(tokens + (rate * (now - last)) / 1000, (rate * BUCKET_MS) / 1000);
    last = now;
    // Fair enough for a test: links take turns, each gets what is left of the tick's bytes.
    for (const link of links) {
      while (tokens >= 1 && link.queue.length > 0 && !link.closed) {
        const head = link.queue[0] as Buffer;
        const n = Math.min(head.length, Math.floor(tokens));
        const piece = head.subarray(0, n);
        if (n === head.length) link.queue.shift();
        else link.queue[0] = head.subarray(n);
        link.queued -= n;
        tokens -= n;
        account(link.parser, piece);
        link.upstream.write(piece);
      }
      if (link.queued < HIGH_WATER && link.client.isPaused() && !link.closed) link.client.resume();
    }
  }, TICK_MS);

  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const upstream = net.connect({ port: options.upstreamPort, host });
    const link: Link = { client, upstream, queue: [], queued: 0, parser: { head: Buffer.alloc(0), bodyLeft: 0, current: null }, closed: false };
    links.add(link);
    client.on('data', (data: Buffer) => {
      link.queue.push(data);
      link.queued += data.length;
      if (link.queued >= HIGH_WATER) client.pause();
    });
    upstream.on('data', (data: Buffer) => {
      if (!link.closed) client.write(data);
    });
    // The client finished sending: close upward once the queue has drained.
    client.on('end', () => {
      const wait = setInterval(() => {
        if (link.closed || link.queued === 0) {
          clearInterval(wait);
          if (!link.closed) upstream.end();
        }
      }, TICK_MS);
    });
    // The server closed: the browser gets what was written to it, then the end.
    upstream.on('close', () => {
      links.delete(link);
      link.closed = true;
      if (!client.destroyed) client.end();
    });
    client.on('close', () => drop(link));
    client.on('error', () => drop(link));
    upstream.on('error', () => drop(link));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('throttle-proxy: no port');

  const isRupload = (r: SeenRequest) => r.path.startsWith('/rupload_');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    ruploadBodyBytes: () => seen.filter(isRupload).reduce((sum, r) => sum + r.forwardedBody, 0),
    requests: () => seen,
    ruploadPosts: () => seen.filter((r) => isRupload(r) && r.method === 'POST'),
    cut() {
      const n = links.size;
      for (const link of [...links]) drop(link);
      if (n > 0) cutCount += 1;
      return n;
    },
    cuts: () => cutCount,
    async close() {
      clearInterval(timer);
      for (const link of [...links]) drop(link);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
