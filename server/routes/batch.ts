import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiPath } from '../../sync/api/paths';
import { Cookie } from '../../sync/api/headers';
import type { AppContext } from '../app-context';
import { requireViewer } from '../domain/visibility';
import { parseBatchBody, parseBatchItem } from '../http/batch-items';
import { CookieJar, innerRequestHeaders, itemAnswerHeaders, setCookieLines } from '../http/batch-headers';
import { toErrorResponse } from '../http/error-handler';
import { badRequest } from '../http/errors';

/**
 * POST /web/batch/ (issue 17, bench 7): the outbox's queued mutations of one task in one
 * request, because in the browser each request costs far more than the server's work
 * (sync/transport/batch.ts is the client). Body `{requests: [{method, path, body,
 * content_type, mutation_id}]}`, 1 to Limits.batchMaxItems items; answer `{status: 'ok',
 * responses: [{status, headers, body}]}`, one per item, in order.
 *
 * Each item runs through the real app (`app.inject`: same instance, same hooks and routes)
 * exactly as if it had come alone: with the batch's own headers (session, CSRF token, Origin,
 * Sec-Fetch-*, forwarded headers) and its socket's address, so authorization, CSRF,
 * validation, idempotency by its X-Mutation-Id, per-account action limits (a 429 with
 * Retry-After in its headers), `req.ip` and Secure cookies are what they would have been.
 * Items run one after another, in order: later ones see what earlier ones changed, as a
 * browser sending them in turn would, and the cookies an item sets are sent with the next
 * (../http/batch-headers.ts CookieJar) and added to the batch's answer. An item that is
 * malformed or whose call may not be batched (../http/batch-items.ts) is answered 400 without
 * running; the others still run. Whole-batch refusals (nothing runs): logged out 401, a body
 * that is not 1-32 items 400, and what the conventions refuse for the batch itself (CSRF 403).
 */
export interface BatchItemAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function batchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(ApiPath.batch, async (req, reply) => {
    requireViewer(req);
    const items = parseBatchBody(req.body);
    // Read once: a socket that closes mid-batch no longer has one, and light-my-request would
    // then say 127.0.0.1, an address the development routes trust.
    const remoteAddress = req.socket.remoteAddress;
    if (remoteAddress === undefined) throw badRequest('The connection closed before the batch ran.');
    const jar = new CookieJar(req.headers.cookie);
    // The conventions may have given this answer a mid (and a csrftoken bound to it): the items go with them.
    if (req.machineId !== '') jar.set(Cookie.mid, req.machineId);
    if (req.csrfToken !== '') jar.set(Cookie.csrf, req.csrfToken);
    const responses: BatchItemAnswer[] = [];
    for (const raw of items) responses.push(await runItem(app, ctx, req, reply, { raw, jar, remoteAddress }));
    return reply.send({ status: 'ok', responses });
  });
}

async function runItem(
  app: FastifyInstance,
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  at: { raw: unknown; jar: CookieJar; remoteAddress: string },
): Promise<BatchItemAnswer> {
  let item;
  try {
    item = parseBatchItem(at.raw);
  } catch (err) {
    return errorAnswer(err);
  }
  try {
    const res = await app.inject({
      method: item.method,
      url: item.path,
      headers: innerRequestHeaders(req.headers, {
        cookie: at.jar.header(),
        contentType: item.content_type,
        contentLength: Buffer.byteLength(item.body),
        mutationId: item.mutation_id,
      }),
      payload: item.body,
      remoteAddress: at.remoteAddress,
    });
    const cookies = setCookieLines(res.headers);
    at.jar.apply(cookies, ctx.now());
    for (const line of cookies) reply.header('set-cookie', line);
    return { status: res.statusCode, headers: itemAnswerHeaders(res.headers), body: res.payload };
  } catch (err) {
    // The app answers every error itself; a throw here is a bug (or the server closing): this
    // item is a 500 that says nothing of it, the rest go on.
    req.log.error({ err }, 'batch item failed');
    return errorAnswer(new Error('batch item failed'));
  }
}

function errorAnswer(err: unknown): BatchItemAnswer {
  const { status, body } = toErrorResponse(err);
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}
