/**
 * The chaos test's link to the server (issue 17): an HTTP proxy on a fixed port in front of the
 * real server, so the app's origin (and its service worker, cookies and IndexedDB) stays the
 * same while the server behind it is killed and restarted.
 *
 *   browser (page, worker, service worker) ──▶ proxy :port ──▶ server :upstreamPort
 *
 * It logs every request (method, path, X-Mutation-Id, outcome) and injects the faults the test
 * arms, on the next `count` mutation requests (those with an X-Mutation-Id):
 *   - 'error-5xx': answers 503 in the 000 §8 error shape, nothing forwarded;
 *   - 'rate-limited': answers 429 with Retry-After (seconds), nothing forwarded;
 *   - 'drop': the connection is destroyed before anything is forwarded (a network error);
 *   - 'answer-lost': forwarded and applied by the server, then the connection is destroyed
 *     before the answer reaches the browser.
 * A server that is down (connection refused) makes the proxy destroy the browser's connection
 * too: to the app that is an unreachable server, not an answer.
 *
 * A batch of mutations (POST /web/batch/, sync/transport/batch.ts) is logged as its items, each
 * with the status and replay mark of its own answer (read from the batch's answer); a fault
 * armed takes the whole batch (one request, one connection), as a real link's would.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { Header } from '../../../sync/api/headers';
import { ApiPath } from '../../../sync/api/paths';

export type ChaosFault = 'error-5xx' | 'rate-limited' | 'drop' | 'answer-lost';

export type Outcome = number | 'dropped' | 'unreachable' | 'answer-lost' | 'aborted';

export interface SeenMutation {
  at: number;
  method: string;
  path: string;
  mutationId: string;
  /** The status the browser got (a number), or how the request ended without one. */
  outcome: Outcome | null;
  /** The server answered with its stored first result (x-mutation-replayed). */
  replayed: boolean;
  /** The status the server gave, even when the answer was then lost; null if none. */
  serverStatus: number | null;
  /** An injected fault, if any. */
  fault: ChaosFault | null;
}

