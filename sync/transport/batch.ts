/**
 * The outbox's mutations sent together (issue 17, bench 7: 1,000 queued actions settle within
 * 5 s of the server's return). The replayer sends records of different entities side by side;
 * the mutation requests it makes in one task leave as ONE request, POST /web/batch/
 * (server/routes/batch.ts), whose items the server runs one after another through its real
 * routes, each as if it had come alone (authorization, CSRF, validation, idempotency by its
 * X-Mutation-Id, rate limits). Each caller gets the answer its request would have had alone:
 * its item's status, headers and body read as ./transport.ts reads an answer. In the browser
 * each request costs far more than the server's work (the dedicated worker's fetch, the
 * service worker's fetch event, the network service), so N records cost one of them.
 *
 *   request ─▶ waiting (this task's) ──end of the task──▶ one alone: sent as it is
 *                                                       └ several: one batch request ─┬ 200: each its item
 *          ┌──────────────────────────────────────────────────────────────────────────┤
 *          │ the server knows no batch route (404/405): each sent alone               │
 *          └ any other failure (no answer, 5xx, 429, 403 csrf, 401): each caller gets it
 *
 * Only mutations are batched (a non-GET with a mutation id and no caller's signal): a repeat
 * of one is harmless, so an answer lost with its batch is retried as any lost answer is.
 * Everything else goes straight to the transport.
 */
import { Limits } from '../api/constants';
import { ApiPath } from '../api/paths';
import { afterThisTask } from './after-this-task';
import { buildBody, buildUrl } from './conventions';
import { readAnswer } from './transport';
import { TransportError } from './transport-error';
import type { Transport, TransportDeps, TransportRequest } from './types';

/** One item of a batch, as the server reads it (server/README.md, POST /web/batch/). */
export interface BatchItem {
  method: 'POST' | 'DELETE';
  /** Path and query, as the request alone would have. */
  path: string;
  body: string;
  content_type: 'application/x-www-form-urlencoded' | 'application/json';
  mutation_id: string;
}

/** One answer of a batch: its item's status, response headers (lower-case) and body text. */
export interface BatchAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Waiting {
  req: TransportRequest;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function isBatchable(req: TransportRequest): boolean {
  return req.method !== 'GET' && req.mutationId !== undefined && req.signal === undefined;
}

/** `transport` sends alone (and the batch itself); `deps` are the ones it was made with. */
export function createBatchingTransport(transport: Transport, deps: TransportDeps): Transport {
  let waiting: Waiting[] = [];

  function flush(): void {
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += Limits.batchMaxItems) {
      const group = all.slice(i, i + Limits.batchMaxItems);
      if (group.length === 1) sendAlone(group[0] as Waiting);
      else void sendBatch(group);
    }
  }

  function sendAlone(w: Waiting): void {
    transport.request(w.req).then(w.resolve, w.reject);
  }

  async function sendBatch(group: Waiting[]): Promise<void> {
    const session = deps.getSession();
    // Each request's URL gives its item's path and, once answered, the URL its error names.
    const urls = group.map((w) => buildUrl(deps.origin, w.req));
    const items = group.map((w, i) => toItem(w.req, urls[i] as URL, session));
    let answers: BatchAnswer[];
    try {
      const body = await transport.request<unknown>({ method: 'POST', path: ApiPath.batch, json: { requests: items } });
      answers = readBatchAnswers(body, group.length);
    } catch (err) {
      // A server without the batch route: each goes alone, as before it.
      if (err instanceof TransportError && (err.statusCode === 404 || err.statusCode === 405)) group.forEach(sendAlone);
      else group.forEach((w) => w.reject(err));
      return;
    }
    group.forEach((w, i) => {
      const answer = answers[i] as BatchAnswer;
      try {
        w.resolve(readAnswer(deps, w.req, urls[i] as URL, { status: answer.status, headers: new Headers(answer.headers), text: answer.body }));
      } catch (err) {
        w.reject(err);
      }
    });
  }

  return {
    batchSize: Limits.batchMaxItems,
    request<T>(req: TransportRequest): Promise<T> {
      if (!isBatchable(req)) return transport.request<T>(req);
      return new Promise<T>((resolve, reject) => {
        if (waiting.length === 0) afterThisTask(flush);
        waiting.push({ req, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}

/** `url`: the request's own (buildUrl), as it would have been sent alone. */
export function toItem(req: TransportRequest, url: URL, session: ReturnType<TransportDeps['getSession']>): BatchItem {
  const body = buildBody(req, session);
  return {
    method: req.method === 'DELETE' ? 'DELETE' : 'POST',
    path: `${url.pathname}${url.search}`,
    body: body === undefined ? '' : body.toString(),
    content_type: req.json === undefined ? 'application/x-www-form-urlencoded' : 'application/json',
    mutation_id: req.mutationId ?? '',
  };
}

/**
 * The answers of a 200, one per item; a body of another shape is a server that did not do
 * what was asked: no item is known to be answered, so each is a retry (statusCode 0 is "no
 * answer", never a final failure that would drop someone's action).
 */
export function readBatchAnswers(body: unknown, count: number): BatchAnswer[] {
  const responses = typeof body === 'object' && body !== null ? (body as { responses?: unknown }).responses : undefined;
  if (!Array.isArray(responses) || responses.length !== count || !responses.every(isAnswer)) {
    throw TransportError.network(ApiPath.batch, 'the batch answer was not one answer per request');
  }
  return responses;
}

function isAnswer(value: unknown): value is BatchAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return typeof a['status'] === 'number' && typeof a['body'] === 'string' && typeof a['headers'] === 'object' && a['headers'] !== null
    && Object.values(a['headers']).every((v) => typeof v === 'string');
}