export interface ChaosProxy {
  origin: string;
  /** The next `count` mutation requests get `fault`. */
  arm(fault: ChaosFault, count: number, retryAfterSeconds?: number): void;
  disarm(): void;
  mutations(): readonly SeenMutation[];
  /** All requests seen (any path). */
  requestCount(): number;
  /** Faults injected so far, by kind. */
  faults(): Record<ChaosFault, number>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

interface BatchItemAnswer {
  status: number;
  headers: Record<string, string>;
}

function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** A batch's items as mutations seen (none when its body is not a batch: the server refuses it). */
function batchEntries(body: Buffer): SeenMutation[] {
  try {
    const { requests } = JSON.parse(body.toString('utf8')) as { requests: { method: string; path: string; mutation_id: string }[] };
    return requests.map((item) => ({ at: Date.now(), method: item.method, path: item.path, mutationId: item.mutation_id, outcome: null, replayed: false, serverStatus: null, fault: null }));
  } catch {
    return [];
  }
}

/** A batch's answer, read beside its delivery: one status and headers per item, or null (refused whole). */
function answerChunks(upRes: http.IncomingMessage): Promise<BatchItemAnswer[] | null> {
  return readBody(upRes).then((buf) => {
    try {
      const { responses } = JSON.parse(buf.toString('utf8')) as { responses?: BatchItemAnswer[] };
      return Array.isArray(responses) ? responses : null;
    } catch {
      return null;
    }
  }, () => null);
}

/** The server's status and replay mark of each item (the batch's own status when it was refused whole). */
function noteItems(entries: SeenMutation[], items: BatchItemAnswer[] | null, batchStatus: number | null): void {
  entries.forEach((e, i) => {
    const item = items?.[i];
    e.serverStatus = item?.status ?? batchStatus;
    e.replayed = item?.headers['x-mutation-replayed'] === '1';
  });
}

export async function startChaosProxy(options: { port: number; upstreamPort: number }): Promise<ChaosProxy> {
  const seen: SeenMutation[] = [];
  const injected: Record<ChaosFault, number> = { 'error-5xx': 0, 'rate-limited': 0, drop: 0, 'answer-lost': 0 };
  let armed: { fault: ChaosFault; left: number; retryAfter: number } | null = null;
  let requests = 0;
  const sockets = new Set<Socket>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  const takeFault = (): { fault: ChaosFault; retryAfter: number } | null => {
    if (!armed || armed.left <= 0) return null;
    armed.left -= 1;
    const taken = { fault: armed.fault, retryAfter: armed.retryAfter };
    if (armed.left <= 0) armed = null;
    injected[taken.fault] += 1;
    return taken;
  };

  const server = http.createServer((req, res) => {
    requests += 1;
    if (req.method === 'POST' && req.url?.split('?')[0] === ApiPath.batch) {
      void readBody(req).then((body) => handle(req, res, body, batchEntries(body)), () => req.socket.destroy());
      return;
    }
    const idHeader = req.headers[Header.mutationId.toLowerCase()];
    const mutationId = typeof idHeader === 'string' ? idHeader : null;
    const entry: SeenMutation | null = mutationId
      ? { at: Date.now(), method: req.method ?? '', path: req.url ?? '', mutationId, outcome: null, replayed: false, serverStatus: null, fault: null }
      : null;
    handle(req, res, null, entry ? [entry] : []);
  });

  /**
   * Forwards one request (its body already read when `body` is given) with the fault armed, and
   * notes the outcome of each of its mutations (`entries`: the request itself, or a batch's items).
   */
  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer | null, entries: SeenMutation[]): void {
    seen.push(...entries);
    const entry: SeenMutation | null = entries[0] ?? null;
    const each = (fn: (e: SeenMutation) => void): void => entries.forEach(fn);
    const fault = entry ? takeFault() : null;
    if (fault) each((e) => (e.fault = fault.fault));

    if (fault?.fault === 'drop') {
      each((e) => (e.outcome = 'dropped'));
      req.socket.destroy();
      return;
    }
    if (fault?.fault === 'error-5xx' || fault?.fault === 'rate-limited') {
      if (body === null) req.resume();
      const status = fault.fault === 'error-5xx' ? 503 : 429;
      const answer =
        status === 503
          ? { status: 'fail', message: 'Service unavailable (chaos proxy)', error_type: 'server_error' }
          : { status: 'fail', message: "You're doing that too often. Please wait a moment and try again.", error_type: 'rate_limited', retry_after_seconds: fault.retryAfter };
      each((e) => (e.outcome = status));
      res.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': String(fault.retryAfter) } : {}) });
      res.end(JSON.stringify(answer));
      return;
    }

    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
    const up = http.request({ host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: req.url, headers, agent }, (upRes) => {
      const statuses = body === null ? null : answerChunks(upRes);
      if (body === null) {
        each((e) => {
          e.serverStatus = upRes.statusCode ?? null;
          e.replayed = upRes.headers['x-mutation-replayed'] === '1';
        });
      }
      if (fault?.fault === 'answer-lost') {
        // The server's statuses are still noted (a batch's from its answer), then the link dies.
        void statuses?.then((items) => noteItems(entries, items, upRes.statusCode ?? null));
        each((e) => (e.outcome = 'answer-lost'));
        if (body === null) upRes.resume();
        req.socket.destroy();
        return;
      }
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(upRes.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
      res.writeHead(upRes.statusCode ?? 502, out);
      upRes.pipe(res);
      upRes.on('end', () => {
        if (statuses === null) each((e) => (e.outcome = upRes.statusCode ?? null));
        else {
          void statuses.then((items) => {
            noteItems(entries, items, upRes.statusCode ?? null);
            // Each item's own status reached the browser (or the batch's, when it was refused whole).
            entries.forEach((e, i) => (e.outcome = items?.[i]?.status ?? upRes.statusCode ?? null));
          });
        }
      });
      upRes.on('error', () => {
        each((e) => (e.outcome = 'unreachable'));
        req.socket.destroy();
      });
    });
    up.on('error', () => {
      // Refused (server down) or reset (killed mid-request): the browser sees a network error.
      each((e) => {
        if (e.outcome === null) e.outcome = e.serverStatus === null ? 'unreachable' : 'answer-lost';
      });
      req.socket.destroy();
    });
    req.on('aborted', () => {
      each((e) => {
        if (e.outcome === null) e.outcome = 'aborted';
      });
      up.destroy();
    });
    if (body === null) req.pipe(up);
    else up.end(body);
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  // Port 0 takes a free one (tests/e2e/people.spec.ts).
  const address = server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  return {
    origin: `http://localhost:${port}`,
    arm(fault, count, retryAfterSeconds = 1) {
      armed = { fault, left: count, retryAfter: retryAfterSeconds };
    },
    disarm() {
      armed = null;
    },
    mutations: () => seen,
    requestCount: () => requests,
    faults: () => ({ ...injected }),
    async close() {
      for (const s of sockets) s.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
